import { type Kysely, sql } from 'kysely';
import type { PlanBenefitDesign } from '@medivi/domain';
import type { Database } from '../db/schema.js';

/** Rows per insert statement (17 columns: 1,700 parameters, under every engine's limit). */
const statementRows = 100;

/** Names per lookup statement. */
const lookupNames = 500;

/**
 * The ids of the plans of each of `names`, by exact name (decision 0114: a plan-design file names
 * plans as eligibility files do). A name no plan has maps to an empty list; two plans may share a
 * name, so a name can map to several ids.
 */
export async function planIdsByName(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<Map<string, string[]>> {
  const unique = [...new Set(names)];
  const ids = new Map<string, string[]>(unique.map((name) => [name, []]));
  for (let start = 0; start < unique.length; start += lookupNames) {
    const rows = await db
      .selectFrom('plans')
      .select(['id', 'name'])
      .where('name', 'in', unique.slice(start, start + lookupNames))
      .orderBy('id')
      .execute();
    for (const row of rows) ids.get(row.name)?.push(row.id);
  }
  return ids;
}

/**
 * Writes plan designs in one transaction, so a failure leaves every design as it was: a design
 * for a plan and year not stored yet is inserted, one stored already is replaced when a figure or
 * the synthetic flag differs and left alone (its `source_file` and `imported_at` too) when none
 * does, so writing the same designs again changes nothing.
 * @returns the designs inserted or replaced.
 */
export async function writePlanDesigns(
  db: Kysely<Database>,
  designs: readonly PlanBenefitDesign[],
  options: { now: string; sourceFile: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let written = 0;
    for (let start = 0; start < designs.length; start += statementRows) {
      const result = await trx
        .insertInto('plan_designs')
        .values(
          designs.slice(start, start + statementRows).map((design) => ({
            plan_id: design.planId,
            plan_year: design.planYear,
            multiple_inpatient: design.medicareMultiples.inpatient,
            multiple_outpatient: design.medicareMultiples.outpatient,
            multiple_professional: design.medicareMultiples.professional,
            deductible_individual: design.deductible.individual,
            deductible_family: design.deductible.family,
            oop_max_individual: design.outOfPocketMax.individual,
            oop_max_family: design.outOfPocketMax.family,
            coinsurance_percent: design.coinsurancePercent,
            copay_primary_care: design.copays.primaryCare,
            copay_specialist: design.copays.specialist,
            copay_urgent_care: design.copays.urgentCare,
            copay_emergency: design.copays.emergency,
            is_synthetic: design.isSynthetic ? 1 : 0,
            source_file: options.sourceFile,
            imported_at: options.now,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['plan_id', 'plan_year'])
            .doUpdateSet((eb) => ({
              multiple_inpatient: eb.ref('excluded.multiple_inpatient'),
              multiple_outpatient: eb.ref('excluded.multiple_outpatient'),
              multiple_professional: eb.ref('excluded.multiple_professional'),
              deductible_individual: eb.ref('excluded.deductible_individual'),
              deductible_family: eb.ref('excluded.deductible_family'),
              oop_max_individual: eb.ref('excluded.oop_max_individual'),
              oop_max_family: eb.ref('excluded.oop_max_family'),
              coinsurance_percent: eb.ref('excluded.coinsurance_percent'),
              copay_primary_care: eb.ref('excluded.copay_primary_care'),
              copay_specialist: eb.ref('excluded.copay_specialist'),
              copay_urgent_care: eb.ref('excluded.copay_urgent_care'),
              copay_emergency: eb.ref('excluded.copay_emergency'),
              is_synthetic: eb.ref('excluded.is_synthetic'),
              source_file: eb.ref('excluded.source_file'),
              imported_at: eb.ref('excluded.imported_at'),
            }))
            // Only designs that change are rewritten (both engines know IS DISTINCT FROM).
            .where(
              sql<boolean>`(plan_designs.multiple_inpatient, plan_designs.multiple_outpatient,
                plan_designs.multiple_professional, plan_designs.deductible_individual,
                plan_designs.deductible_family, plan_designs.oop_max_individual,
                plan_designs.oop_max_family, plan_designs.coinsurance_percent,
                plan_designs.copay_primary_care, plan_designs.copay_specialist,
                plan_designs.copay_urgent_care, plan_designs.copay_emergency, plan_designs.is_synthetic)
                is distinct from
                (excluded.multiple_inpatient, excluded.multiple_outpatient,
                excluded.multiple_professional, excluded.deductible_individual,
                excluded.deductible_family, excluded.oop_max_individual, excluded.oop_max_family,
                excluded.coinsurance_percent, excluded.copay_primary_care, excluded.copay_specialist,
                excluded.copay_urgent_care, excluded.copay_emergency, excluded.is_synthetic)`,
            ),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  });
}
