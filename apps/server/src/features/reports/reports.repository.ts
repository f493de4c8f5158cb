import { type Expression, type Kysely, type RawBuilder, sql } from 'kysely';
import type { AdditionalPaymentFact, ClaimAggregate, FlaggedProviderFact } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { ReportCasesRepository } from './report-cases.repository.js';

/** How claim aggregates are grouped: by claim type, month, year, provider state, or not at all. */
export type ClaimGrouping = 'claimType' | 'month' | 'year' | 'state' | 'total';

/** Which claims an aggregate reads: one plan's, received from `from` (null: ever) to `to` (ISO days). */
export interface ClaimWindow {
  planId: string;
  from: string | null;
  to: string;
}

const keyOf: Record<ClaimGrouping, RawBuilder<string>> = {
  claimType: sql<string>`claim_type`,
  month: sql<string>`substr(received_on, 1, 7)`,
  year: sql<string>`substr(received_on, 1, 4)`,
  state: sql<string>`coalesce(provider_state, '')`,
  total: sql<string>`'Total'`,
};

/** The sums of `ClaimAggregate` as SQL select items (PostgreSQL answers bigint sums as numbers here). */
const sums = {
  claims: sql<number>`count(*)`,
  billed: sql<number>`sum(billed)`,
  allowed: sql<number>`sum(allowed)`,
  paid: sql<number>`sum(paid)`,
  medicareEquivalent: sql<number>`sum(medicare_equivalent)`,
  balanceBilled: sql<number>`sum(balance_billed)`,
  balanceBilledClaims: sql<number>`sum(case when balance_billed > 0 then 1 else 0 end)`,
  members: sql<number>`count(distinct member_id)`,
};

/** The sums every claim query selects, under their `ClaimAggregate` names. */
const sumColumns = [
  sums.claims.as('claims'),
  sums.billed.as('billed'),
  sums.allowed.as('allowed'),
  sums.paid.as('paid'),
  sums.medicareEquivalent.as('medicareEquivalent'),
  sums.balanceBilled.as('balanceBilled'),
  sums.balanceBilledClaims.as('balanceBilledClaims'),
  sums.members.as('members'),
] as const;

/** A row of sums as a `ClaimAggregate` (numbers, cents kept as stored). */
function toAggregate(row: Record<string, unknown>): ClaimAggregate {
  const n = (value: unknown) => Number(value ?? 0);
  return {
    key: typeof row.key === 'string' ? row.key : '',
    claims: n(row.claims),
    billed: n(row.billed),
    allowed: n(row.allowed),
    paid: n(row.paid),
    medicareEquivalent: n(row.medicareEquivalent),
    balanceBilled: n(row.balanceBilled),
    balanceBilledClaims: n(row.balanceBilledClaims),
    members: n(row.members),
  };
}

/**
 * The reports' reads (Kysely only; docs/decisions/0105-reports.md): claim sums grouped in SQL by
 * plan and key over the `claims_plan_received` index, so a plan of any size answers in a few
 * aggregate queries; plans; cases in `cases` (report-cases.repository.ts; snapshots:
 * report-snapshots.repository.ts).
 */
