import { describe, expect, it } from 'vitest';
import { emptyAggregate, type CaseFact } from './facts.js';
import { buildMonthlyPage, type MonthlyFacts, type MonthTypeAggregate } from './monthly-pages.js';

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

const claims = (
  key: string,
  claimType: MonthTypeAggregate['claimType'],
  values: Partial<MonthTypeAggregate>,
) => ({
  ...emptyAggregate(key),
  claimType,
  ...values,
});

/** October 2026 of one plan, every figure below worked out by hand. */
const facts: MonthlyFacts = {
  plan: { id: 'p1', name: 'Plan One (synthetic)' },
  year: 2026,
  month: 10,
  cases: [
    caseFact({
      caseNumber: 'C1',
      recordType: 'BalanceBill',
      openedOn: '2026-09-10',
      status: 'Processing',
      totalBilled: 2000,
      balanceBill: 600,
    }),
    caseFact({
      caseNumber: 'C2',
      recordType: 'AccessIssue',
      openedOn: '2026-10-05',
      closedOn: '2026-10-20',
      status: 'Closed',
      statusDetail: 'Resolved',
    }),
    caseFact({
      caseNumber: 'C3',
      recordType: 'BalanceBill',
      openedOn: '2026-08-01',
      closedOn: '2026-09-15',
      status: 'Closed',
      balanceBill: 900,
    }),
    caseFact({ caseNumber: 'C4', recordType: 'CallAhead', openedOn: '2026-11-02' }),
  ],
  claimsByMonth: [
    claims('2026-01', 'inpatient', {
      claims: 1,
      billed: 1000,
      allowed: 400,
      paid: 400,
      medicareEquivalent: 250,
    }),
    claims('2026-10', 'professional', {
      claims: 2,
      billed: 300,
      allowed: 120,
      paid: 100,
      medicareEquivalent: 100,
      balanceBilled: 50,
      balanceBilledClaims: 1,
    }),
    claims('2026-10', 'outpatient', {
      claims: 1,
      billed: 200,
      allowed: 80,
      paid: 80,
      medicareEquivalent: 60,
    }),
  ],
  additionalPayments: [
    {
      claimId: 'X1',
      claimType: 'professional',
      providerName: 'Synthetic Clinic',
      serviceDateFrom: '2026-09-01',
      receivedOn: '2026-10-03',
      allowed: 100,
      paid: 100,
      caseNumber: 'C1',
    },
  ],
  // September's catch-up (37.08) and October's (100).
  additionalPaidYearToDate: 137.08,
};

describe('monthly report pages', () => {
  it('lists the cases open on the last day of the month with days open', () => {
    const page = buildMonthlyPage('active-cases', facts);
    expect(page.title).toBe('Active Cases');
    expect(page.period).toEqual({ from: '2026-10-01', to: '2026-10-31', label: 'October 2026' });
    expect(page.tables[0]?.rows).toEqual([
      ['C1', 'Balance Bill', 'Synthetic Clinic', 'OH', '2026-09-10', 'Processing', 51, 2000, 600],
    ]);
    expect(page.kpis.map((k) => k.value)).toEqual([1, 51, 600]);
    expect(page.charts[0]).toMatchObject({ tableId: 'active-cases-by-type', categories: ['Balance Bill'] });
  });

  it('lists the cases closed in the month with days to close', () => {
    const page = buildMonthlyPage('closed-cases', facts);
    expect(page.tables[0]?.rows).toEqual([
      [
        'C2',
        'Access Issue',
        'Synthetic Clinic',
        'OH',
        '2026-10-05',
        '2026-10-20',
        15,
        'Resolved',
        null,
        null,
      ],
    ]);
    expect(page.kpis.map((k) => k.value)).toEqual([1, 15, 0]);
  });

  it('shows January to the month, empty months as zeros without percents', () => {
    const page = buildMonthlyPage('claims-by-month', facts);
    const table = page.tables[0];
    expect(table?.rows).toHaveLength(10);
    expect(table?.rows[0]).toEqual(['January 2026', 1, 1000, 250, 400, 400, 600, 60, 160]);
    expect(table?.rows[1]).toEqual(['February 2026', 0, 0, 0, 0, 0, 0, null, null]);
    expect(table?.rows[9]).toEqual(['October 2026', 3, 500, 160, 200, 180, 300, 60, 125]);
    expect(page.tables[1]?.rows[9]).toEqual(['October 2026', 0, 80, 100]);
    expect(page.kpis.map((k) => k.value)).toEqual([4, 580, 900]);
  });

  it('lists the claims repriced in the month for care in earlier months', () => {
    const page = buildMonthlyPage('additional-monthly-payments', facts);
    expect(page.tables[0]?.rows).toEqual([
      ['X1', 'Professional', 'Synthetic Clinic', '2026-09-01', '2026-10-03', 100, 100, 'C1'],
    ]);
    expect(page.tables[1]?.rows).toEqual([['September 2026', 1, 100]]);
    expect(page.kpis.map((k) => k.value)).toEqual([1, 100]);
  });

  it('recaps the month and the year to date', () => {
    const page = buildMonthlyPage('totals-recap', facts);
    expect(page.tables[0]?.rows).toEqual([
      ['October 2026', 3, 500, 160, 200, 180, 300, 60, 125, 50, 1, 1, 100],
      // The year's additional payments add each month's (issue 31 item 13): not 'No data'.
      ['2026 to date', 4, 1500, 410, 600, 580, 900, 60, 146.3, 50, 3, 2, 137.08],
    ]);
    expect(page.kpis.map((k) => k.value)).toEqual([3, 180, 300, 60, 1]);
  });

  it('refuses a page the report does not have', () => {
    expect(() => buildMonthlyPage('cover-page', facts)).toThrow(/unknown monthly page/);
  });
});
