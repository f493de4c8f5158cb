import { describe, expect, it } from 'vitest';
import { monthsFromTo, previousMonth } from '@medivi/domain';
import { dueMonths } from './report-publication.js';

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

  it('counts months over a year end', () => {
    expect(monthsFromTo({ year: 2025, month: 11 }, { year: 2026, month: 2 })).toHaveLength(4);
    expect(monthsFromTo({ year: 2026, month: 3 }, { year: 2026, month: 2 })).toEqual([]);
  });
});
