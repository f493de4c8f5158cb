import type { ReportChart, ReportColumn, ReportPeriod, ReportTable, ReportUnit } from './figures.js';
import { type ClaimAggregate, emptyAggregate } from './facts.js';
import { monthLabel } from '../shared/dates.js';
import { monthEnd, monthKey } from '../shared/months.js';
import { repricingSavings, roundToCents } from '../shared/repricing-savings.js';

/**
 * The arithmetic of the report figures (issue 19; docs/decisions/0105-reports.md), shared by the
 * server's pages and the web page's tables. Amounts US dollars rounded to the cent, percents 0-100
 * rounded to 0.1.
 */

/** `part ÷ whole` as a percent rounded to 0.1; null when `whole` is 0 (no figure). */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** The sum of `aggregates` under `key` (members are added up: a member of two groups counts twice). */
export function sumAggregates(aggregates: readonly ClaimAggregate[], key = 'Total'): ClaimAggregate {
  const total = emptyAggregate(key);
  for (const a of aggregates) {
    total.claims += a.claims;
    total.billed += a.billed;
    total.allowed += a.allowed;
    total.paid += a.paid;
    total.medicareEquivalent += a.medicareEquivalent;
    total.balanceBilled += a.balanceBilled;
    total.balanceBilledClaims += a.balanceBilledClaims;
    total.members += a.members;
  }
  for (const field of ['billed', 'allowed', 'paid', 'medicareEquivalent', 'balanceBilled'] as const)
    total[field] = roundToCents(total[field]);
  return total;
}

/** The month of a month: the first to the last day. */
export function monthPeriod(year: number, month: number): ReportPeriod {
  return { from: `${monthKey(year, month)}-01`, to: monthEnd(year, month), label: monthLabel(year, month) };
}

/**
 * The plan year that holds `year`/`month` for a plan whose year starts in `startMonth` (1-12),
 * counted up to the end of that month: a plan starting in July reads 2026-07-01 to 2026-10-31 for
 * October 2026, and 2025-07-01 to 2026-03-31 for March 2026.
 */
export function planYearPeriod(startMonth: number, year: number, month: number): ReportPeriod {
  const startYear = month >= startMonth ? year : year - 1;
  const from = `${monthKey(startYear, startMonth)}-01`;
  return { from, to: monthEnd(year, month), label: `Plan year from ${monthLabel(startYear, startMonth)}` };
}

/** All time up to the end of `year`/`month`. */
export function allTimePeriod(year: number, month: number): ReportPeriod {
  return { from: null, to: monthEnd(year, month), label: `All time to ${monthLabel(year, month)}` };
}

/** A column definition. */
export function column(id: string, label: string, unit: ReportUnit): ReportColumn {
  return { id, label, unit };
}

/** The claim columns of every claims table, after the key column. */
export const claimColumns: readonly ReportColumn[] = [
  column('claims', 'Claims', 'count'),
  column('billed', 'Billed', 'usd'),
  column('medicareEquivalent', 'Medicare equivalent', 'usd'),
  column('allowed', 'Allowed', 'usd'),
  column('paid', 'Paid', 'usd'),
  column('savings', 'Savings', 'usd'),
  column('savingsPercent', 'Savings %', 'percent'),
  column('percentOfMedicare', 'Allowed % of Medicare', 'percent'),
];

/** The claim cells of one aggregate, in `claimColumns` order. */
export function claimCells(a: ClaimAggregate): (number | null)[] {
  const savings = repricingSavings(a);
  return [
    a.claims,
    roundToCents(a.billed),
    roundToCents(a.medicareEquivalent),
    roundToCents(a.allowed),
    roundToCents(a.paid),
    savings,
    percentOf(savings, a.billed),
    percentOf(a.allowed, a.medicareEquivalent),
  ];
}

/**
 * A claims table: one row per aggregate (key shown through `label`), the `claimColumns`, and a
 * totals row summing the rows.
 */
export function claimTable(
  id: string,
  title: string,
  keyColumn: ReportColumn,
  rows: readonly ClaimAggregate[],
  label: (key: string) => string = (key) => key,
): ReportTable {
  return {
    id,
    title,
    columns: [keyColumn, ...claimColumns],
    rows: rows.map((row) => [label(row.key), ...claimCells(row)]),
    totals: ['Total', ...claimCells(sumAggregates(rows))],
  };
}

/**
 * A bar or line chart of `table`: its first column as categories and the named columns as series
 * (same values, so the table is the chart's accessible form).
 */
export function chartOf(
  table: ReportTable,
  id: string,
  title: string,
  columnIds: readonly string[],
  kind: 'bar' | 'line' = 'bar',
): ReportChart {
  const series = columnIds.flatMap((columnId) => {
    const index = table.columns.findIndex((c) => c.id === columnId);
    const col = table.columns[index];
    if (col === undefined) return [];
    return [
      {
        label: col.label,
        unit: col.unit,
        values: table.rows.map((row) => {
          const cell = row[index];
          return typeof cell === 'number' ? cell : null;
        }),
      },
    ];
  });
  return { id, title, kind, tableId: table.id, categories: table.rows.map((row) => String(row[0])), series };
}

/** Whole days from `from` to `to` (ISO dates); null when either is missing. */
export function daysBetween(from: string | null, to: string | null): number | null {
  if (from === null || to === null) return null;
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** How many of `items` each key has, sorted by count (most first), then key. */
export function countBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
