import { monthLabel } from '../shared/dates.js';
import { monthEnd, monthKey } from '../shared/months.js';
import {
  chartOf,
  claimCells,
  claimColumns,
  claimTable,
  column,
  monthPeriod,
  percentOf,
  sumAggregates,
} from './derive.js';
import { roundToCents, repricingSavings } from '../shared/repricing-savings.js';
import type { ReportKpi, ReportPageFigures, ReportTable } from './figures.js';
import {
  type AdditionalPaymentFact,
  type CaseFact,
  type ClaimAggregate,
  emptyAggregate,
  type ReportClaimType,
  reportClaimTypeLabels,
  reportClaimTypes,
} from './facts.js';
import { additionalPaymentsPage, additionalPaymentsTotal } from './monthly-additional-payments.js';
import { activeCasesAt, activeCasesPage, closedCasesPage } from './monthly-case-pages.js';
import { reportPages } from './rules.js';

/** Claims of one month and claim type (`key` is `YYYY-MM`). */
export interface MonthTypeAggregate extends ClaimAggregate {
  claimType: ReportClaimType;
}

/**
 * Everything the monthly report of one plan reads for one month (docs/decisions/0105-reports.md):
 * the plan's cases opened on or before the month's end with their status on that day, the claims
 * received from January to the month by month and claim type, and the claims received in the month
 * for care that began before it.
 */
export interface MonthlyFacts {
  plan: { id: string; name: string };
  year: number;
  month: number;
  cases: readonly CaseFact[];
  claimsByMonth: readonly MonthTypeAggregate[];
  additionalPayments: readonly AdditionalPaymentFact[];
  /**
   * Paid from January 1 to the month's end on claims repriced in a later month than their care
   * began (the additional payments of each month, summed), US dollars to the cent.
   */
  additionalPaidYearToDate: number;
}

const kpi = (id: string, label: string, unit: ReportKpi['unit'], value: number | null): ReportKpi => ({
  id,
  label,
  unit,
  value,
});

const sumOf = (values: readonly (number | null)[]) =>
  roundToCents(values.reduce<number>((s, v) => s + (v ?? 0), 0));

/** Claims of the month `YYYY-MM`, all claim types together. */
export function monthTotal(claims: readonly MonthTypeAggregate[], key: string): ClaimAggregate {
  return sumAggregates(
    claims.filter((c) => c.key === key),
    key,
  );
}

function claimsByMonthPage(f: MonthlyFacts): Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'> {
  const keys = Array.from({ length: f.month }, (_, i) => monthKey(f.year, i + 1));
  const byMonth = claimTable(
    'claims-by-month',
    `Claims received by month, ${String(f.year)}`,
    column('month', 'Month', 'text'),
    keys.map((key) => monthTotal(f.claimsByMonth, key)),
    (key) => monthLabel(Number(key.slice(0, 4)), Number(key.slice(5, 7))),
  );
  const paidByType: ReportTable = {
    id: 'paid-by-claim-type',
    title: `Paid by month and claim type, ${String(f.year)}`,
    columns: [
      column('month', 'Month', 'text'),
      ...reportClaimTypes.map((type) => column(type, reportClaimTypeLabels[type], 'usd')),
    ],
    rows: keys.map((key) => [
      monthLabel(Number(key.slice(0, 4)), Number(key.slice(5, 7))),
      ...reportClaimTypes.map(
        (type) => f.claimsByMonth.find((c) => c.key === key && c.claimType === type)?.paid ?? 0,
      ),
    ]),
    totals: [
      'Total',
      ...reportClaimTypes.map((type) =>
        sumOf(f.claimsByMonth.filter((c) => c.claimType === type).map((c) => c.paid)),
      ),
    ],
  };
  const year = sumAggregates(f.claimsByMonth);
  return {
    kpis: [
      kpi('claimsYearToDate', 'Claims, year to date', 'count', year.claims),
      kpi('paidYearToDate', 'Paid, year to date', 'usd', year.paid),
      kpi('savingsYearToDate', 'Savings, year to date', 'usd', repricingSavings(year)),
    ],
    tables: [byMonth, paidByType],
    charts: [
      chartOf(byMonth, 'claims-by-month-chart', 'Claims received by month', ['claims']),
      chartOf(
        paidByType,
        'paid-by-claim-type-chart',
        'Paid by month and claim type',
        reportClaimTypes.map((t) => t),
      ),
    ],
  };
}

