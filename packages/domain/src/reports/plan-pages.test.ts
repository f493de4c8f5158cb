import { describe, expect, it } from 'vitest';
import { allTimePeriod, planYearPeriod } from './derive.js';
import { type CaseDecisionFact, type CaseFact, type ClaimAggregate, emptyAggregate } from './facts.js';
import { buildPlanHealthPage, type PlanHealthFacts } from './plan-health-pages.js';
import { buildProviderAcceptancePage, type ProviderAcceptanceFacts } from './provider-acceptance-pages.js';

const agg = (key: string, values: Partial<ClaimAggregate>): ClaimAggregate => ({
  ...emptyAggregate(key),
  ...values,
});
const caseFact = (values: Partial<CaseFact> & Pick<CaseFact, 'caseNumber' | 'recordType'>): CaseFact => ({
  openedOn: '2026-08-01',
  closedOn: null,
  status: 'Opened',
  statusDetail: null,
  providerName: null,
  providerState: null,
  totalBilled: null,
  balanceBill: null,
  accessIssueType: null,
  ...values,
});

const plan = { id: 'p1', name: 'Plan One (synthetic)' };
const inpatient = agg('inpatient', {
  claims: 2,
  billed: 10000,
  allowed: 3000,
  paid: 2800,
  medicareEquivalent: 2000,
  balanceBilled: 500,
  balanceBilledClaims: 1,
  members: 2,
});
const professional = agg('professional', {
  claims: 4,
  billed: 800,
  allowed: 300,
  paid: 300,
  medicareEquivalent: 250,
  members: 3,
});
const closedIssue = caseFact({
  caseNumber: 'A1',
  recordType: 'AccessIssue',
  closedOn: '2026-08-11',
  status: 'Closed',
  providerState: 'OH',
  accessIssueType: 'Appointment refused',
});
const openIssue = caseFact({ caseNumber: 'A2', recordType: 'AccessIssue', providerState: 'PA' });
const openBill = caseFact({
  caseNumber: 'B1',
  recordType: 'BalanceBill',
  status: 'Processing',
  balanceBill: 500,
});

const decided = (month: string, recordType: string, onTime: boolean | null): CaseDecisionFact => ({
  month,
  recordType,
  onTime,
});
/** Cases decided in the plan year (from July 2026); the Balance Bill of October has no clock. */
const yearDecisions = [
  decided('2026-08', 'AccessIssue', true),
  decided('2026-09', 'CallAhead', false),
  decided('2026-10', 'Appeal', true),
  decided('2026-10', 'AccessIssue', false),
  decided('2026-10', 'BalanceBill', null),
];

/** October 2026 of a plan whose year starts in July; figures below worked out by hand. */
const health: PlanHealthFacts = {
  plan,
  year: 2026,
  month: 10,
  planYearStartMonth: 7,
  clockTimeZone: 'America/New_York',
  allTime: {
    period: allTimePeriod(2026, 10),
    byClaimType: [inpatient, professional],
    total: agg('Total', {
      claims: 6,
      billed: 10800,
      allowed: 3300,
      paid: 3100,
      medicareEquivalent: 2250,
      balanceBilled: 500,
      balanceBilledClaims: 1,
      members: 4,
    }),
    byPeriod: [agg('2025', { claims: 5, paid: 3000 }), agg('2026', { claims: 1, paid: 100 })],
    byState: [agg('OH', { claims: 6, paid: 3100 })],
    cases: [openBill, closedIssue, openIssue],
    decisions: [decided('2025-11', 'BalanceBill', true), ...yearDecisions],
  },
  planYear: {
    period: planYearPeriod(7, 2026, 10),
    byClaimType: [
      agg('professional', {
        claims: 1,
        billed: 200,
        allowed: 100,
        paid: 100,
        medicareEquivalent: 80,
        members: 1,
      }),
    ],
    total: agg('Total', {
      claims: 1,
      billed: 200,
      allowed: 100,
      paid: 100,
      medicareEquivalent: 80,
      members: 1,
    }),
    byPeriod: [agg('2026-08', { claims: 1, paid: 100 })],
    byState: [agg('OH', { claims: 1, paid: 100 })],
    cases: [closedIssue],
    decisions: yearDecisions,
  },
  topProviders: [agg('Synthetic Clinic (OH)', { claims: 1, paid: 100, billed: 200, allowed: 100 })],
  topCodes: [agg('HCPCS 99213', { claims: 1, paid: 100, billed: 200, allowed: 100 })],
};

