import { monthLabel } from '../shared/dates.js';
import { chartOf, claimTable, column, countBy, daysBetween, percentOf } from './derive.js';
import { roundToCents, repricingSavings } from '../shared/repricing-savings.js';
import type { ReportKpi, ReportPageFigures, ReportPeriod, ReportTable } from './figures.js';
import { type CaseDecisionFact, type CaseFact, type ClaimAggregate, claimTypeLabel } from './facts.js';
import { typeOnTimeFigures } from './case-decision-pages.js';
import type { YearMonth } from '../shared/months.js';

/**
 * The plan health pages shown for all time and for the plan year (spec §2 Plan Health: Claim
 * Summary, Utilization, Balance Bill Summary, Access Issue Summary; docs/decisions/0105-reports.md),
 * each from one stretch's facts. `suffix` ('' or '-plan-year') keeps table and chart ids apart.
 */

type PageBody = Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'>;

const kpi = (id: string, label: string, unit: ReportKpi['unit'], value: number | null): ReportKpi => ({
  id,
  label,
  unit,
  value,
});

const typeLabel = claimTypeLabel;
const isOpen = (c: CaseFact) => c.closedOn === null;

/** One plan's claims and cases for one stretch (all time, or the plan year) up to a month's end. */
export interface ScopeFacts {
  period: ReportPeriod;
  /** Claims by claim type (`key` the claim type). */
  byClaimType: readonly ClaimAggregate[];
  /** All claims of the stretch; `members` distinct over all types. */
  total: ClaimAggregate;
  /** Claims by year (`YYYY`, all time) or month (`YYYY-MM`, plan year). */
  byPeriod: readonly ClaimAggregate[];
  /** Claims by the provider's state (`key` the USPS code, '' when unknown). */
  byState: readonly ClaimAggregate[];
  /** Cases opened in the stretch, with their status at its end. */
  cases: readonly CaseFact[];
  /** Cases decided (closed) in the stretch, by their clocks (issue 35 item 5). */
  decisions: readonly CaseDecisionFact[];
}

/** The page body of one stretch. */
export function claimSummaryPage(s: ScopeFacts, suffix: string, byYear: boolean): PageBody {
  const byType = claimTable(
    `claims-by-type${suffix}`,
    `Claims by claim type, ${s.period.label}`,
    column('claimType', 'Claim type', 'text'),
    s.byClaimType,
    typeLabel,
  );
  const byPeriod = claimTable(
    `claims-by-period${suffix}`,
    byYear ? 'Claims by year' : 'Claims by month',
    column('period', byYear ? 'Year' : 'Month', 'text'),
    s.byPeriod,
    byYear ? (key) => key : (key) => monthLabel(Number(key.slice(0, 4)), Number(key.slice(5, 7))),
  );
  return {
    kpis: [
      kpi('claims', 'Claims', 'count', s.total.claims),
      kpi('billed', 'Billed', 'usd', s.total.billed),
      kpi('paid', 'Paid', 'usd', s.total.paid),
      kpi('savings', 'Savings', 'usd', repricingSavings(s.total)),
    ],
    tables: [byType, byPeriod],
    charts: [
      chartOf(byType, `claims-by-type-chart${suffix}`, 'Billed, allowed and paid by claim type', [
        'billed',
        'allowed',
        'paid',
      ]),
      chartOf(
        byPeriod,
        `claims-by-period-chart${suffix}`,
        byYear ? 'Paid by year' : 'Paid by month',
        ['paid'],
        'line',
      ),
    ],
  };
}

const perMember = (value: number, members: number) => (members === 0 ? null : roundToCents(value / members));

/** The page body of one stretch. */
export function utilizationPage(s: ScopeFacts, suffix: string): PageBody {
  const byType: ReportTable = {
    id: `utilization-by-type${suffix}`,
    title: `Use by claim type, ${s.period.label}`,
    columns: [
      column('claimType', 'Claim type', 'text'),
      column('claims', 'Claims', 'count'),
      column('members', 'Members with claims', 'count'),
      column('claimsPerMember', 'Claims per member', 'count'),
      column('paidPerClaim', 'Paid per claim', 'usd'),
      column('paidPerMember', 'Paid per member', 'usd'),
    ],
    rows: s.byClaimType.map((a) => [
      typeLabel(a.key),
      a.claims,
      a.members,
      perMember(a.claims, a.members),
      perMember(a.paid, a.claims),
      perMember(a.paid, a.members),
    ]),
    totals: [
      'Total',
      s.total.claims,
      s.total.members,
      perMember(s.total.claims, s.total.members),
      perMember(s.total.paid, s.total.claims),
      perMember(s.total.paid, s.total.members),
    ],
  };
  const byState = claimTable(
    `utilization-by-state${suffix}`,
    "Claims by the provider's state",
    column('state', 'State', 'text'),
    s.byState,
    (key) => (key === '' ? 'Unknown' : key),
  );
  return {
    kpis: [
      kpi('members', 'Members with claims', 'count', s.total.members),
      kpi('claimsPerMember', 'Claims per member', 'count', perMember(s.total.claims, s.total.members)),
      kpi('paidPerMember', 'Paid per member', 'usd', perMember(s.total.paid, s.total.members)),
    ],
    tables: [byType, byState],
    charts: [
      chartOf(byType, `utilization-by-type-chart${suffix}`, 'Claims by claim type', ['claims']),
      chartOf(byState, `utilization-by-state-chart${suffix}`, "Claims by the provider's state", ['claims']),
    ],
  };
}