/** The totals of one stretch for the recap: the claim cells, balance billed, cases, extra payments. */
function recapCells(
  claims: ClaimAggregate,
  opened: number,
  closed: number,
  extra: number | null,
): (number | null)[] {
  return [...claimCells(claims), roundToCents(claims.balanceBilled), opened, closed, extra];
}

function totalsRecapPage(
  f: MonthlyFacts,
  end: string,
): Pick<ReportPageFigures, 'kpis' | 'tables' | 'charts'> {
  const key = monthKey(f.year, f.month);
  const month = monthTotal(f.claimsByMonth, key);
  const year = sumAggregates(f.claimsByMonth);
  const yearStart = `${String(f.year)}-01-01`;
  const openedIn = (from: string) => f.cases.filter((c) => c.openedOn >= from && c.openedOn <= end).length;
  const closedIn = (from: string) =>
    f.cases.filter((c) => c.closedOn !== null && c.closedOn >= from && c.closedOn <= end).length;
  const extra = additionalPaymentsTotal(f.additionalPayments);
  const table: ReportTable = {
    id: 'totals-recap',
    title: `Totals, ${monthLabel(f.year, f.month)} and ${String(f.year)} to date`,
    columns: [
      column('period', 'Period', 'text'),
      ...claimColumns,
      column('balanceBilled', 'Balance billed', 'usd'),
      column('casesOpened', 'Cases opened', 'count'),
      column('casesClosed', 'Cases closed', 'count'),
      column('additionalPayments', 'Additional payments', 'usd'),
    ],
    rows: [
      [
        monthLabel(f.year, f.month),
        ...recapCells(month, openedIn(`${key}-01`), closedIn(`${key}-01`), extra),
      ],
      [
        `${String(f.year)} to date`,
        ...recapCells(
          year,
          openedIn(yearStart),
          closedIn(yearStart),
          roundToCents(f.additionalPaidYearToDate),
        ),
      ],
    ],
    totals: null,
  };
  return {
    kpis: [
      kpi('claims', 'Claims this month', 'count', month.claims),
      kpi('paid', 'Paid this month', 'usd', month.paid),
      kpi('savings', 'Savings this month', 'usd', repricingSavings(month)),
      kpi(
        'savingsPercent',
        'Savings % this month',
        'percent',
        percentOf(repricingSavings(month), month.billed),
      ),
      kpi('activeCases', 'Open cases at month end', 'count', activeCasesAt(f.cases, end).length),
    ],
    tables: [table],
    charts: [],
  };
}

const notes = {
  claims:
    "Claims count in the month they were repriced (received). Savings = billed − allowed; allowed is the amount under the plan's Medicare multiple.",
  cases:
    "A case's status is the one it had on the month's last day; closed means its last move to Closed fell in the month.",
  additional:
    'Additional payments are the claims repriced in the month for care that began in an earlier month: what the month spends on catching up with earlier care.',
};

/**
 * The figures of one monthly page (spec §2 Monthly; docs/decisions/0105-reports.md) from one plan's
 * facts for the month. @throws Error for a page id not in `reportPages['monthly-reporting']`.
 */
export function buildMonthlyPage(page: string, f: MonthlyFacts): ReportPageFigures {
  const entry = reportPages['monthly-reporting'].find((p) => p.id === page);
  if (entry === undefined) throw new Error(`unknown monthly page ${page}`);
  const end = monthEnd(f.year, f.month);
  const body =
    page === 'active-cases'
      ? activeCasesPage(f, end)
      : page === 'closed-cases'
        ? closedCasesPage(f)
        : page === 'claims-by-month'
          ? claimsByMonthPage(f)
          : page === 'additional-monthly-payments'
            ? additionalPaymentsPage(f.year, f.month, f.additionalPayments)
            : totalsRecapPage(f, end);
  const pageNotes =
    page === 'active-cases' || page === 'closed-cases'
      ? [notes.cases]
      : page === 'additional-monthly-payments'
        ? [notes.additional]
        : [notes.claims];
  return {
    reportName: 'monthly-reporting',
    page,
    title: entry.title,
    plan: f.plan,
    period:
      page === 'claims-by-month'
        ? {
            from: `${String(f.year)}-01-01`,
            to: end,
            label: `${String(f.year)} to ${monthLabel(f.year, f.month)}`,
          }
        : monthPeriod(f.year, f.month),
    published: null,
    ...body,
    notes: pageNotes,
  };
}

/** An empty month of one claim type, for callers that need every type present. */
export function emptyMonthTypeAggregate(key: string, claimType: ReportClaimType): MonthTypeAggregate {
  return { ...emptyAggregate(key), claimType };
}
