import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateEntryProblem,
  dateMessages,
  dateOfBirthProblem,
  formatDateInput,
  isoDateOf,
  isUnder18,
  monthLabel,
  monthName,
  parseDateEntry,
  parseIsoDate,
  partialDateProblem,
  pivotYear,
} from './dates.js';

const today = new Date(2026, 10, 21);

/** Types `text` one character at a time through `formatDateInput`, as a date field does. */
function typeInto(text: string, start = ''): string {
  let value = start;
  for (const ch of text) value = formatDateInput(value, value + ch);
  return value;
}

describe('date entry formatting', () => {
  it('inserts the delimiter once month and day are full', () => {
    expect(typeInto('12')).toBe('12/');
    expect(typeInto('1225')).toBe('12/25/');
    expect(typeInto('12251990')).toBe('12/25/1990');
  });

  it('pads a month or day whose first digit cannot grow', () => {
    expect(typeInto('4')).toBe('04/');
    expect(typeInto('25')).toBe('02/5');
    expect(typeInto('2/')).toBe('02/');
    expect(typeInto('45')).toBe('04/05/');
    expect(typeInto('0431')).toBe('04/31/');
  });

  it('pads a one-digit part before a typed delimiter', () => {
    expect(typeInto('1/')).toBe('01/');
    expect(typeInto('1/2/')).toBe('01/02/');
    expect(typeInto('1/2/85')).toBe('01/02/85');
  });

  it('reads a month pair that is no month as a one-digit month and the day', () => {
    expect(typeInto('13')).toBe('01/3');
    expect(typeInto('135')).toBe('01/35/');
  });

  it('switches to yyyy-mm-dd when the text starts with a year', () => {
    expect(typeInto('19')).toBe('19');
    expect(typeInto('1985')).toBe('1985-');
    expect(typeInto('19850704')).toBe('1985-07-04');
    expect(typeInto('2012-3-')).toBe('2012-03-');
    expect(typeInto('20124')).toBe('2012-04-');
  });

  it('drops letters and stops at the full length', () => {
    expect(typeInto('1a2b')).toBe('12/');
    expect(typeInto('12/25/19901')).toBe('12/25/1990');
  });

  it('leaves a deletion alone so a delimiter can be erased', () => {
    expect(formatDateInput('12/', '12')).toBe('12');
    expect(formatDateInput('12/25/', '12/25')).toBe('12/25');
  });

  it('formats a pasted value in one go', () => {
    expect(formatDateInput('', '07041985')).toBe('07/04/1985');
    expect(formatDateInput('', '1985-07-04')).toBe('1985-07-04');
  });

  it('keeps a whole pasted date as pasted, so its check names the wrong part (issue 31)', () => {
    const today = new Date('2026-11-29T12:00:00Z');
    expect(formatDateInput('', '13/45/2026')).toBe('13/45/2026');
    expect(partialDateProblem('13/45/2026', today)).toBe(dateMessages.month);
    expect(formatDateInput('', ' 7/4/2026 ')).toBe('7/4/2026');
    expect(formatDateInput('', '2026-13-45')).toBe('2026-13-45');
    expect(partialDateProblem('2026-13-45', today)).not.toBeNull();
  });
});

describe('two-digit year pivot', () => {
  it('reads years up to the current two-digit year plus 10 as 2000s', () => {
    expect(pivotYear(36, today)).toBe(2036);
    expect(pivotYear(37, today)).toBe(1937);
    expect(pivotYear(0, today)).toBe(2000);
    expect(pivotYear(99, today)).toBe(1999);
  });

  it('moves with the date passed as today', () => {
    expect(pivotYear(40, new Date(2030, 0, 1))).toBe(2040);
    expect(pivotYear(41, new Date(2030, 0, 1))).toBe(1941);
  });
});

