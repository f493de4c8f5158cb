import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberAccumulatorsQuerySchema } from './member-accumulators-contract.js';
import { memberClaimsQuerySchema } from './member-claims-contract.js';
import {
  addDaysToIsoDate,
  appealByOf,
  appealWindowDays,
  eobFileName,
  formatClaimDate,
  maySeeDependent,
  memberClaimsMessages,
} from './member-claims-rules.js';

describe('the appeal window', () => {
  it('ends 180 days after the decision, across month and year ends', () => {
    expect(appealWindowDays).toBe(180);
    expect(appealByOf('2025-01-15')).toBe('2025-07-14');
    expect(appealByOf('2025-09-01')).toBe('2026-02-28');
    expect(appealByOf('2023-09-03')).toBe('2024-03-01');
  });

  it('refuses a date that is not in the calendar', () => {
    expect(() => appealByOf('2025-02-30')).toThrow(RangeError);
    expect(() => appealByOf('15/01/2025')).toThrow(RangeError);
  });

  it('moves any date by a number of days and back again', () => {
    const day = fc
      .date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2090-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -2000, max: 2000 }), (start, days) => {
        const moved = addDaysToIsoDate(start, days);
        expect(addDaysToIsoDate(moved, -days)).toBe(start);
        expect((Date.parse(moved) - Date.parse(start)) / 86_400_000).toBe(days);
      }),
    );
  });
});

describe('who a member sees', () => {
  const today = new Date(2026, 4, 20);

  it('sees a dependent until the day before his 18th birthday', () => {
    expect(maySeeDependent('2008-05-21', today)).toBe(true);
    expect(maySeeDependent('2008-05-20', today)).toBe(false);
    expect(maySeeDependent('2015-01-01', today)).toBe(true);
    expect(maySeeDependent('1990-01-01', today)).toBe(false);
  });

  it('sees no dependent whose date of birth is not a date', () => {
    expect(maySeeDependent('not a date', today)).toBe(false);
  });
});

describe('dates in words', () => {
  it('writes the month name, day and year', () => {
    expect(formatClaimDate('2025-07-14')).toBe('July 14, 2025');
    expect(formatClaimDate('2025-7-14')).toBe('2025-7-14');
  });
});

describe('the My Claims query', () => {
  it('takes the defaults and drops empty fields', () => {
    expect(memberClaimsQuerySchema.parse({ provider: '', status: '' })).toEqual({ page: 1, pageSize: 10 });
    expect(memberClaimsQuerySchema.parse({ pageSize: '50', page: '3', status: 'denied' })).toEqual({
      page: 3,
      pageSize: 50,
      status: 'denied',
    });
  });

  it('names the field of each bad value', () => {
    const result = memberClaimsQuerySchema.safeParse({
      pageSize: '20',
      page: '0',
      from: '2025-02-30',
      status: 'pending',
      provider: 'x'.repeat(101),
    });
    expect(result.success).toBe(false);
    const byField: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] = issue.message;
    expect(byField).toEqual({
      pageSize: memberClaimsMessages.pageSize,
      page: memberClaimsMessages.page,
      from: memberClaimsMessages.date,
      status: memberClaimsMessages.status,
      provider: memberClaimsMessages.tooLong,
    });
  });

  it('refuses an end date before the start date on the end date', () => {
    const result = memberClaimsQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['to'], memberClaimsMessages.toBeforeFrom],
    ]);
    expect(memberClaimsQuerySchema.safeParse({ from: '2025-03-01', to: '2025-03-01' }).success).toBe(true);
  });

  it('takes a plan year from 2000 to 2100 for the accumulators', () => {
    expect(memberAccumulatorsQuerySchema.parse({ year: '2025', planID: '' })).toEqual({ year: 2025 });
    expect(memberAccumulatorsQuerySchema.safeParse({ year: '1999' }).error?.issues[0]?.message).toBe(
      memberClaimsMessages.year,
    );
    expect(memberAccumulatorsQuerySchema.safeParse({ year: '2025.5' }).success).toBe(false);
  });

  it("takes the accumulators' member id trimmed, empty as none, and refuses one over 100 characters", () => {
    expect(memberAccumulatorsQuerySchema.parse({ memberID: ' MC100 ' })).toEqual({ memberID: 'MC100' });
    expect(memberAccumulatorsQuerySchema.parse({ memberID: '' })).toEqual({});
    const long = memberAccumulatorsQuerySchema.safeParse({ memberID: 'M'.repeat(101) });
    expect(long.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['memberID'], memberClaimsMessages.idTooLong],
    ]);
  });
});

describe('the EOB download name', () => {
  it('is eob-<claim id>.pdf, with any character outside letters, digits, dot, underscore and dash as _', () => {
    expect(eobFileName('MC-SUB-1')).toBe('eob-MC-SUB-1.pdf');
    expect(eobFileName('A/B "c"\\é;1.2_3')).toBe('eob-A_B__c____1.2_3.pdf');
  });
});