/**
 * The page body of one stretch; `byYear` lists the on-time table by year (all time) rather than by
 * month (plan year), `month` is the report month (its on-time key figure).
 */
export function balanceBillPage(s: ScopeFacts, suffix: string, byYear: boolean, month: YearMonth): PageBody {
  const byType: ReportTable = {
    id: `balance-bills-by-type${suffix}`,
    title: `Balance-billed claims by claim type, ${s.period.label}`,
    columns: [
      column('claimType', 'Claim type', 'text'),
      column('claims', 'Claims', 'count'),
      column('balanceBilledClaims', 'Balance-billed claims', 'count'),
      column('rate', 'Balance-billed %', 'percent'),
      column('balanceBilled', 'Balance billed', 'usd'),
      column('average', 'Average balance bill', 'usd'),
    ],
    rows: [...s.byClaimType, { ...s.total, key: 'Total' }].map((a) => [
      a.key === 'Total' ? 'Total' : typeLabel(a.key),
      a.claims,
      a.balanceBilledClaims,
      percentOf(a.balanceBilledClaims, a.claims),
      roundToCents(a.balanceBilled),
      perMember(a.balanceBilled, a.balanceBilledClaims),
    ]),
    totals: null,
  };
  byType.totals = byType.rows.pop() ?? null;
  const cases = s.cases.filter((c) => c.recordType === 'BalanceBill');
  const byStatus: ReportTable = {
    id: `balance-bill-cases${suffix}`,
    title: 'Balance-bill cases by status',
    columns: [
      column('status', 'Status', 'text'),
      column('cases', 'Cases', 'count'),
      column('balanceBill', 'Balance bill', 'usd'),
    ],
    rows: countBy(cases, (c) => c.status).map(([status, count]) => [
      status,
      count,
      roundToCents(
        cases.filter((c) => c.status === status).reduce((sum, c) => sum + (c.balanceBill ?? 0), 0),
      ),
    ]),
    totals: ['Total', cases.length, roundToCents(cases.reduce((sum, c) => sum + (c.balanceBill ?? 0), 0))],
  };
  const onTime = typeOnTimeFigures(s, suffix, byYear, 'BalanceBill', month);
  return {
    kpis: [
      kpi('balanceBilledClaims', 'Balance-billed claims', 'count', s.total.balanceBilledClaims),
      kpi('balanceBilled', 'Balance billed', 'usd', s.total.balanceBilled),
      kpi('rate', 'Balance-billed %', 'percent', percentOf(s.total.balanceBilledClaims, s.total.claims)),
      kpi('cases', 'Balance-bill cases', 'count', cases.length),
      kpi('openCases', 'Balance-bill cases open', 'count', cases.filter(isOpen).length),
      onTime.kpi,
    ],
    tables: [byType, byStatus, onTime.table],
    charts: [
      chartOf(byType, `balance-bills-by-type-chart${suffix}`, 'Balance billed by claim type', [
        'balanceBilled',
      ]),
    ],
  };
}

/**
 * The page body of one stretch; `byYear` lists the on-time table by year (all time) rather than by
 * month (plan year), `month` is the report month (its on-time key figure).
 */
export function accessIssuePage(s: ScopeFacts, suffix: string, byYear: boolean, month: YearMonth): PageBody {
  const issues = s.cases.filter((c) => c.recordType === 'AccessIssue');
  const closedDays = issues.flatMap((c) => {
    const days = daysBetween(c.openedOn, c.closedOn);
    return days === null ? [] : [days];
  });
  const byState: ReportTable = {
    id: `access-issues-by-state${suffix}`,
    title: `Access issues by the provider's state, ${s.period.label}`,
    columns: [
      column('state', 'State', 'text'),
      column('issues', 'Access issues', 'count'),
      column('open', 'Open', 'count'),
    ],
    rows: countBy(issues, (c) => c.providerState ?? 'Unknown').map(([state, count]) => [
      state,
      count,
      issues.filter((c) => (c.providerState ?? 'Unknown') === state && isOpen(c)).length,
    ]),
    totals: ['Total', issues.length, issues.filter(isOpen).length],
  };
  const byType: ReportTable = {
    id: `access-issues-by-type${suffix}`,
    title: 'Access issues by type',
    columns: [column('type', 'Type of access issue', 'text'), column('issues', 'Access issues', 'count')],
    rows: countBy(issues, (c) => c.accessIssueType ?? 'Not given').map(([type, count]) => [type, count]),
    totals: ['Total', issues.length],
  };
  const onTime = typeOnTimeFigures(s, suffix, byYear, 'AccessIssue', month);
  return {
    kpis: [
      kpi('issues', 'Access issues', 'count', issues.length),
      kpi('open', 'Open', 'count', issues.filter(isOpen).length),
      kpi('closed', 'Closed', 'count', issues.length - issues.filter(isOpen).length),
      kpi(
        'averageDaysToClose',
        'Average days to close',
        'days',
        closedDays.length === 0
          ? null
          : Math.round((closedDays.reduce((a, b) => a + b, 0) / closedDays.length) * 10) / 10,
      ),
      onTime.kpi,
    ],
    tables: [byState, byType, onTime.table],
    charts: [
      chartOf(byState, `access-issues-by-state-chart${suffix}`, "Access issues by the provider's state", [
        'issues',
      ]),
    ],
  };
}
