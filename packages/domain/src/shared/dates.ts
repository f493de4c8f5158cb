import { differenceInYears } from 'date-fns/differenceInYears';
import { getDaysInMonth } from 'date-fns/getDaysInMonth';
import { isAfter } from 'date-fns/isAfter';
import { isBefore } from 'date-fns/isBefore';
import { startOfDay } from 'date-fns/startOfDay';
import { subYears } from 'date-fns/subYears';

/**
 * Date entry and date-of-birth rules (accounts spec §5 "Date entry", "Generic inputs", §9).
 * Users type `mm/dd/yyyy` (two-digit years allowed) or `yyyy-mm-dd`; the API takes `YYYY-MM-DD`.
 * Every function that needs "today" takes it as a parameter, so server and tests pass their clock.
 */

/** Years accepted in a typed date (accounts spec §9). */
export const dateEntryYearMin = 1900;
export const dateEntryYearMax = 2099;

/** A date of birth may be at most this many years ago (accounts spec §5, §9). */
export const dateOfBirthMaxAgeYears = 200;

/** Dependents must be younger than this (accounts spec §5 Dependent form, §9). */
export const adultAgeYears = 18;

/** Messages of the date rules. The spec names the rules, not their wording (docs/decisions/0032). */
export const dateMessages = {
  invalid: 'Enter a valid date (mm/dd/yyyy).',
  month: 'Month must be 01 to 12.',
  day: 'Day does not exist in that month.',
  year: `Year must be ${String(dateEntryYearMin)} to ${String(dateEntryYearMax)}.`,
  future: 'Date of birth cannot be in the future.',
  tooOld: `Date of birth cannot be more than ${String(dateOfBirthMaxAgeYears)} years ago.`,
} as const;

type Layout = 'us' | 'iso';

interface Segments {
  layout: Layout;
  /** Month, day and year digits as typed so far (each possibly partial or empty). */
  month: string;
  day: string;
  year: string;
}

const layouts: Record<Layout, { order: readonly ('month' | 'day' | 'year')[]; delimiter: string }> = {
  us: { order: ['month', 'day', 'year'], delimiter: '/' },
  iso: { order: ['year', 'month', 'day'], delimiter: '-' },
};
const widths = { month: 2, day: 2, year: 4 } as const;
/**
 * Highest first digit of a two-digit part; a higher one is padded with a zero at once. A `2` may
 * still start a year (`20…`), so only 3–9 pad a month.
 */
const highestFirstDigit = { month: 2, day: 3 } as const;

/** `yyyy-mm-dd` when the text starts with 19 or 20 and a third digit (no month can); else `mm/dd/yyyy`. */
function layoutOf(text: string): Layout {
  return /^(19|20)\d/.test(text) ? 'iso' : 'us';
}

/**
 * Splits typed text into parts: digits fill the current part up to its width, a delimiter
 * (`/` or `-`) ends a part early (padding a one-digit month or day), a month or day whose first
 * digit cannot start a two-digit value is padded at once (`4` → `04`). In `mm/dd/yyyy`, a month
 * pair that is neither a month nor the start of a four-digit year (`13`, `25`) is read as a
 * one-digit month followed by the day's first digit.
 */
