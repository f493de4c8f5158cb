import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { selfLinkIdOnPlan } from '../../platform/member-links/held-records.js';

/** A plan row as the plan replies need it. */
export interface PlanRow {
  id: string;
  name: string;
  display_medivi_message: number;
  medivi_message: string | null;
  /** The user's own member link on the plan (his sixDegPatientID there); null without one. */
  six_deg_patient_id: string | null;
}

/** A provider of a plan near a zip, before distances are worked out. */
export interface PlanProviderRow {
  npi: string;
  entity_type: string;
  organization_name: string | null;
  first_name: string | null;
  last_name: string | null;
  credential: string | null;
  city: string | null;
  state: string | null;
  zip: string;
}

/** Plan reads and writes of the accounts area: a user's plans, live plans, a plan's providers. */
export class PlansRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The plans linked to a user, by name, each with the user's own member link on it (the first
   * by id when, unusually, there are two).
   */
  plansOfUser(userId: string): Promise<PlanRow[]> {
    return this.db
      .selectFrom('user_plans as up')
      .innerJoin('plans as p', 'p.id', 'up.plan_id')
      .select((eb) => [
        'p.id',
        'p.name',
        'p.display_medivi_message',
        'p.medivi_message',
        selfLinkIdOnPlan(this.db, eb.ref('up.user_id'), eb.ref('p.id')).as('six_deg_patient_id'),
      ])
      .where('up.user_id', '=', userId)
      .orderBy('p.name')
      .execute();
  }

  /** Every live plan, by name (no member record: the list is not about the user's own plans). */
  livePlans(): Promise<PlanRow[]> {
    return this.db
      .selectFrom('plans as p')
      .select([
        'p.id',
        'p.name',
        'p.display_medivi_message',
        'p.medivi_message',
        sql<string | null>`null`.as('six_deg_patient_id'),
      ])
      .where('p.is_live', '=', 1)
      .orderBy('p.name')
      .execute();
  }

  /** Links a plan to a user unless it is linked already. */
  async addUserPlan(userId: string, planId: string): Promise<void> {
    const existing = await this.db
      .selectFrom('user_plans')
      .select('plan_id')
      .where('user_id', '=', userId)
      .where('plan_id', '=', planId)
      .executeTakeFirst();
    if (existing === undefined) {
      await this.db.insertInto('user_plans').values({ user_id: userId, plan_id: planId }).execute();
    }
  }

  /** Providers contracted with `planId` whose practice zip is one of `zips` (at most `limit`). */
  planProvidersInZips(planId: string, zips: readonly string[], limit: number): Promise<PlanProviderRow[]> {
    if (zips.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('provider_partner_plans as pp')
      .innerJoin('providers as pr', 'pr.npi', 'pp.npi')
      .select([
        'pr.npi',
        'pr.entity_type',
        'pr.organization_name',
        'pr.first_name',
        'pr.last_name',
        'pr.credential',
        'pr.city',
        'pr.state',
        'pr.zip',
      ])
      .where('pp.plan_id', '=', planId)
      .where('pr.zip', 'in', zips)
      .orderBy('pr.npi')
      .limit(limit)
      .execute();
  }
}
