import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Member claims (issue 32, docs/decisions/0114-member-claims.md):
 * - `plan_designs`: one plan's benefit design for one plan year (the calendar year the plan year
 *   starts in; the start month is `plans.plan_year_start_month`): the Medicare multiple per claim
 *   type, deductible and out-of-pocket maximum for one person and for a family, the member's
 *   coinsurance in percent and optional copays, US dollars. Loaded by
 *   `npm run import:plan-designs` (idempotent on plan and year).
 * - `claims` gains what a claims extract carries: the patient's own member id and relationship to
 *   the subscriber, the billing provider's NPI and TIN, the CMS place-of-service code, the billing
 *   class, the claim status with its denial reason and decision date, and the member's cost share
 *   split into deductible, coinsurance and copay. Every new column is optional for old rows and
 *   files: a claim without a patient member id is the subscriber's, without a status it is paid.
 * Frozen once landed.
 */
export function memberClaims(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('plan_designs')
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('plan_year', 'integer', (c) => c.notNull())
        .addColumn('multiple_inpatient', 'double precision', (c) => c.notNull())
        .addColumn('multiple_outpatient', 'double precision', (c) => c.notNull())
        .addColumn('multiple_professional', 'double precision', (c) => c.notNull())
        .addColumn('deductible_individual', 'double precision', (c) => c.notNull())
        .addColumn('deductible_family', 'double precision', (c) => c.notNull())
        .addColumn('oop_max_individual', 'double precision', (c) => c.notNull())
        .addColumn('oop_max_family', 'double precision', (c) => c.notNull())
        .addColumn('coinsurance_percent', 'double precision', (c) => c.notNull())
        .addColumn('copay_primary_care', 'double precision')
        .addColumn('copay_specialist', 'double precision')
        .addColumn('copay_urgent_care', 'double precision')
        .addColumn('copay_emergency', 'double precision')
        .addColumn('is_synthetic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source_file', 'text')
        .addColumn('imported_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('plan_designs_pk', ['plan_id', 'plan_year'])
        .execute();

      const claimColumns: [string, 'text' | 'double precision', boolean][] = [
        ['patient_member_id', 'text', false],
        ['patient_relationship', 'text', false],
        ['billing_provider_npi', 'text', false],
        ['billing_provider_tin', 'text', false],
        ['place_of_service', 'text', false],
        ['billing_class', 'text', false],
        ['denial_reason', 'text', false],
        ['decided_on', 'text', false],
      ];
      for (const [name, type] of claimColumns) {
        await db.schema.alterTable('claims').addColumn(name, type).execute();
      }
      await db.schema
        .alterTable('claims')
        .addColumn('claim_status', 'text', (c) => c.notNull().defaultTo('paid'))
        .execute();
      for (const name of ['deductible_amount', 'coinsurance_amount', 'copay_amount']) {
        await db.schema
          .alterTable('claims')
          .addColumn(name, 'double precision', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      // My Claims lists one plan's claims of the people a member may see, newest service first.
      await db.schema
        .createIndex('claims_plan_patient_service')
        .on('claims')
        .columns(['plan_id', 'patient_member_id', 'service_date_from'])
        .execute();
    },
  };
}