describe('date entry checks', () => {
  it('accepts both formats and converts to YYYY-MM-DD', () => {
    expect(parseDateEntry('07/04/1985', today)).toBe('1985-07-04');
    expect(parseDateEntry('7/4/85', today)).toBe('1985-07-04');
    expect(parseDateEntry('1985-07-04', today)).toBe('1985-07-04');
    expect(parseDateEntry('01/02/12', today)).toBe('2012-01-02');
  });

  it('honours leap years', () => {
    expect(parseDateEntry('02/29/2024', today)).toBe('2024-02-29');
    expect(parseDateEntry('02/29/2000', today)).toBe('2000-02-29');
    expect(parseDateEntry('02/29/1900', today)).toBeNull();
    expect(parseDateEntry('02/29/2025', today)).toBeNull();
    expect(dateEntryProblem('02/29/2025', today)).toBe(dateMessages.day);
    expect(dateEntryProblem('2024-02-29', today)).toBeNull();
  });

  it('checks month, day and year ranges', () => {
    expect(dateEntryProblem('00/10/1990', today)).toBe(dateMessages.month);
    expect(dateEntryProblem('04/31/1990', today)).toBe(dateMessages.day);
    expect(dateEntryProblem('12/31/1899', today)).toBe(dateMessages.year);
    expect(dateEntryProblem('01/01/2100', today)).toBe(dateMessages.year);
    expect(dateEntryProblem('01/01/1900', today)).toBeNull();
    expect(dateEntryProblem('12/31/2099', today)).toBeNull();
    expect(dateEntryProblem('12/31', today)).toBe(dateMessages.invalid);
  });

  it('flags a finished part while the rest is still being typed', () => {
    expect(partialDateProblem('', today)).toBeNull();
    expect(partialDateProblem('1', today)).toBeNull();
    expect(partialDateProblem('12/3', today)).toBeNull();
    expect(partialDateProblem('02/30', today)).toBe(dateMessages.day);
    expect(partialDateProblem('02/29', today)).toBeNull();
    expect(partialDateProblem('02/29/2023', today)).toBe(dateMessages.day);
    expect(partialDateProblem('12/31/1850', today)).toBe(dateMessages.year);
    expect(partialDateProblem('12/x', today)).toBe(dateMessages.invalid);
  });
});

describe('date of birth', () => {
  it('refuses a future date and one more than 200 years ago', () => {
    expect(dateOfBirthProblem('2026-11-21', today)).toBeNull();
    expect(dateOfBirthProblem('2026-11-22', today)).toBe(dateMessages.future);
    expect(dateOfBirthProblem('1826-11-21', today)).toBeNull();
    expect(dateOfBirthProblem('1826-11-20', today)).toBe(dateMessages.tooOld);
    expect(dateOfBirthProblem('2023-02-29', today)).toBe(dateMessages.invalid);
    expect(dateOfBirthProblem('1990-7-4', today)).toBe(dateMessages.invalid);
  });

  it('tells who is under 18 on the day given', () => {
    expect(isUnder18('2008-11-22', today)).toBe(true);
    expect(isUnder18('2008-11-21', today)).toBe(false);
    expect(isUnder18('2015-06-02', today)).toBe(true);
    expect(isUnder18('1990-01-01', today)).toBe(false);
    expect(isUnder18('2008-02-29', new Date(2026, 1, 28))).toBe(true);
    expect(isUnder18('2008-02-29', new Date(2026, 2, 1))).toBe(false);
    expect(isUnder18('not a date', today)).toBe(false);
  });
});

describe('month names', () => {
  it('names every month in English, and a month with its year', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(2)).toBe('February');
    expect(monthName(12)).toBe('December');
    expect(monthLabel(2026, 10)).toBe('October 2026');
    expect(monthLabel(2019, 1)).toBe('January 2019');
  });
});

describe('dates written out as date-fns would (docs/decisions/0118)', () => {
  it('parses YYYY-MM-DD as date-fns parse and format do, real calendar dates only', () => {
    const byDateFns = (value: string) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
      const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
      return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : null;
    };
    const pad = (value: number, length: number) => String(value).padStart(length, '0');
    const text = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (value) => {
        expect(parseIsoDate(value)?.getTime()).toBe(byDateFns(value)?.getTime());
      }),
      { numRuns: 3000 },
    );
    expect(parseIsoDate('2024-02-29')?.getDate()).toBe(29);
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('0050-06-01')?.getFullYear()).toBe(50);
  });

  it("writes a date as format(date, 'yyyy-MM-dd') does, and month names as 'MMMM' does", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(isoDateOf(date)).toBe(format(date, 'yyyy-MM-dd'));
        },
      ),
      { numRuns: 2000 },
    );
    for (let month = -13; month <= 26; month += 1) {
      expect(monthName(month)).toBe(format(new Date(2000, month - 1, 1), 'MMMM'));
    }
    expect(() => isoDateOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});
