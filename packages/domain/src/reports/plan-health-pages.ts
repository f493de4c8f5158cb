import { monthLabel } from '../shared/dates.js';
import { chartOf, claimTable, column, percentOf } from './derive.js';
import { roundToCents, repricingSavings } from '../shared/repricing-savings.js';
import type { ReportKpi, ReportPageFigures, ReportTable } from './figures.js';
import { type CaseFact, type ClaimAggregate, claimTypeLabel } from './facts.js';
import { casesOnTimePage, onTimeNotes } from './case-decision-pages.js';
import {
  accessIssuePage,
  balanceBillPage,
  claimSummaryPage,
  type ScopeFacts,
  utilizationPage,
} from './plan-health-scope-pages.js';
import { reportPages } from './rules.js';

/** Everything the plan health report of one plan reads for one month (docs/decisions/0105-reports.md). */
export interface PlanHealthFacts {
  plan: { id: string; name: string };
  year: number;
  month: number;
  planYearStartMonth: number;
  /** The IANA time zone the case clocks count days in (`CASE_CLOCK_TIME_ZONE`): the months of decisions. */
  clockTimeZone: string;
  allTime: ScopeFacts;
  planYear: ScopeFacts;
  /** The plan year's ten providers with the most paid (`key` provider name and state). */
  topProviders: readonly ClaimAggregate[];
  /** The plan year's ten codes with the most paid (`key` code type and code). */
  topCodes: readonly ClaimAggregate[];
}

type PageBody = Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'>;

const kpi = (id: string, label: string, unit: ReportKpi['unit'], value: number | null): ReportKpi => ({
  id,
  label,
  unit,
  value,
});

const typeLabel = claimTypeLabel;
const isOpen = (c: CaseFact) => c.closedOn === null;

function coverPage(f: PlanHealthFacts): PageBody {
  const table: ReportTable = {
    id: 'cover',
    title: 'Report',
    columns: [column('item', 'Item', 'text'), column('value', 'Value', 'text')],
    rows: [
      ['Plan', f.plan.name],
      ['Plan year starts', monthLabel(f.year, f.planYearStartMonth).split(' ')[0] ?? ''],
      ['Current plan year', `${f.planYear.period.from ?? ''} to ${f.planYear.period.to}`],
      ['Figures through', f.allTime.period.to],
    ],
    totals: null,
  };
  return {
    kpis: [
      kpi('claims', 'Claims, all time', 'count', f.allTime.total.claims),
      kpi('members', 'Members with claims, all time', 'count', f.allTime.total.members),
      kpi('paid', 'Paid, all time', 'usd', f.allTime.total.paid),
      kpi('savings', 'Savings, all time', 'usd', repricingSavings(f.allTime.total)),
      kpi('cases', 'Cases, all time', 'count', f.allTime.cases.length),
    ],
    tables: [table],
    charts: [],
  };
}

function summaryRow(label: string, s: ScopeFacts): (string | number | null)[] {
  const savings = repricingSavings(s.total);
  return [
    label,
    s.total.claims,
    s.total.members,
    roundToCents(s.total.billed),
    roundToCents(s.total.allowed),
    roundToCents(s.total.paid),
    savings,
    percentOf(savings, s.total.billed),
    percentOf(s.total.allowed, s.total.medicareEquivalent),
    roundToCents(s.total.balanceBilled),
    s.cases.length,
    s.cases.filter(isOpen).length,
  ];
}

function executiveSummaryPage(f: PlanHealthFacts): PageBody {
  const comparison: ReportTable = {
    id: 'executive-summary',
    title: 'All time and plan year',
    columns: [
      column('period', 'Period', 'text'),
      column('claims', 'Claims', 'count'),
      column('members', 'Members with claims', 'count'),
      column('billed', 'Billed', 'usd'),
      column('allowed', 'Allowed', 'usd'),
      column('paid', 'Paid', 'usd'),
      column('savings', 'Savings', 'usd'),
      column('savingsPercent', 'Savings %', 'percent'),
      column('percentOfMedicare', 'Allowed % of Medicare', 'percent'),
      column('balanceBilled', 'Balance billed', 'usd'),
      column('cases', 'Cases opened', 'count'),
      column('openCases', 'Still open', 'count'),
    ],
    rows: [summaryRow(f.allTime.period.label, f.allTime), summaryRow(f.planYear.period.label, f.planYear)],
    totals: null,
  };
  const byType = claimTable(
    'plan-year-by-claim-type',
    'Plan year by claim type',
    column('claimType', 'Claim type', 'text'),
    f.planYear.byClaimType,
    typeLabel,
  );
  const py = f.planYear.total;
  return {
    kpis: [
      kpi('paid', 'Paid, plan year', 'usd', py.paid),
      kpi('savings', 'Savings, plan year', 'usd', repricingSavings(py)),
      kpi('savingsPercent', 'Savings %, plan year', 'percent', percentOf(repricingSavings(py), py.billed)),
      kpi(
        'percentOfMedicare',
        'Allowed % of Medicare, plan year',
        'percent',
        percentOf(py.allowed, py.medicareEquivalent),
      ),
      kpi('openCases', 'Open cases', 'count', f.allTime.cases.filter(isOpen).length),
    ],
    tables: [comparison, byType],
    charts: [
      chartOf(byType, 'plan-year-paid-by-claim-type', 'Paid by claim type, plan year', ['paid', 'savings']),
    ],
  };
}

