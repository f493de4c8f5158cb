import { describe, expect, it } from 'vitest';
import {
  chartOf,
  claimTable,
  column,
  daysBetween,
  percentOf,
  planYearPeriod,
  sumAggregates,
} from './derive.js';
import { repricingSavings } from '../shared/repricing-savings.js';
import { monthEnd, monthsBetween } from '../shared/months.js';
import { type ClaimAggregate, emptyAggregate } from './facts.js';

const aggregate = (key: string, values: Partial<ClaimAggregate>): ClaimAggregate => ({
  ...emptyAggregate(key),
  ...values,
});

describe('report arithmetic', () => {
  it('takes savings as billed − allowed and percents to one decimal, none of a zero whole', () => {
    expect(repricingSavings({ billed: 1000, allowed: 400 })).toBe(600);
    expect(repricingSavings({ billed: 100, allowed: 120 })).toBe(0);
    expect(percentOf(600, 1000)).toBe(60);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBeNull();
  });

  it('adds aggregates up to the cent', () => {
    const total = sumAggregates([
      aggregate('inpatient', { claims: 2, billed: 0.1, allowed: 0.05, paid: 0.05, balanceBilledClaims: 1 }),
      aggregate('professional', { claims: 3, billed: 0.2, allowed: 0.1, paid: 0.1, members: 2 }),
    ]);
    expect(total).toMatchObject({
      key: 'Total',
      claims: 5,
      billed: 0.3,
      allowed: 0.15,
      balanceBilledClaims: 1,
      members: 2,
    });
  });

  it('finds the plan year that holds a month, counted to that month’s end', () => {
    expect(planYearPeriod(7, 2026, 10)).toMatchObject({ from: '2026-07-01', to: '2026-10-31' });
    expect(planYearPeriod(7, 2026, 3)).toMatchObject({ from: '2025-07-01', to: '2026-03-31' });
    expect(planYearPeriod(1, 2024, 2)).toMatchObject({ from: '2024-01-01', to: '2024-02-29' });
  });

  it('counts months and days between dates', () => {
    expect(monthEnd(2023, 2)).toBe('2023-02-28');
    expect(monthsBetween('2025-11-01', '2026-02-28')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
    expect(daysBetween(null, '2026-03-01')).toBeNull();
  });

  it('builds a claims table with a totals row and a chart of the same numbers', () => {
    const table = claimTable('t', 'By type', column('type', 'Type', 'text'), [
      aggregate('inpatient', { claims: 1, billed: 1000, allowed: 300, paid: 250, medicareEquivalent: 200 }),
      aggregate('outpatient', { claims: 2, billed: 500, allowed: 200, paid: 200, medicareEquivalent: 100 }),
    ]);
    // claims, billed, medicare, allowed, paid, savings, savings %, allowed % of Medicare
    expect(table.rows[0]).toEqual(['inpatient', 1, 1000, 200, 300, 250, 700, 70, 150]);
    expect(table.rows[1]).toEqual(['outpatient', 2, 500, 100, 200, 200, 300, 60, 200]);
    expect(table.totals).toEqual(['Total', 3, 1500, 300, 500, 450, 1000, 66.7, 166.7]);
    const chart = chartOf(table, 'c', 'Paid', ['paid']);
    expect(chart).toEqual({
      id: 'c',
      title: 'Paid',
      kind: 'bar',
      tableId: 't',
      categories: ['inpatient', 'outpatient'],
      series: [{ label: 'Paid', unit: 'usd', values: [250, 200] }],
    });
  });
});
