import { describe, expect, it } from 'vitest';
import { monthsFromTo, previousMonth } from '@medivi/domain';
import { dueMonths, lastEndedMonth } from './report-publication.js';

describe('which report months the monthly run publishes', () => {
  it('takes last month, across a year end', () => {
    expect(previousMonth(new Date('2026-11-01T00:30:00Z'))).toEqual({ year: 2026, month: 10 });
    expect(previousMonth(new Date('2027-01-15T12:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('publishes only last month when nothing is published yet', () => {
    expect(dueMonths(null, new Date('2026-11-26T12:00:00Z'))).toEqual([{ year: 2026, month: 10 }]);
  });

  it('catches up every month missed since the last one published, and nothing when up to date', () => {
    expect(dueMonths({ year: 2026, month: 8 }, new Date('2026-11-02T00:00:00Z'))).toEqual([
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
    ]);
    expect(dueMonths({ year: 2026, month: 10 }, new Date('2026-11-26T12:00:00Z'))).toEqual([]);
  });

  it("waits for the month to end in the case clocks' time zone too (decided cases count by its months)", () => {
    // 1 November 2026, 00:30 UTC is 31 October, 20:30 in New York: October has not ended there.
    expect(lastEndedMonth(new Date('2026-11-01T00:30:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 9,
    });
    expect(dueMonths({ year: 2026, month: 9 }, new Date('2026-11-01T03:59:59Z'), 'America/New_York')).toEqual(
      [],
    );
    expect(dueMonths({ year: 2026, month: 9 }, new Date('2026-11-01T04:00:00Z'), 'America/New_York')).toEqual(
      [{ year: 2026, month: 10 }],
    );
    // East of UTC the month ends there first; UTC's end still counts (claims are counted by UTC day).
    expect(lastEndedMonth(new Date('2026-10-31T23:30:00Z'), 'Europe/Berlin')).toEqual({
      year: 2026,
      month: 9,
    });
    expect(lastEndedMonth(new Date('2027-01-01T04:30:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 11,
    });
  });

  it('counts months over a year end', () => {
    expect(monthsFromTo({ year: 2025, month: 11 }, { year: 2026, month: 2 })).toHaveLength(4);
    expect(monthsFromTo({ year: 2026, month: 3 }, { year: 2026, month: 2 })).toEqual([]);
  });
});