function highCostPage(f: PlanHealthFacts): PageBody {
  const providers = claimTable(
    'top-providers',
    'Providers with the most paid, plan year',
    column('provider', 'Provider', 'text'),
    f.topProviders,
  );
  const codes = claimTable(
    'top-codes',
    'Services (DRG, APC, HCPCS) with the most paid, plan year',
    column('code', 'Code', 'text'),
    f.topCodes,
  );
  const top = f.topProviders[0];
  return {
    kpis: [
      kpi('topProviderPaid', 'Paid to the top provider, plan year', 'usd', top?.paid ?? null),
      kpi(
        'topProvidersShare',
        "Top providers' share of paid, plan year",
        'percent',
        percentOf(
          f.topProviders.reduce((s, p) => s + p.paid, 0),
          f.planYear.total.paid,
        ),
      ),
    ],
    tables: [providers, codes],
    charts: [
      chartOf(providers, 'top-providers-chart', 'Paid by provider, plan year', ['paid']),
      chartOf(codes, 'top-codes-chart', 'Paid by service, plan year', ['paid']),
    ],
  };
}

const planHealthNotes = [
  "Claims count in the month they were repriced. Savings = billed − allowed; allowed is the amount under the plan's Medicare multiple; Medicare equivalent is what Medicare would have paid.",
  'Members with claims are distinct member ids; cases count in the stretch they were opened, with their status at its end.',
];

/** The pages with cases decided on time (issue 35 item 5), which say how those count. */
const showsOnTime = new Set(['balance-bill-summary', 'access-issue-summary', 'cases-on-time']);

/**
 * The figures of one plan health page (spec §2 Plan Health; docs/decisions/0105-reports.md) from one
 * plan's facts. Pages with a scope read the all-time or the plan-year stretch; the pages showing
 * cases decided on time (issue 35 item 5, docs/decisions/0117) add notes on how those count.
 * @throws Error for a page id not in `reportPages['planHealth-reporting']`.
 */
export function buildPlanHealthPage(page: string, f: PlanHealthFacts): ReportPageFigures {
  const entry = reportPages['planHealth-reporting'].find((p) => p.id === page);
  if (entry === undefined) throw new Error(`unknown plan health page ${page}`);
  const isPlanYear = entry.scope === 'planYear';
  const scope = isPlanYear ? f.planYear : f.allTime;
  const suffix = isPlanYear ? '-plan-year' : '';
  const base = page.replace(/-plan-year$/, '');
  const body =
    base === 'cover-page'
      ? coverPage(f)
      : base === 'executive-summary'
        ? executiveSummaryPage(f)
        : base === 'high-cost-drivers'
          ? highCostPage(f)
          : base === 'claim-summary'
            ? claimSummaryPage(scope, suffix, !isPlanYear)
            : base === 'utilization'
              ? utilizationPage(scope, suffix)
              : base === 'balance-bill-summary'
                ? balanceBillPage(scope, suffix, !isPlanYear, f)
                : base === 'access-issue-summary'
                  ? accessIssuePage(scope, suffix, !isPlanYear, f)
                  : casesOnTimePage(scope, suffix, !isPlanYear, f);
  const period = base === 'high-cost-drivers' || isPlanYear ? f.planYear.period : f.allTime.period;
  return {
    reportName: 'planHealth-reporting',
    page,
    title: entry.title,
    plan: f.plan,
    period,
    published: null,
    ...body,
    notes: showsOnTime.has(base)
      ? [...planHealthNotes, ...onTimeNotes(scope, f.clockTimeZone)]
      : planHealthNotes,
  };
}
