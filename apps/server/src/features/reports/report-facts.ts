import {
  allTimePeriod,
  type CaseDecisionFact,
  caseDecisionOf,
  type CaseFact,
  caseStatusDetailLabel,
  caseStatusLabel,
  clockMonthEnd,
  emptyAggregate,
  type MonthlyFacts,
  type MonthTypeAggregate,
  monthEnd,
  monthKey,
  type PlanHealthFacts,
  planYearPeriod,
  type ProviderAcceptanceFacts,
  type ReportClaimType,
  reportClaimTypes,
  type ReportMonth,
  type ReportPeriod,
  type ScopeFacts,
} from '@medivi/domain';
import type { CaseRow, StatusMove } from './report-cases.repository.js';
import type { ReportsRepository } from './reports.repository.js';

/** The plan a report page is for. */
export interface ReportPlan {
  id: string;
  name: string;
  plan_year_start_month: number;
}

/** The access issue's type as filed in the case's provider details, or null. */
function accessIssueTypeOf(row: CaseRow): string | null {
  if (row.record_type !== 'AccessIssue' || row.provider_json === null) return null;
  try {
    const details: unknown = JSON.parse(row.provider_json);
    if (typeof details !== 'object' || details === null) return null;
    const type = (details as Record<string, unknown>).typeOfAccessIssue;
    return typeof type === 'string' && type.trim() !== '' ? type.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The cases of `rows` as the reports see them on day `end`: the status of their last move up to
 * then (status labels of cases spec §4), closed on the day of that move when it was to Closed.
 */
export function caseFactsAt(rows: readonly CaseRow[], moves: readonly StatusMove[]): CaseFact[] {
  const last = new Map<string, StatusMove>();
  for (const move of moves) last.set(move.case_id, move);
  return rows.map((row) => {
    const move = last.get(row.id);
    const status = move?.status ?? 'Intake';
    return {
      caseNumber: row.case_number,
      recordType: row.record_type,
      openedOn: row.created_at.slice(0, 10),
      closedOn: status === 'Closed' && move !== undefined ? move.changed_at.slice(0, 10) : null,
      status: caseStatusLabel(status),
      statusDetail: caseStatusDetailLabel(status, move?.status_detail ?? null),
      providerName: row.provider_name,
      providerState: row.provider_state,
      totalBilled: row.total_billed_charges,
      balanceBill: row.balance_bill_amount,
      accessIssueType: accessIssueTypeOf(row),
    };
  });
}

async function casesAt(repository: ReportsRepository, planId: string, end: string): Promise<CaseFact[]> {
  const [rows, moves] = await Promise.all([
    repository.cases.casesOf(planId, end),
    repository.cases.statusMovesOf(planId, end),
  ]);
  return caseFactsAt(rows, moves);
}

const isClaimType = (value: string): value is ReportClaimType =>
  (reportClaimTypes as readonly string[]).includes(value);

/** The monthly report's facts of one plan for one month. */
export async function monthlyFacts(
  repository: ReportsRepository,
  plan: ReportPlan,
  month: ReportMonth,
): Promise<MonthlyFacts> {
  const end = monthEnd(month.year, month.month);
  const [cases, byMonth, additionalPayments, additionalPaidYearToDate] = await Promise.all([
    casesAt(repository, plan.id, end),
    repository.claimsByMonthAndType({ planId: plan.id, from: `${String(month.year)}-01-01`, to: end }),
    repository.additionalPayments({
      planId: plan.id,
      from: `${monthKey(month.year, month.month)}-01`,
      to: end,
    }),
    repository.additionalPaidSince({ planId: plan.id, from: `${String(month.year)}-01-01`, to: end }),
  ]);
  const claimsByMonth: MonthTypeAggregate[] = byMonth.flatMap((row) =>
    isClaimType(row.claimType) ? [{ ...row, claimType: row.claimType }] : [],
  );
  return {
    plan: { id: plan.id, name: plan.name },
    ...month,
    cases,
    claimsByMonth,
    additionalPayments,
    additionalPaidYearToDate,
  };
}

/**
 * The plan's cases decided up to the end of `month` in the clocks' time zone (`timeZone`), each
 * with the month it was decided in there and whether by its stored due time (docs/decisions/0117).
 */
async function decisionsUpTo(
  repository: ReportsRepository,
  planId: string,
  month: ReportMonth,
  timeZone: string,
): Promise<CaseDecisionFact[]> {
  const rows = await repository.cases.decisionsOf(planId, clockMonthEnd(month, timeZone).toISOString());
  return rows.flatMap((row) => {
    const decision = caseDecisionOf(
      { recordType: row.record_type, decidedAt: row.decided_at, dueAt: row.due_at },
      timeZone,
    );
    return decision === null ? [] : [decision];
  });
}

async function scopeFacts(
  repository: ReportsRepository,
  planId: string,
  period: ReportPeriod,
  cases: readonly CaseFact[],
  decisions: readonly CaseDecisionFact[],
  byYear: boolean,
): Promise<ScopeFacts> {
  const window = { planId, from: period.from, to: period.to };
  const [byClaimType, total, byPeriod, byState] = await Promise.all([
    repository.claimAggregates(window, 'claimType'),
    repository.claimAggregates(window, 'total'),
    repository.claimAggregates(window, byYear ? 'year' : 'month'),
    repository.claimAggregates(window, 'state'),
  ]);
  return {
    period,
    byClaimType,
    total: total[0] ?? emptyAggregate('Total'),
    byPeriod,
    byState,
    cases: period.from === null ? cases : cases.filter((c) => c.openedOn >= (period.from ?? '')),
    decisions:
      period.from === null ? decisions : decisions.filter((d) => d.month >= (period.from ?? '').slice(0, 7)),
  };
}

/**
 * The plan health report's facts of one plan up to the end of one month; cases decided count up to
 * the month's end in `clockTimeZone` (IANA, the case clocks' `CASE_CLOCK_TIME_ZONE`).
 */
export async function planHealthFacts(
  repository: ReportsRepository,
  plan: ReportPlan,
  month: ReportMonth,
  clockTimeZone: string,
): Promise<PlanHealthFacts> {
  const allTime = allTimePeriod(month.year, month.month);
  const planYear = planYearPeriod(plan.plan_year_start_month, month.year, month.month);
  const [cases, decisions] = await Promise.all([
    casesAt(repository, plan.id, allTime.to),
    decisionsUpTo(repository, plan.id, month, clockTimeZone),
  ]);
  const yearWindow = { planId: plan.id, from: planYear.from, to: planYear.to };
  const [all, year, topProviders, topCodes] = await Promise.all([
    scopeFacts(repository, plan.id, allTime, cases, decisions, true),
    scopeFacts(repository, plan.id, planYear, cases, decisions, false),
    repository.topBy(yearWindow, 'provider'),
    repository.topBy(yearWindow, 'code'),
  ]);
  return {
    plan: { id: plan.id, name: plan.name },
    ...month,
    planYearStartMonth: plan.plan_year_start_month,
    clockTimeZone,
    allTime: all,
    planYear: year,
    topProviders,
    topCodes,
  };
}

/** The provider acceptance report's facts of one plan up to the end of one month. */
export async function providerAcceptanceFacts(
  repository: ReportsRepository,
  plan: ReportPlan,
  month: ReportMonth,
): Promise<ProviderAcceptanceFacts> {
  const period = allTimePeriod(month.year, month.month);
  const [cases, flaggedProviders] = await Promise.all([
    casesAt(repository, plan.id, period.to),
    repository.flaggedProviders({ planId: plan.id, from: null, to: period.to }),
  ]);
  return {
    plan: { id: plan.id, name: plan.name },
    period,
    accessIssues: cases.filter((c) => c.recordType === 'AccessIssue'),
    flaggedProviders,
  };
}
