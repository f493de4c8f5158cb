import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Repriced claims and report publication (issue 19, docs/decisions/0105-reports.md):
 * - `claims`: one repriced claim (claim id as the file gives it) of a plan: member and patient,
 *   provider (NPI for professionals, CCN for facilities), service dates, claim type and code,
 *   billed, allowed at the plan's Medicare multiple, paid, Medicare equivalent and the
 *   balance-billed amount, in US dollars; `received_on` is the day the claim was repriced (the
 *   month a report counts it in); the case it belongs to, if any. Loaded by
 *   `npm run import:claims` (idempotent on the claim id).
 * - `plans.plan_year_start_month`: the month (1-12) a plan's year starts, for the plan-year
 *   halves of the plan-health report (January when unknown).
 * - `report_publications`: the months published, newest is `lastPublished`.
 * - `report_snapshots`: the figures of one report page for one plan and one published month,
 *   frozen as JSON when the month is published and never changed afterwards.
 * Frozen once landed.
 */
export function claimsReports(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('plans')
        .addColumn('plan_year_start_month', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('claims')
        .addColumn('claim_id', 'text', (c) => c.primaryKey())
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('member_id', 'text', (c) => c.notNull())
        .addColumn('patient_name', 'text', (c) => c.notNull())
        .addColumn('provider_npi', 'text')
        .addColumn('provider_ccn', 'text')
        .addColumn('provider_name', 'text', (c) => c.notNull())
        .addColumn('provider_state', 'text')
        .addColumn('claim_type', 'text', (c) => c.notNull())
        .addColumn('code_type', 'text')
        .addColumn('code', 'text')
        .addColumn('service_date_from', 'text', (c) => c.notNull())
        .addColumn('service_date_to', 'text', (c) => c.notNull())
        .addColumn('received_on', 'text', (c) => c.notNull())
        .addColumn('billed', 'double precision', (c) => c.notNull())
        .addColumn('allowed', 'double precision', (c) => c.notNull())
        .addColumn('paid', 'double precision', (c) => c.notNull())
        .addColumn('medicare_equivalent', 'double precision', (c) => c.notNull())
        .addColumn('balance_billed', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('case_id', 'text', (c) => c.references('cases.id').onDelete('set null'))
        .addColumn('is_synthetic', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source_file', 'text')
        .addColumn('imported_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('claims_plan_received')
        .on('claims')
        .columns(['plan_id', 'received_on'])
        .execute();
      await db.schema
        .createIndex('claims_plan_service')
        .on('claims')
        .columns(['plan_id', 'service_date_from'])
        .execute();
      await db.schema.createIndex('claims_case').on('claims').column('case_id').execute();
      await db.schema.createIndex('claims_member').on('claims').columns(['member_id', 'plan_id']).execute();

      await db.schema
        .createTable('report_publications')
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('published_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('report_publications_pk', ['year', 'month'])
        .execute();

      await db.schema
        .createTable('report_snapshots')
        .addColumn('report_name', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('month', 'integer', (c) => c.notNull())
        .addColumn('figures', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('report_snapshots_pk', ['report_name', 'page', 'plan_id', 'year', 'month'])
        .execute();
    },
  };
}