export class ReportsRepository {
  /** The cases, their status moves and their decisions. */
  readonly cases: ReportCasesRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.cases = new ReportCasesRepository(db);
  }

  private claimsIn(window: ClaimWindow) {
    let query = this.db
      .selectFrom('claims')
      .where('plan_id', '=', window.planId)
      .where('received_on', '<=', window.to);
    if (window.from !== null) query = query.where('received_on', '>=', window.from);
    return query;
  }

  /** Claim sums of a window grouped by `grouping`, in key order. */
  async claimAggregates(window: ClaimWindow, grouping: ClaimGrouping): Promise<ClaimAggregate[]> {
    const key = keyOf[grouping];
    let query = this.claimsIn(window).select([key.as('key'), ...sumColumns]);
    if (grouping !== 'total')
      query = query.groupBy(key as Expression<string>).orderBy(key as Expression<string>);
    const rows = await query.execute();
    return rows.map(toAggregate).filter((row) => grouping !== 'total' || row.claims > 0);
  }

  /** Claim sums by month and claim type (`key` the month). */
  async claimsByMonthAndType(window: ClaimWindow): Promise<(ClaimAggregate & { claimType: string })[]> {
    const month = keyOf.month;
    const rows = await this.claimsIn(window)
      .select([month.as('key'), 'claim_type', ...sumColumns])
      .groupBy([month as Expression<string>, 'claim_type'])
      .orderBy(month as Expression<string>)
      .orderBy('claim_type')
      .execute();
    return rows.map((row) => ({ ...toAggregate(row), claimType: row.claim_type }));
  }

  /** The `limit` providers or codes of a window with the most paid (`key` 'Name (ST)' or 'DRG 470'). */
  async topBy(window: ClaimWindow, by: 'provider' | 'code', limit = 10): Promise<ClaimAggregate[]> {
    const key =
      by === 'provider'
        ? sql<string>`provider_name || coalesce(' (' || provider_state || ')', '')`
        : sql<string>`coalesce(code_type, '') || ' ' || coalesce(code, '')`;
    let query = this.claimsIn(window).select([key.as('key'), ...sumColumns]);
    query =
      by === 'provider'
        ? query.groupBy(['provider_name', 'provider_state'])
        : query.where('code', 'is not', null).groupBy(['code_type', 'code']);
    const rows = await query
      .orderBy(sql`sum(paid)`, 'desc')
      .orderBy(sql`1`)
      .limit(limit)
      .execute();
    return rows.map(toAggregate);
  }

  /** Claims of a window for care that began before it (`from`), with the case number when linked. */
  /**
   * Paid on the plan's claims repriced from `from` to `to` whose care began in an earlier month
   * than the one each was repriced in: the additional payments of those months summed, US dollars.
   * The dates are ISO text, so their first seven characters name the month on either database.
   */
  async additionalPaidSince(window: ClaimWindow & { from: string }): Promise<number> {
    const row = await this.db
      .selectFrom('claims')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('paid'), eb.lit(0)).as('paid'))
      .where('plan_id', '=', window.planId)
      .where('received_on', '>=', window.from)
      .where('received_on', '<=', window.to)
      .where(sql<string>`substr(service_date_from, 1, 7)`, '<', sql<string>`substr(received_on, 1, 7)`)
      .executeTakeFirstOrThrow();
    return Number(row.paid);
  }

  async additionalPayments(window: ClaimWindow & { from: string }): Promise<AdditionalPaymentFact[]> {
    const query = this.db
      .selectFrom('claims as c')
      .leftJoin('cases as k', 'k.id', 'c.case_id')
      .select([
        'c.claim_id',
        'c.claim_type',
        'c.provider_name',
        'c.service_date_from',
        'c.received_on',
        'c.allowed',
        'c.paid',
        'k.case_number',
      ])
      .where('c.plan_id', '=', window.planId)
      .where('c.received_on', '<=', window.to)
      .where('c.received_on', '>=', window.from)
      .where('c.service_date_from', '<', window.from);
    const rows = await query.orderBy('c.claim_id').execute();
    return rows.map((row) => ({
      claimId: row.claim_id,
      claimType: row.claim_type,
      providerName: row.provider_name,
      serviceDateFrom: row.service_date_from,
      receivedOn: row.received_on,
      allowed: row.allowed,
      paid: row.paid,
      caseNumber: row.case_number,
    }));
  }

  /** Claims of a window at providers whose NPI has an active provider-experience flag, by NPI. */
  async flaggedProviders(window: ClaimWindow): Promise<FlaggedProviderFact[]> {
    let query = this.db
      .selectFrom('claims as c')
      .innerJoin('provider_experience as e', 'e.npi', 'c.provider_npi')
      .select([
        'c.provider_npi as npi',
        'e.recommendation',
        sql<string>`max(c.provider_name)`.as('providerName'),
        sql<string | null>`max(c.provider_state)`.as('state'),
        sql<number>`count(*)`.as('claims'),
        sql<number>`sum(c.billed)`.as('billed'),
        sql<number>`sum(c.allowed)`.as('allowed'),
        sql<number>`sum(c.paid)`.as('paid'),
        sql<number>`sum(c.medicare_equivalent)`.as('medicareEquivalent'),
        sql<number>`sum(c.balance_billed)`.as('balanceBilled'),
        sql<number>`sum(case when c.balance_billed > 0 then 1 else 0 end)`.as('balanceBilledClaims'),
        sql<number>`count(distinct c.member_id)`.as('members'),
      ])
      .where('c.plan_id', '=', window.planId)
      .where('c.received_on', '<=', window.to)
      .where('e.active', '=', 1);
    if (window.from !== null) query = query.where('c.received_on', '>=', window.from);
    const rows = await query
      .groupBy(['c.provider_npi', 'e.recommendation'])
      .orderBy('c.provider_npi')
      .execute();
    return rows.map((row) => ({
      ...toAggregate({ ...row, key: row.npi }),
      npi: row.npi ?? '',
      providerName: row.providerName,
      state: row.state,
      recommendation: row.recommendation,
    }));
  }

  /** A plan's id, name and plan-year start month, or undefined. */
  plan(planId: string) {
    return this.db
      .selectFrom('plans')
      .select(['id', 'name', 'plan_year_start_month'])
      .where('id', '=', planId)
      .executeTakeFirst();
  }

  /** The plans linked to a user (`user_plans`), by name. */
  plansOfUser(userId: string) {
    return this.db
      .selectFrom('user_plans as up')
      .innerJoin('plans as p', 'p.id', 'up.plan_id')
      .select(['p.id', 'p.name', 'p.plan_year_start_month'])
      .where('up.user_id', '=', userId)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
  }

  /** Every plan, by name. */
  allPlans() {
    return this.db
      .selectFrom('plans')
      .select(['id', 'name', 'plan_year_start_month'])
      .orderBy('name')
      .orderBy('id')
      .execute();
  }

  /** The first day any claim or case of any plan counts on, or null when there is none. */
  async firstActivityDay(): Promise<string | null> {
    const claim = await this.db
      .selectFrom('claims')
      .select(sql<string | null>`min(received_on)`.as('day'))
      .executeTakeFirst();
    const kase = await this.db
      .selectFrom('cases')
      .select(sql<string | null>`min(created_at)`.as('day'))
      .executeTakeFirst();
    const days = [claim?.day, kase?.day]
      .filter((d): d is string => typeof d === 'string')
      .map((d) => d.slice(0, 10));
    return days.length === 0 ? null : (days.sort()[0] ?? null);
  }
}
