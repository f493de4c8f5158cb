import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { claimPatientsOf } from '../../platform/claim-access.js';
import type { HeldRecord } from '../../platform/member-links/held-records.js';
import type { CurrentUser } from '../../platform/session/current-user.js';

/** A plan a caller may estimate for. */
export interface PlanChoice {
  id: string;
  name: string;
}

/** A plan's facts the estimate needs. */
export interface PlanFacts {
  id: string;
  name: string;
  planYearStartMonth: number;
  isSynthetic: boolean;
}

/** One claim's share as the accumulators count it (docs/decisions/0114 "API"). */
export interface ClaimShare {
  patient: string;
  claim_status: string;
  deductible_amount: number;
  coinsurance_amount: number;
  copay_amount: number;
}

/** Reads of plans and of the member's plan-year claims for price estimates (Kysely only). */
export class EstimatePlansRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The people whose claims the member may see today (platform/claim-access.ts): his own records
   * first, then his dependents under 18.
   */
  patientsOf(user: Pick<CurrentUser, 'userID' | 'accessLevel'>, today: Date): Promise<HeldRecord[]> {
    return claimPatientsOf(this.db, user, today);
  }

  /** The plans assigned to `userId` (`user_plans`). */
  plansAssignedTo(userId: string): Promise<PlanChoice[]> {
    return this.db
      .selectFrom('user_plans as up')
      .innerJoin('plans as p', 'p.id', 'up.plan_id')
      .select(['p.id', 'p.name'])
      .where('up.user_id', '=', userId)
      .execute();
  }

  /** Every live plan. */
  livePlans(): Promise<PlanChoice[]> {
    return this.db.selectFrom('plans').select(['id', 'name']).where('is_live', '=', 1).execute();
  }

  /** The plan `planId`, or undefined. */
  async plan(planId: string): Promise<PlanFacts | undefined> {
    const row = await this.db
      .selectFrom('plans')
      .select(['id', 'name', 'plan_year_start_month', 'is_synthetic'])
      .where('id', '=', planId)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : {
          id: row.id,
          name: row.name,
          planYearStartMonth: row.plan_year_start_month,
          isSynthetic: row.is_synthetic === 1,
        };
  }

  /**
   * The member's share of every claim of the family of `subscriberMemberId` on `planId` whose
   * service starts within `window` (inclusive): each claim whose subscriber `member_id` he is,
   * adult dependents' included, as My Claims' family accumulators count them (decision 0114).
   */
  familyClaimShares(
    planId: string,
    subscriberMemberId: string,
    window: { from: string; to: string },
  ): Promise<ClaimShare[]> {
    return this.db
      .selectFrom('claims')
      .select([
        (eb) => eb.fn.coalesce('patient_member_id', 'member_id').as('patient'),
        'claim_status',
        'deductible_amount',
        'coinsurance_amount',
        'copay_amount',
      ])
      .where('member_id', '=', subscriberMemberId)
      .where('plan_id', '=', planId)
      .where('service_date_from', '>=', window.from)
      .where('service_date_from', '<=', window.to)
      .execute();
  }
}
