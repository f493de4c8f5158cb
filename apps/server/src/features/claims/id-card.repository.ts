import type { Kysely } from 'kysely';
import type { MedicareMultiples } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { type HeldRecord, recordsHeldBy } from '../../platform/member-links/held-records.js';

/** The facts of a plan an ID card and the provider notice print: no member data. */
export interface IdCardPlan {
  id: string;
  name: string;
  /** Month (1–12) the plan year starts. */
  planYearStartMonth: number;
  isSynthetic: boolean;
}

/** A plan year's Medicare multiples from its benefit design, and whether the design is demo data. */
export interface IdCardDesign {
  medicareMultiples: MedicareMultiples;
  isSynthetic: boolean;
}

/**
 * What ID cards read (issue 32 item 5): the people an account holds, only through
 * `platform/member-links/` (the one owner of `member_links`), the plans and the plan-year Medicare
 * multiples of `plan_designs`. Kysely only; no rule lives here.
 */
export class IdCardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The people `userId` holds (himself and his dependents) with records and plans, oldest link first. */
  recordsHeldBy(userId: string): Promise<HeldRecord[]> {
    return recordsHeldBy(this.db, userId);
  }

  /** The plans of `ids` (unknown ids left out), by id. */
  async plansByIds(ids: readonly string[]): Promise<Map<string, IdCardPlan>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('plans')
      .select(['id', 'name', 'plan_year_start_month', 'is_synthetic'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, planOf(row)]));
  }

  /** The plan `id`, or undefined when there is none. */
  async planById(id: string): Promise<IdCardPlan | undefined> {
    return (await this.plansByIds([id])).get(id);
  }

  /** The benefit design of `planId` for `planYear` (the calendar year it starts in), or undefined. */
  async designOf(planId: string, planYear: number): Promise<IdCardDesign | undefined> {
    const row = await this.db
      .selectFrom('plan_designs')
      .select(['multiple_inpatient', 'multiple_outpatient', 'multiple_professional', 'is_synthetic'])
      .where('plan_id', '=', planId)
      .where('plan_year', '=', planYear)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      medicareMultiples: {
        inpatient: row.multiple_inpatient,
        outpatient: row.multiple_outpatient,
        professional: row.multiple_professional,
      },
      isSynthetic: row.is_synthetic === 1,
    };
  }
}

function planOf(row: {
  id: string;
  name: string;
  plan_year_start_month: number;
  is_synthetic: number;
}): IdCardPlan {
  return {
    id: row.id,
    name: row.name,
    planYearStartMonth: row.plan_year_start_month,
    isSynthetic: row.is_synthetic === 1,
  };
}
