import {
  buildMonthlyPage,
  type CaseFact,
  emptyAggregate,
  type MonthlyFacts,
  type ReportDescriptor,
  type ReportMonth,
  type ReportName,
  reportPages,
} from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';

/** Two synthetic plans, as get-masterPlans answers them. */
export const syntheticPlans = [
  { id: 'p1', name: 'Plan One (synthetic)' },
  { id: 'p2', name: 'Plan Two (synthetic)' },
];

const caseFact = (
  values: Partial<CaseFact> & Pick<CaseFact, 'caseNumber' | 'recordType' | 'openedOn'>,
): CaseFact => ({
  closedOn: null,
  status: 'Opened',
  statusDetail: null,
  providerName: 'Synthetic Clinic',
  providerState: 'OH',
  totalBilled: null,
  balanceBill: null,
  accessIssueType: null,
  ...values,
});

/** One plan's synthetic cases and claims (the domain's hand-worked monthly example). */
export const syntheticFacts: Omit<MonthlyFacts, 'year' | 'month'> = {
  plan: syntheticPlans[0] ?? { id: 'p1', name: 'Plan One (synthetic)' },
  cases: [
    caseFact({
      caseNumber: 'C1',
      recordType: 'BalanceBill',
      openedOn: '2025-09-10',
      status: 'Processing',
      totalBilled: 2000,
      balanceBill: 600,
    }),
  ],
  claimsByMonth: [
    {
      ...emptyAggregate('2026-01'),
      claimType: 'inpatient',
      claims: 1,
      billed: 1000,
      allowed: 400,
      paid: 400,
    },
  ],
  additionalPayments: [],
  additionalPaidYearToDate: 0,
};

/** The monthly report's figures the fake server answers for a page and month. */
export function monthlyFigures(page: string, month: ReportMonth, facts = syntheticFacts) {
  return buildMonthlyPage(page, { ...facts, ...month });
}

export interface ReportBackendOptions {
  reportName?: ReportName;
  lastPublished?: ReportMonth | null;
  /** The facts the pages are built from (default `syntheticFacts`). */
  facts?: Omit<MonthlyFacts, 'year' | 'month'>;
}

/**
 * A fake report server for the monthly report: the descriptor, the plans, and every page built by
 * the domain's own page functions from synthetic facts. `year` alone answers that year's newest
 * published month (December, or `lastPublished`'s month in its year), as the server does.
 * @returns the page queries received, and the fetch mock.
 */
export function mockReportBackend({
  reportName = 'monthly-reporting',
  lastPublished = { year: 2026, month: 10 },
  facts = syntheticFacts,
}: ReportBackendOptions = {}) {
  const queries: URLSearchParams[] = [];
  const descriptor: ReportDescriptor = {
    report: {
      accessToken: 'synthetic-token',
      embedUrl: `http://localhost/reports/${reportName}?embed=1#accessToken=synthetic-token`,
      expiresAt: '2026-11-26T15:15:00.000Z',
    },
    pages: [...reportPages[reportName]],
    lastPublished,
  };
  const handlers: Record<string, (request: Request) => Response> = {
    [`GET /api/reports/${reportName}`]: () => jsonResponse(descriptor),
    'GET /api/v2/get-masterPlans': () => jsonResponse(syntheticPlans),
  };
  for (const page of reportPages[reportName]) {
    handlers[`GET /api/reports/${reportName}/pages/${page.id}`] = (request) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      if (lastPublished === null) {
        return jsonResponse(
          { message: 'That month has not been published yet.', code: 'MONTH_NOT_PUBLISHED' },
          404,
        );
      }
      const year = Number(params.get('year') ?? lastPublished.year);
      const month = Number(params.get('month') ?? (year === lastPublished.year ? lastPublished.month : 12));
      if (year > lastPublished.year || (year === lastPublished.year && month > lastPublished.month)) {
        return jsonResponse(
          { message: 'That month has not been published yet.', code: 'MONTH_NOT_PUBLISHED' },
          404,
        );
      }
      const figures = monthlyFigures(page.id, { year, month }, facts);
      const plan = syntheticPlans.find((entry) => entry.id === params.get('planID')) ?? facts.plan;
      return jsonResponse({ ...figures, plan, published: { year, month } });
    };
  }
  const fetchMock = mockApi(handlers);
  return { queries, fetchMock };
}
