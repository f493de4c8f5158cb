import type { Kysely, Transaction } from 'kysely';
import type { ServiceLevelCaseType, ServiceLevels } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { type OwnServiceLevels, ownServiceLevelsOf } from '../../platform/plan-service-levels.js';

/** A plan as the service-levels screen names it. */
export interface PlanRow {
  id: string;
  name: string;
  isLive: boolean;
}

/** The SQL of the service-levels screen: the plans, and their rows in `plan_service_levels`. */
export class ServiceLevelsRepository {
  constructor(readonly db: Kysely<Database>) {}

  /** Every plan by name, then id. */
  async plans(): Promise<PlanRow[]> {
    const rows = await this.db
      .selectFrom('plans')
      .select(['id', 'name', 'is_live'])
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id, name: row.name, isLive: row.is_live === 1 }));
  }

  /** The record types each plan sets its own levels for, by plan id. */
  async ownTypesByPlan(): Promise<Map<string, string[]>> {
    const rows = await this.db
      .selectFrom('plan_service_levels')
      .select(['plan_id', 'record_type'])
      .orderBy('plan_id')
      .orderBy('record_type')
      .execute();
    const byPlan = new Map<string, string[]>();
    for (const row of rows) byPlan.set(row.plan_id, [...(byPlan.get(row.plan_id) ?? []), row.record_type]);
    return byPlan;
  }

  /** Plan `planId`, or undefined when there is none. */
  async plan(db: Kysely<Database>, planId: string): Promise<PlanRow | undefined> {
    const row = await db
      .selectFrom('plans')
      .select(['id', 'name', 'is_live'])
      .where('id', '=', planId)
      .executeTakeFirst();
    return row === undefined ? undefined : { id: row.id, name: row.name, isLive: row.is_live === 1 };
  }

  /** The plan's own levels per case type (none for a type that uses the defaults). */
  ownLevels(
    db: Kysely<Database>,
    planId: string,
  ): Promise<Partial<Record<ServiceLevelCaseType, OwnServiceLevels>>> {
    return ownServiceLevelsOf(db, planId);
  }

  /** Stores the plan's own `levels` for `type` at `at`, over any it had. */
  async setOwn(
    trx: Transaction<Database>,
    planId: string,
    type: ServiceLevelCaseType,
    levels: ServiceLevels,
    at: string,
  ): Promise<void> {
    const values = {
      first_response_business_days: levels.firstResponseDays,
      resolution_business_days: levels.resolutionDays,
      extension_business_days: levels.extensionDays,
      updated_at: at,
    };
    // One statement, so two admins saving at once both succeed (the last one's levels stay).
    await trx
      .insertInto('plan_service_levels')
      .values({ plan_id: planId, record_type: type, ...values })
      .onConflict((conflict) => conflict.columns(['plan_id', 'record_type']).doUpdateSet(values))
      .execute();
  }

  /** Removes the plan's own levels for `type`: its cases use the defaults. */
  async useDefaults(trx: Transaction<Database>, planId: string, type: ServiceLevelCaseType): Promise<void> {
    await trx
      .deleteFrom('plan_service_levels')
      .where('plan_id', '=', planId)
      .where('record_type', '=', type)
      .execute();
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
