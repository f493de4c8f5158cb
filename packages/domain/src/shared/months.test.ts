import { describe, expect, it } from 'vitest';
import {
  isLaterMonth,
  monthEnd,
  monthKey,
  monthOf,
  monthsBetween,
  monthsFromTo,
  nextMonth,
  previousMonth,
} from './months.js';

describe('month arithmetic', () => {
  it('names a month, its last day and the month a moment falls in (UTC)', () => {
    expect(monthKey(2026, 3)).toBe('2026-03');
    expect(monthEnd(2024, 2)).toBe('2024-02-29');
    expect(monthEnd(2026, 12)).toBe('2026-12-31');
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toEqual({ year: 2026, month: 11 });
  });

  it('steps across year ends both ways', () => {
    expect(previousMonth(new Date('2026-01-15T00:00:00Z'))).toEqual({ year: 2025, month: 12 });
    expect(nextMonth({ year: 2025, month: 12 })).toEqual({ year: 2026, month: 1 });
  });

  it('orders months, a missing one counting as earlier than any', () => {
    expect(isLaterMonth({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toBe(true);
    expect(isLaterMonth({ year: 2025, month: 12 }, { year: 2025, month: 12 })).toBe(false);
    expect(isLaterMonth({ year: 2025, month: 11 }, { year: 2025, month: 12 })).toBe(false);
    expect(isLaterMonth({ year: 2025, month: 11 }, null)).toBe(true);
  });

  it('lists the months of a span, none when it runs backwards', () => {
    expect(monthsFromTo({ year: 2025, month: 11 }, { year: 2026, month: 2 })).toHaveLength(4);
    expect(monthsFromTo({ year: 2026, month: 2 }, { year: 2025, month: 11 })).toEqual([]);
    expect(monthsBetween('2025-11-01', '2026-02-28')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
