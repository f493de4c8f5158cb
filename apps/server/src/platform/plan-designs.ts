import type { Kysely, Selectable } from 'kysely';
import { type PlanBenefitDesign, planBenefitDesignOfRow } from '@medivi/domain';
import type { Database, PlanDesignsTable } from '../db/schema.js';

/** A stored design in the domain's shape: the file's columns, the flag stored as 0 or 1. */
function designOfRow(row: Selectable<PlanDesignsTable>): PlanBenefitDesign {
  return planBenefitDesignOfRow({ ...row, is_synthetic: row.is_synthetic === 1 }, row.plan_id);
}

/**
 * Reads of the plans' benefit designs (table `plan_designs`, loaded by
 * `npm run import:plan-designs`; docs/decisions/0114). Kysely only, the same SQL on both engines;
 * who may see a plan is the caller's to check.
 */
export class PlanDesignsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The design of plan `planId` for the plan year starting in calendar year `planYear`, or null
   * when none was imported (the reply then says 'not available' rather than guessing).
   */
  async designOf(planId: string, planYear: number): Promise<PlanBenefitDesign | null> {
    const row = await this.db
      .selectFrom('plan_designs')
      .selectAll()
      .where('plan_id', '=', planId)
      .where('plan_year', '=', planYear)
      .executeTakeFirst();
    return row === undefined ? null : designOfRow(row);
  }

  /**
   * Every design of the plans `planIds`, all their plan years, ordered by plan id then plan year;
   * a plan without a design has none in the list. An empty `planIds` reads nothing.
   */
  async designsOf(planIds: readonly string[]): Promise<PlanBenefitDesign[]> {
    if (planIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('plan_designs')
      .selectAll()
      .where('plan_id', 'in', [...new Set(planIds)])
      .orderBy('plan_id')
      .orderBy('plan_year')
      .execute();
    return rows.map(designOfRow);
  }
}
