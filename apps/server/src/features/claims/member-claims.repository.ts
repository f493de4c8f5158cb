import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { MemberClaimStatus } from '@medivi/domain';
import { QueryTemplates } from '../../db/query-templates.js';
import type { Database } from '../../db/schema.js';
import type { ClaimReach } from './claim-scope.js';

/** Filters of My Claims after the scope (all optional, combined with AND). */
export interface MemberClaimFilters {
  /** Part of the provider's name, or a whole NPI (rendering or billing). */
  provider?: string | undefined;
  /** Dates of service, `YYYY-MM-DD`: claims whose service overlaps from–to. */
  from?: string | undefined;
  to?: string | undefined;
  status?: MemberClaimStatus | undefined;
}

/** The columns of a claim that My Claims and the EOB show. */
const claimColumns = [
  'c.claim_id',
  'c.plan_id',
  'p.name as plan_name',
  'p.plan_year_start_month',
  'c.member_id',
  'c.patient_member_id',
  'c.patient_name',
  'c.patient_relationship',
  'c.provider_name',
  'c.provider_npi',
  'c.service_date_from',
  'c.service_date_to',
  'c.received_on',
  'c.claim_type',
  'c.claim_status',
  'c.billed',
  'c.allowed',
  'c.paid',
  'c.medicare_equivalent',
  'c.deductible_amount',
  'c.coinsurance_amount',
  'c.copay_amount',
  'c.is_synthetic',
  'c.place_of_service',
  'c.billing_class',
  'c.billing_provider_npi',
  'c.billing_provider_tin',
  'c.code',
  'c.code_type',
  'c.denial_reason',
  'c.decided_on',
  'c.case_id',
] as const;

/** What a claim's line in My Claims shows (`summaryOf`): fewer columns than the EOB's. */
type SummaryField =
  | 'claim_id'
  | 'plan_id'
  | 'plan_name'
  | 'member_id'
  | 'patient_member_id'
  | 'patient_name'
  | 'patient_relationship'
  | 'provider_name'
  | 'provider_npi'
  | 'service_date_from'
  | 'service_date_to'
  | 'claim_type'
  | 'claim_status'
  | 'billed'
  | 'allowed'
  | 'paid'
  | 'deductible_amount'
  | 'coinsurance_amount'
  | 'copay_amount'
  | 'is_synthetic';

/** The page's columns, `summaryFields` as the select names them. */
const summaryColumns = [
  'c.claim_id',
  'c.plan_id',
  'p.name as plan_name',
  'c.member_id',
  'c.patient_member_id',
  'c.patient_name',
  'c.patient_relationship',
  'c.provider_name',
  'c.provider_npi',
  'c.service_date_from',
  'c.service_date_to',
  'c.claim_type',
  'c.claim_status',
  'c.billed',
  'c.allowed',
  'c.paid',
  'c.deductible_amount',
  'c.coinsurance_amount',
  'c.copay_amount',
  'c.is_synthetic',
] as const;

type ClaimsQuery = ExpressionBuilder<Database & { c: Database['claims'] }, 'c'>;

/** `%`, `_` and `\` of user text match themselves in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The claims of `memberId` on plans `plans`: its own patient id is his, or it names none and its
 * subscriber is he. Written as two arms that each match one index, (plan, patient, service) and
 * (subscriber, plan, patient, service) of migration 0021; one OR inside the other would read every
 * claim of the plan (docs/decisions/0114 "Speed").
 */
function patientOnPlans(eb: ClaimsQuery, plans: readonly string[], memberId: string) {
  const onPlans =
    plans.length === 1 ? eb('c.plan_id', '=', plans[0] ?? '') : eb('c.plan_id', 'in', [...plans]);
  return [
    eb.and([onPlans, eb('c.patient_member_id', '=', memberId)]),
    eb.and([eb('c.patient_member_id', 'is', null), eb('c.member_id', '=', memberId), onPlans]),
  ];
}

/** The claims of `reach`: plans seen whole (maybe one patient there) or (plan, patient) pairs. */
function withinReach(eb: ClaimsQuery, reach: ClaimReach) {
  const branches = reach.patients.flatMap((patient) =>
    patientOnPlans(eb, [patient.planId], patient.memberId),
  );
  if (reach.wholePlans.length > 0) {
    if (reach.wholePlanPatient === undefined) branches.push(eb('c.plan_id', 'in', [...reach.wholePlans]));
    else branches.push(...patientOnPlans(eb, reach.wholePlans, reach.wholePlanPatient));
  }
  return eb.or(branches);
}

/** The filters as the query binds them: the provider's text also as a LIKE pattern. */
interface ClaimSearch {
  provider?: string | undefined;
  providerPattern?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: MemberClaimStatus | undefined;
}

function searchOf(filters: MemberClaimFilters): ClaimSearch {
  return {
    provider: filters.provider,
    providerPattern: filters.provider === undefined ? undefined : `%${escapeLike(filters.provider)}%`,
    from: filters.from,
    to: filters.to,
    status: filters.status,
  };
}

/** The reach with only what the query binds (a member's patients carry names and more). */
function boundReach(reach: ClaimReach): ClaimReach {
  return {
    wholePlans: reach.wholePlans,
    wholePlanPatient: reach.wholePlanPatient,
    patients: reach.patients.map((patient) => ({ planId: patient.planId, memberId: patient.memberId })),
  };
}

/**
 * Reads of the member-facing claims (Kysely only; the same SQL on both engines). The list's reads
 * are query templates (db/query-templates.ts): built and compiled once per shape of the reach and
 * filters, so their `build` functions decide the query from which filters are set and how many
 * plans and patients there are, never from a value.
 */