function segmentsOf(text: string): { segments: Segments; complete: number } {
  const cleaned = text.replace(/[^\d/-]/g, '');
  // A whole date with its delimiters is read part by part as written (a paste; issue 31 item 15).
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(cleaned);
  if (us !== null) {
    const [, month = '', day = '', year = ''] = us;
    return {
      segments: { layout: 'us', month: month.padStart(2, '0'), day: day.padStart(2, '0'), year },
      complete: 3,
    };
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cleaned);
  if (iso !== null) {
    const [, year = '', month = '', day = ''] = iso;
    return {
      segments: { layout: 'iso', month: month.padStart(2, '0'), day: day.padStart(2, '0'), year },
      complete: 3,
    };
  }
  const layout = layoutOf(cleaned);
  const order = layouts[layout].order;
  const parts = { month: '', day: '', year: '' };
  let index = 0;
  const advance = () => {
    if (index < order.length - 1) index += 1;
  };
  for (const ch of cleaned) {
    const name = order[index] ?? 'year';
    if (ch === '/' || ch === '-') {
      if (parts[name].length === 0 || index === order.length - 1) continue;
      if (name !== 'year') parts[name] = parts[name].padStart(2, '0');
      advance();
      continue;
    }
    if (parts[name].length >= widths[name]) {
      if (index === order.length - 1) continue;
      advance();
    }
    const current = order[index] ?? 'year';
    if (current === 'year') {
      if (parts.year.length < widths.year) parts.year += ch;
      continue;
    }
    const highest = current === 'month' && layout === 'iso' ? 1 : highestFirstDigit[current];
    if (parts[current].length === 0 && Number(ch) > highest) {
      parts[current] = `0${ch}`;
      continue;
    }
    const pair = parts[current] + ch;
    if (
      layout === 'us' &&
      current === 'month' &&
      pair.length === 2 &&
      !isMonthPair(pair) &&
      !isYearStart(pair)
    ) {
      parts.month = `0${parts.month}`;
      advance();
      parts.day = ch;
      continue;
    }
    parts[current] = pair;
  }
  let complete = 0;
  for (const name of order) {
    if (parts[name].length === widths[name]) complete += 1;
    else break;
  }
  return { segments: { layout, ...parts }, complete };
}

function isMonthPair(pair: string): boolean {
  const value = Number(pair);
  return value >= 1 && value <= 12;
}

function isYearStart(pair: string): boolean {
  return pair === '19' || pair === '20';
}

/**
 * The text a date field should show after the user changed `previous` into `next` (accounts spec
 * §5: digits auto-padded, delimiter inserted automatically). Deleting is left alone, so a user
 * can erase a delimiter. Adding pads a one-digit month or day that cannot grow (`4` → `04/`),
 * pads before a typed delimiter (`1/` → `01/`), and appends the delimiter once a part is full.
 * Any other character is dropped. A whole date pasted with its delimiters (`13/45/2026`,
 * `2026-13-45`) is kept as pasted, so its check names the wrong part instead of a reshuffle of its
 * digits (issue 31 item 15). Pure; shapes only, values are checked by {@link dateEntryProblem}.
 *
 * @example formatDateInput('1', '12') === '12/'; formatDateInput('', '1985') === '1985-'
 */
export function formatDateInput(previous: string, next: string): string {
  if (next.length < previous.length) return next;
  const isPastedWhole =
    next.length - previous.length > 1 &&
    (/^\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})$/.test(next.trim()) || /^\d{4}-\d{2}-\d{2}$/.test(next.trim()));
  if (isPastedWhole) return next.trim();
  const { segments, complete } = segmentsOf(next);
  const { order, delimiter } = layouts[segments.layout];
  const filled = order.map((name) => segments[name]);
  let lastFilled = filled.length - 1;
  while (lastFilled > 0 && filled[lastFilled] === '') lastFilled -= 1;
  let text = filled.slice(0, lastFilled + 1).join(delimiter);
  const typedDelimiterAfter =
    /[/-]$/.test(next) && filled[lastFilled] !== '' && lastFilled < order.length - 1;
  const waitsForYear = segments.layout === 'us' && segments.month.length === 2 && isYearStart(segments.month);
  if (complete === lastFilled + 1 && lastFilled < order.length - 1 && !(lastFilled === 0 && waitsForYear)) {
    text += delimiter;
  } else if (typedDelimiterAfter) {
    text += delimiter;
  }
  return text;
}

/** The four-digit year of a two-digit one: 2000s up to the current two-digit year plus 10, else 1900s. */
export function pivotYear(twoDigits: number, today: Date): number {
  const current = today.getFullYear() % 100;
  return twoDigits <= current + 10 ? 2000 + twoDigits : 1900 + twoDigits;
}