describe('plan health pages', () => {
  it('compares all time with the plan year on the executive summary', () => {
    const page = buildPlanHealthPage('executive-summary', health);
    expect(page.tables[0]?.rows[0]?.slice(1)).toEqual([
      6, 4, 10800, 3300, 3100, 7500, 69.4, 146.7, 500, 3, 2,
    ]);
    expect(page.tables[0]?.rows[1]?.slice(1)).toEqual([1, 1, 200, 100, 100, 100, 50, 125, 0, 1, 0]);
    expect(page.kpis.map((k) => k.value)).toEqual([100, 100, 50, 125, 2]);
  });

  it('shows use per member by claim type', () => {
    const page = buildPlanHealthPage('utilization', health);
    expect(page.tables[0]?.rows).toEqual([
      ['Inpatient', 2, 2, 1, 1400, 1400],
      ['Professional', 4, 3, 1.33, 75, 100],
    ]);
    expect(page.tables[0]?.totals).toEqual(['Total', 6, 4, 1.5, 516.67, 775]);
  });

  it('shows balance-billed claims and balance-bill cases', () => {
    const page = buildPlanHealthPage('balance-bill-summary', health);
    expect(page.tables[0]?.rows).toEqual([
      ['Inpatient', 2, 1, 50, 500, 500],
      ['Professional', 4, 0, 0, 0, null],
    ]);
    expect(page.tables[0]?.totals).toEqual(['Total', 6, 1, 16.7, 500, 500]);
    expect(page.tables[1]?.rows).toEqual([['Processing', 1, 500]]);
  });

  it('counts access issues by state and type, for all time and for the plan year', () => {
    const all = buildPlanHealthPage('access-issue-summary', health);
    expect(all.kpis.map((k) => k.value)).toEqual([2, 1, 1, 10, 0]);
    expect(all.tables[0]?.rows).toEqual([
      ['OH', 1, 0],
      ['PA', 1, 1],
    ]);
    expect(all.tables[1]?.rows).toEqual([
      ['Appointment refused', 1],
      ['Not given', 1],
    ]);
    const year = buildPlanHealthPage('access-issue-summary-plan-year', health);
    expect(year.period).toMatchObject({ from: '2026-07-01', to: '2026-10-31' });
    expect(year.kpis.map((k) => k.value)).toEqual([1, 0, 1, 10, 0]);
    expect(year.tables[0]?.id).toBe('access-issues-by-state-plan-year');
  });

  it('adds cases decided on time to the Balance Bill and Access Issue pages, and has a page of its own', () => {
    const bills = buildPlanHealthPage('balance-bill-summary', health);
    expect(bills.kpis.at(-1)).toEqual({
      id: 'onTimePercent',
      label: 'Decided on time, October 2026',
      unit: 'percent',
      value: null,
    });
    expect(bills.tables[2]?.rows).toEqual([
      ['2025', 1, 1, 100],
      ['2026', 0, 0, null],
    ]);
    const issues = buildPlanHealthPage('access-issue-summary-plan-year', health);
    expect(issues.tables[2]?.id).toBe('access-issue-on-time-plan-year');
    expect(issues.tables[2]?.rows.map((r) => r[0])).toEqual([
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
    ]);
    expect(issues.tables[2]?.totals).toEqual(['Total', 2, 1, 50]);
    expect(issues.notes.some((note) => note.includes('America/New_York'))).toBe(true);
    const page = buildPlanHealthPage('cases-on-time-plan-year', health);
    expect(page).toMatchObject({
      title: 'Cases Decided On Time (Plan Year)',
      period: { from: '2026-07-01' },
    });
    expect(page.kpis.map((k) => k.value)).toEqual([50, 2, 50]);
    expect(buildPlanHealthPage('cases-on-time', health).kpis.map((k) => k.value)).toEqual([50, 2, 60]);
    expect(buildPlanHealthPage('utilization', health).notes.join(' ')).not.toContain('Decided on time');
  });

  it('shows claims by year for all time and by month for the plan year', () => {
    expect(buildPlanHealthPage('claim-summary', health).tables[1]?.rows.map((r) => r[0])).toEqual([
      '2025',
      '2026',
    ]);
    expect(buildPlanHealthPage('claim-summary-plan-year', health).tables[1]?.rows.map((r) => r[0])).toEqual([
      'August 2026',
    ]);
  });
});

describe('provider acceptance pages', () => {
  const facts: ProviderAcceptanceFacts = {
    plan,
    period: allTimePeriod(2026, 10),
    accessIssues: [
      caseFact({
        caseNumber: 'A1',
        recordType: 'AccessIssue',
        providerName: 'Dr A',
        providerState: 'OH',
        openedOn: '2026-05-01',
      }),
      caseFact({
        caseNumber: 'A2',
        recordType: 'AccessIssue',
        providerName: 'DR A',
        providerState: 'OH',
        openedOn: '2026-06-01',
        closedOn: '2026-06-03',
      }),
      caseFact({ caseNumber: 'A3', recordType: 'AccessIssue', providerName: 'Clinic B' }),
    ],
    flaggedProviders: [
      {
        ...agg('1', { claims: 1, billed: 100, paid: 40 }),
        npi: '2',
        providerName: 'Hosp C',
        state: 'PA',
        recommendation: 'DELISTED',
      },
      {
        ...agg('1', { claims: 3, billed: 900, paid: 300, balanceBilled: 120 }),
        npi: '1',
        providerName: 'Dr A',
        state: 'OH',
        recommendation: 'CAUTION',
      },
    ],
  };

  it('sums access issues and flagged providers by state', () => {
    const page = buildProviderAcceptancePage('state-summary', facts);
    expect(page.tables[0]?.rows).toEqual([
      ['OH', 2, 1, 1, 3, 300, 120],
      ['Unknown', 1, 1, 0, 0, 0, 0],
      ['PA', 0, 0, 1, 1, 40, 0],
    ]);
    expect(page.tables[0]?.totals).toEqual(['Total', 3, 2, 2, 4, 340, 120]);
    expect(page.charts[0]?.series.map((s) => s.values)).toEqual([
      [2, 1, 0],
      [1, 0, 1],
    ]);
  });

  it('lists flagged providers by claims and access issues by provider', () => {
    const page = buildProviderAcceptancePage('provider-summary', facts);
    expect(page.tables[0]?.rows.map((r) => r[0])).toEqual(['1', '2']);
    expect(page.tables[1]?.rows).toEqual([
      ['Dr A', 'OH', 2, 1, '2026-06-01'],
      ['Clinic B', 'Unknown', 1, 1, '2026-08-01'],
    ]);
  });
});