export class MemberClaimsRepository {
  private readonly templates: QueryTemplates<Database>;

  constructor(private readonly db: Kysely<Database>) {
    this.templates = new QueryTemplates(db);
  }

  /** The claims of `reach` that pass `search` (claims only, no plan columns). */
  private filtered(reach: ClaimReach, search: ClaimSearch) {
    let query = this.db.selectFrom('claims as c').where((eb) => withinReach(eb, reach));
    const { provider, providerPattern } = search;
    if (provider !== undefined && providerPattern !== undefined) {
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(c.provider_name) like ${providerPattern} escape '\\'`,
          eb('c.provider_npi', '=', provider),
          eb('c.billing_provider_npi', '=', provider),
        ]),
      );
    }
    if (search.from !== undefined) query = query.where('c.service_date_to', '>=', search.from);
    if (search.to !== undefined) query = query.where('c.service_date_from', '<=', search.to);
    if (search.status !== undefined) query = query.where('c.claim_status', '=', search.status);
    return query;
  }

  /**
   * How many claims of `reach` pass `search`, as a one-value subquery: for plans seen whole with
   * no filter and no patient, the plans' stored counts (`plan_claim_counts`, kept by triggers,
   * migration 0023), which spares counting a plan's claims on its index (20,000 for a large plan);
   * otherwise a count of the matching claims.
   */
  private totalOf(reach: ClaimReach, search: ClaimSearch) {
    const wholePlansOnly =
      reach.patients.length === 0 &&
      reach.wholePlanPatient === undefined &&
      search.provider === undefined &&
      search.from === undefined &&
      search.to === undefined &&
      search.status === undefined;
    if (wholePlansOnly && reach.wholePlans.length > 0) {
      return this.db
        .selectFrom('plan_claim_counts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('claims'), eb.lit(0)).as('total'))
        .where('plan_id', 'in', [...reach.wholePlans]);
    }
    return this.filtered(reach, search).select((eb) => eb.fn.countAll<number | string>().as('total'));
  }

  /** How many claims of `reach` pass `filters`. */
  async count(reach: ClaimReach, filters: MemberClaimFilters): Promise<number> {
    const input = { reach: boundReach(reach), search: searchOf(filters) };
    const [row] = await this.templates.execute('count', input, (slots) =>
      this.totalOf(slots.reach, slots.search),
    );
    return Number(row?.total ?? 0);
  }

  /** Claims with the columns My Claims and the EOB show (the plan's name and year start joined). */
  private withColumns() {
    return this.db
      .selectFrom('claims as c')
      .innerJoin('plans as p', 'p.id', 'c.plan_id')
      .select(claimColumns);
  }

  /**
   * One page of the claims of `reach` that pass `filters`, newest service first, ties by claim id,
   * with the columns of a summary, and how many pass in all, in one statement: the page's claim
   * ids are chosen first (from the indexes), only those rows are read, and each carries the total
   * (`totalOf`, an uncorrelated subquery both engines run once). A page past the last claim has
   * no row to carry it, so the total is then read on its own.
   */
  async page(
    reach: ClaimReach,
    filters: MemberClaimFilters,
    limit: number,
    offset: number,
  ): Promise<{ rows: MemberClaimSummaryRow[]; total: number }> {
    const input = { reach: boundReach(reach), search: searchOf(filters), limit, offset };
    const found = await this.templates.execute('page', input, (slots) => {
      const pageIds = this.filtered(slots.reach, slots.search)
        .select('c.claim_id')
        .orderBy('c.service_date_from', 'desc')
        .orderBy('c.claim_id')
        .limit(slots.limit)
        .offset(slots.offset);
      return this.db
        .selectFrom('claims as c')
        .innerJoin('plans as p', 'p.id', 'c.plan_id')
        .select(summaryColumns)
        .select(this.totalOf(slots.reach, slots.search).as('total'))
        .where('c.claim_id', 'in', pageIds)
        .orderBy('c.service_date_from', 'desc')
        .orderBy('c.claim_id');
    });
    const first = found[0];
    if (first === undefined) return { rows: [], total: offset === 0 ? 0 : await this.count(reach, filters) };
    return { rows: found, total: Number(first.total ?? 0) };
  }

  /** The claim `claimId` if it is within `reach`, else undefined. */
  findClaim(reach: ClaimReach, claimId: string) {
    return this.withColumns()
      .where((eb) => withinReach(eb, reach))
      .where('c.claim_id', '=', claimId)
      .executeTakeFirst();
  }

  /** The plans assigned to `userId` (`user_plans`), by name then id. */
  plansAssignedTo(userId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectFrom('user_plans as up')
      .innerJoin('plans as p', 'p.id', 'up.plan_id')
      .select(['p.id', 'p.name'])
      .where('up.user_id', '=', userId)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
  }

  /** The month (1–12) plan `planId`'s year starts in, or undefined for no such plan. */
  async planYearStartMonth(planId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('plans')
      .select('plan_year_start_month')
      .where('id', '=', planId)
      .executeTakeFirst();
    return row?.plan_year_start_month;
  }

  /** The eligibility record of `memberId` on `planId` (the first by id), for the audit trail. */
  async eligibilityIdOf(planId: string, memberId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('eligibility_records')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('plan_id', '=', planId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.id ?? null;
  }
}

/** A claim as the repository reads it for its EOB. */
export type MemberClaimRow = NonNullable<Awaited<ReturnType<MemberClaimsRepository['findClaim']>>>;

/** A claim as My Claims lists it: the columns of its summary (and the page's total). */
export type MemberClaimSummaryRow = Pick<MemberClaimRow, SummaryField>;