/**
 * The first date-entry rule (accounts spec §5) that the text typed so far already breaks, or
 * null while it may still become a valid date. Checks each part once it is complete: month 01–12,
 * day 01 to the month's length (February 29 only in leap years, once the year is known), year
 * 1900–2099. Empty text is no problem here (the form's required rule covers it).
 */
export function partialDateProblem(text: string, today: Date): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/[^\d/-]/.test(trimmed)) return dateMessages.invalid;
  const { segments } = segmentsOf(trimmed);
  const { month, day, year } = segments;
  if (month.length === 2 && !isMonthPair(month)) return dateMessages.month;
  if (day.length === 2) {
    const value = Number(day);
    const monthNumber = month.length === 2 ? Number(month) : null;
    const fullYear = fullYearOf(year, segments.layout, today);
    const length = monthNumber === null ? 31 : getDaysInMonth(new Date(fullYear ?? 2000, monthNumber - 1, 1));
    if (value < 1 || value > length) return dateMessages.day;
  }
  if (year.length === 4) {
    const value = Number(year);
    if (value < dateEntryYearMin || value > dateEntryYearMax) return dateMessages.year;
  }
  return null;
}

function fullYearOf(year: string, layout: Layout, today: Date): number | null {
  if (year.length === 4) return Number(year);
  if (year.length === 2 && layout === 'us') return pivotYear(Number(year), today);
  return null;
}

/**
 * The typed date as `YYYY-MM-DD`, or null when it is not a whole valid date in either format.
 * A two-digit year in `mm/dd/yy` follows the pivot ({@link pivotYear}).
 */
export function parseDateEntry(text: string, today: Date): string | null {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  let year: number;
  let month: number;
  let day: number;
  if (us !== null) {
    const [, m = '', d = '', y = ''] = us;
    month = Number(m);
    day = Number(d);
    year = y.length === 2 ? pivotYear(Number(y), today) : Number(y);
  } else if (iso !== null) {
    const [, y = '', m = '', d = ''] = iso;
    year = Number(y);
    month = Number(m);
    day = Number(d);
  } else {
    return null;
  }
  if (year < dateEntryYearMin || year > dateEntryYearMax) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > getDaysInMonth(new Date(year, month - 1, 1))) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The first rule a whole typed date breaks (format, month, day, year range), or null. Use on
 * submit or blur; {@link partialDateProblem} is the check while typing.
 */
export function dateEntryProblem(text: string, today: Date): string | null {
  return (
    partialDateProblem(text, today) ?? (parseDateEntry(text, today) === null ? dateMessages.invalid : null)
  );
}

/** A `YYYY-MM-DD` string as a local date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (parts === null) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  // date-fns reads `yyyy` as a year of the era, which has no year 0.
  if (year === 0) return null;
  // `setFullYear` rather than the constructor, which reads years 0–99 as 1900–1999.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/**
 * The rule a date of birth (`YYYY-MM-DD`) breaks, or null (accounts spec §5 Generic inputs):
 * a real date, not after `today`, not more than 200 years before it.
 */
export function dateOfBirthProblem(isoDate: string, today: Date): string | null {
  const date = parseIsoDate(isoDate);
  if (date === null) return dateMessages.invalid;
  const day = startOfDay(today);
  if (isAfter(date, day)) return dateMessages.future;
  if (isBefore(date, subYears(day, dateOfBirthMaxAgeYears))) return dateMessages.tooOld;
  return null;
}

/**
 * True when someone born on `isoDate` (`YYYY-MM-DD`) is younger than 18 on `today` (accounts
 * spec §5 under-18 check): the 18th birthday is after today. False for a date that is not valid.
 */
export function isUnder18(isoDate: string, today: Date): boolean {
  const date = parseIsoDate(isoDate);
  if (date === null) return false;
  return differenceInYears(startOfDay(today), date) < adultAgeYears;
}

/** Today as `YYYY-MM-DD` in the local calendar. */
export function isoDateOf(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

export { monthLabel, monthName } from './month-names.js';
