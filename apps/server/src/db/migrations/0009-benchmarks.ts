import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Benchmarks (issue 17, docs/decisions/0102-benchmarks-data.md): the CMS price, quality and cost
 * report files, imported into one fact table with provider and code dimensions.
 * - `benchmark_providers`: a hospital (CCN, 6 characters, leading zeros restored) or a
 *   professional (NPI, 10 digits) as the price files name it.
 * - `benchmark_codes`: DRG, APC and HCPCS codes with the publisher's description.
 * - `benchmark_facts`: one row per provider, claim type, code, data year and place of service
 *   ('' when the file has none): the count (discharges or services), beneficiaries when given,
 *   and per-unit averages in US dollars (billed = submitted or covered charges, allowed, Medicare
 *   payment, total payment); a figure the file lacks is null, never zero. `source_file` names the
 *   file a figure came from.
 * - `benchmark_area_facts`: the same figures per state or for the nation (`area` = two-letter
 *   state or 'US'), from the by-geography files.
 * - `hospital_quality`: HVBP total performance score and domain scores per CCN and fiscal year.
 * - `hospital_quality_measures`: the measure-level HVBP domain files, one row per measure.
 * - `hospital_cost_reports`: the HCRIS summary per CCN and report year (hospital-wide figures).
 * - `benchmark_selections`: an analyst's saved selections per claim type (JSON text).
 * Frozen once landed.
 */
export function benchmarks(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const real = 'double precision';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('benchmark_providers')
        .addColumn('provider_id', 'text', (c) => c.primaryKey())
        .addColumn('provider_kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('city', 'text')
        .addColumn('state', 'text')
        .addColumn('zip', 'text')
        .addColumn('specialty', 'text')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('benchmark_providers_state')
        .on('benchmark_providers')
        .columns(['provider_kind', 'state'])
        .execute();

      await db.schema
        .createTable('benchmark_codes')
        .addColumn('code_type', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('benchmark_codes_pk', ['code_type', 'code'])
        .execute();

      await db.schema
        .createTable('benchmark_facts')
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('claim_type', 'text', (c) => c.notNull())
        .addColumn('code_type', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('data_year', 'integer', (c) => c.notNull())
        .addColumn('place_of_service', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('beneficiaries', 'integer')
        .addColumn('billed_avg', real)
        .addColumn('allowed_avg', real)
        .addColumn('medicare_avg', real)
        .addColumn('total_payment_avg', real)
        .addColumn('source_file', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('benchmark_facts_pk', [
          'provider_id',
          'claim_type',
          'code_type',
          'code',
          'data_year',
          'place_of_service',
        ])
        .execute();
      await db.schema
        .createIndex('benchmark_facts_code')
        .on('benchmark_facts')
        .columns(['claim_type', 'code_type', 'code', 'data_year'])
        .execute();

      await db.schema
        .createTable('benchmark_area_facts')
        .addColumn('area', 'text', (c) => c.notNull())
        .addColumn('claim_type', 'text', (c) => c.notNull())
        .addColumn('code_type', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('data_year', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('billed_avg', real)
        .addColumn('medicare_avg', real)
        .addColumn('total_payment_avg', real)
        .addColumn('source_file', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('benchmark_area_facts_pk', [
          'area',
          'claim_type',
          'code_type',
          'code',
          'data_year',
        ])
        .execute();

      await db.schema
        .createTable('hospital_quality')
        .addColumn('ccn', 'text', (c) => c.notNull())
        .addColumn('fiscal_year', 'integer', (c) => c.notNull())
        .addColumn('total_performance_score', real)
        .addColumn('clinical_outcomes', real)
        .addColumn('person_and_community_engagement', real)
        .addColumn('safety', real)
        .addColumn('efficiency_and_cost_reduction', real)
        .addColumn('source_file', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('hospital_quality_pk', ['ccn', 'fiscal_year'])
        .execute();

      await db.schema
        .createTable('hospital_quality_measures')
        .addColumn('ccn', 'text', (c) => c.notNull())
        .addColumn('fiscal_year', 'integer', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('measure', 'text', (c) => c.notNull())
        .addColumn('performance_rate', real)
        .addColumn('measure_score', real)
        .addColumn('source_file', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('hospital_quality_measures_pk', ['ccn', 'fiscal_year', 'domain', 'measure'])
        .execute();

      await db.schema
        .createTable('hospital_cost_reports')
        .addColumn('ccn', 'text', (c) => c.notNull())
        .addColumn('report_year', 'integer', (c) => c.notNull())
        .addColumn('fiscal_year_begin', 'text')
        .addColumn('fiscal_year_end', 'text')
        .addColumn('beds', 'integer')
        .addColumn('total_charges', real)
        .addColumn('inpatient_charges', real)
        .addColumn('outpatient_charges', real)
        .addColumn('total_costs', real)
        .addColumn('total_patient_revenue', real)
        .addColumn('patient_discounts', real)
        .addColumn('net_patient_revenue', real)
        .addColumn('operating_expenses', real)
        .addColumn('net_income', real)
        .addColumn('cost_to_charge_ratio', real)
        .addColumn('source_file', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('hospital_cost_reports_pk', ['ccn', 'report_year'])
        .execute();

      await db.schema
        .createTable('benchmark_selections')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('claim_type', 'text', (c) => c.notNull())
        .addColumn('selection', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('benchmark_selections_pk', ['user_id', 'claim_type'])
        .execute();
    },
  };
}
