import { caseRecordTypeNames, isCaseRecordType } from '../shared/case-record-types.js';
import { monthLabel } from '../shared/dates.js';
import { chartOf, column, countBy, daysBetween } from './derive.js';
import { monthKey } from '../shared/months.js';
import { roundToCents } from '../shared/repricing-savings.js';
import type { ReportKpi, ReportPageFigures, ReportTable } from './figures.js';
import type { CaseFact } from './facts.js';

/**
 * The case pages of the monthly report (spec §2 Monthly: Active Cases, Closed Cases;
 * docs/decisions/0105-reports.md) from one plan's cases with their status on the month's last day.
 */

/** The cases of one plan and the month they are seen in. */
export interface CaseMonth {
  cases: readonly CaseFact[];
  year: number;
  month: number;
}

/** The record type's name, or the stored value for an unknown one. */
export function recordTypeLabel(recordType: string): string {
  return isCaseRecordType(recordType) ? caseRecordTypeNames[recordType] : recordType;
}

const kpi = (id: string, label: string, unit: ReportKpi['unit'], value: number | null): ReportKpi => ({
  id,
  label,
  unit,
  value,
});

function casesByTypeTable(id: string, title: string, cases: readonly CaseFact[]): ReportTable {
  const rows = countBy(cases, (c) => recordTypeLabel(c.recordType));
  return {
    id,
    title,
    columns: [column('recordType', 'Case type', 'text'), column('cases', 'Cases', 'count')],
    rows: rows.map(([type, count]) => [type, count]),
    totals: ['Total', cases.length],
  };
}

const sumOf = (values: readonly (number | null)[]) =>
  roundToCents(values.reduce<number>((s, v) => s + (v ?? 0), 0));

function average(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : Math.round((known.reduce((s, v) => s + v, 0) / known.length) * 10) / 10;
}

/** Cases open on the month's last day: opened by then and not closed by then. */
export function activeCasesAt(cases: readonly CaseFact[], end: string): CaseFact[] {
  return cases.filter((c) => c.openedOn <= end && c.closedOn === null);
}

/** Cases whose last move to Closed fell in the month `YYYY-MM`. */
export function casesClosedIn(cases: readonly CaseFact[], key: string): CaseFact[] {
  return cases.filter((c) => c.closedOn !== null && c.closedOn.slice(0, 7) === key);
}

/** Active Cases: the cases open on the month's last day `end`. */
export function activeCasesPage(
  f: CaseMonth,
  end: string,
): Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'> {
  const active = activeCasesAt(f.cases, end).sort((a, b) => a.openedOn.localeCompare(b.openedOn));
  const days = active.map((c) => daysBetween(c.openedOn, end));
  const list: ReportTable = {
    id: 'active-cases',
    title: `Cases open on ${end}`,
    columns: [
      column('caseNumber', 'Case number', 'text'),
      column('recordType', 'Case type', 'text'),
      column('provider', 'Provider', 'text'),
      column('state', 'State', 'text'),
      column('openedOn', 'Opened', 'date'),
      column('status', 'Status', 'text'),
      column('daysOpen', 'Days open', 'days'),
      column('totalBilled', 'Total billed', 'usd'),
      column('balanceBill', 'Balance bill', 'usd'),
    ],
    rows: active.map((c, i) => [
      c.caseNumber,
      recordTypeLabel(c.recordType),
      c.providerName,
      c.providerState,
      c.openedOn,
      c.status,
      days[i] ?? null,
      c.totalBilled,
      c.balanceBill,
    ]),
    totals: [
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      sumOf(active.map((c) => c.totalBilled)),
      sumOf(active.map((c) => c.balanceBill)),
    ],
  };
  const byType = casesByTypeTable('active-cases-by-type', 'Open cases by case type', active);
  return {
    kpis: [
      kpi('activeCases', 'Open cases', 'count', active.length),
      kpi('averageDaysOpen', 'Average days open', 'days', average(days)),
      kpi('balanceBillOpen', 'Balance bills under dispute', 'usd', sumOf(active.map((c) => c.balanceBill))),
    ],
    tables: [list, byType],
    charts: [chartOf(byType, 'active-cases-by-type-chart', 'Open cases by case type', ['cases'])],
  };
}

/** Closed Cases: the cases whose last move to Closed fell in the month. */
export function closedCasesPage(f: CaseMonth): Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'> {
  const closed = casesClosedIn(f.cases, monthKey(f.year, f.month)).sort((a, b) =>
    (a.closedOn ?? '').localeCompare(b.closedOn ?? ''),
  );
  const days = closed.map((c) => daysBetween(c.openedOn, c.closedOn));
  const list: ReportTable = {
    id: 'closed-cases',
    title: `Cases closed in ${monthLabel(f.year, f.month)}`,
    columns: [
      column('caseNumber', 'Case number', 'text'),
      column('recordType', 'Case type', 'text'),
      column('provider', 'Provider', 'text'),
      column('state', 'State', 'text'),
      column('openedOn', 'Opened', 'date'),
      column('closedOn', 'Closed', 'date'),
      column('daysToClose', 'Days to close', 'days'),
      column('outcome', 'Outcome', 'text'),
      column('totalBilled', 'Total billed', 'usd'),
      column('balanceBill', 'Balance bill', 'usd'),
    ],
    rows: closed.map((c, i) => [
      c.caseNumber,
      recordTypeLabel(c.recordType),
      c.providerName,
      c.providerState,
      c.openedOn,
      c.closedOn,
      days[i] ?? null,
      c.statusDetail,
      c.totalBilled,
      c.balanceBill,
    ]),
    totals: [
      'Total',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      sumOf(closed.map((c) => c.totalBilled)),
      sumOf(closed.map((c) => c.balanceBill)),
    ],
  };
  const byType = casesByTypeTable('closed-cases-by-type', 'Closed cases by case type', closed);
  return {
    kpis: [
      kpi('closedCases', 'Cases closed', 'count', closed.length),
      kpi('averageDaysToClose', 'Average days to close', 'days', average(days)),
      kpi('balanceBillClosed', 'Balance bills closed', 'usd', sumOf(closed.map((c) => c.balanceBill))),
    ],
    tables: [list, byType],
    charts: [chartOf(byType, 'closed-cases-by-type-chart', 'Closed cases by case type', ['cases'])],
  };
}
