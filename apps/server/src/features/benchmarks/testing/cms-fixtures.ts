import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import {
  type AreaRow,
  type CostReportRow,
  inpatientFy2011File,
  type InpatientRow,
  type QualityRow,
} from './cms-rows.js';

const now = () => new Date().toISOString();

/**
 * Inserts FY2011 inpatient rows as the importer writes them: each hospital (CCN) and DRG once, and
 * one fact per row (data year 2011, no place of service, billed = average covered charges).
 */
export async function insertInpatientRows(
  db: Kysely<Database>,
  rows: readonly InpatientRow[],
  year = 2011,
): Promise<void> {
  const at = now();
  for (const ccn of new Set(rows.map((row) => row.ccn))) {
    const row = rows.find((candidate) => candidate.ccn === ccn);
    if (row === undefined) continue;
    await db
      .insertInto('benchmark_providers')
      .values({
        provider_id: ccn,
        provider_kind: 'hospital',
        name: row.name,
        address: row.street,
        city: row.city,
        state: row.state,
        zip: row.zip,
        specialty: null,
        source: inpatientFy2011File,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('provider_id').doNothing())
      .execute();
  }
  for (const drg of new Set(rows.map((row) => row.drg))) {
    const description = rows.find((row) => row.drg === drg)?.description ?? '';
    await db
      .insertInto('benchmark_codes')
      .values({ code_type: 'DRG', code: drg, description, source: inpatientFy2011File, updated_at: at })
      .onConflict((oc) => oc.columns(['code_type', 'code']).doNothing())
      .execute();
  }
  for (const row of rows) {
    await db
      .insertInto('benchmark_facts')
      .values({
        provider_id: row.ccn,
        claim_type: 'inpatient',
        code_type: 'DRG',
        code: row.drg,
        data_year: year,
        place_of_service: '',
        count: row.discharges,
        beneficiaries: null,
        billed_avg: row.billed,
        allowed_avg: null,
        medicare_avg: row.medicare,
        total_payment_avg: row.totalPayment,
        source_file: inpatientFy2011File,
        updated_at: at,
      })
      .execute();
  }
}

/** Inserts cost reports of one report year. */
export async function insertCostReports(
  db: Kysely<Database>,
  year: number,
  rows: readonly CostReportRow[],
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('hospital_cost_reports')
      .values({
        ccn: row.ccn,
        report_year: year,
        fiscal_year_begin: row.fiscalYearBegin,
        fiscal_year_end: row.fiscalYearEnd,
        beds: row.beds,
        total_charges: row.totalCharges,
        inpatient_charges: row.inpatientCharges,
        outpatient_charges: row.outpatientCharges,
        total_costs: row.totalCosts,
        total_patient_revenue: row.totalPatientRevenue,
        patient_discounts: row.patientDiscounts,
        net_patient_revenue: row.netPatientRevenue,
        operating_expenses: row.operatingExpenses,
        net_income: row.netIncome,
        cost_to_charge_ratio: row.costToChargeRatio,
        source_file: `hospital-cost-report-${String(year)}.csv.gz`,
        updated_at: now(),
      })
      .execute();
  }
}

/** Inserts HVBP total performance score rows. */
export async function insertQuality(db: Kysely<Database>, rows: readonly QualityRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('hospital_quality')
      .values({
        ccn: row.ccn,
        fiscal_year: row.fiscalYear,
        total_performance_score: row.totalPerformanceScore,
        clinical_outcomes: row.clinicalOutcomes,
        person_and_community_engagement: row.personAndCommunityEngagement,
        safety: row.safety,
        efficiency_and_cost_reduction: row.efficiencyAndCostReduction,
        source_file: `hvbp-total-performance-score-fy${String(row.fiscalYear)}.csv`,
        updated_at: now(),
      })
      .execute();
  }
}

/** Inserts by-geography rows of one year. */
export async function insertAreaRows(
  db: Kysely<Database>,
  year: number,
  rows: readonly AreaRow[],
): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('benchmark_area_facts')
      .values({
        area: row.area,
        claim_type: 'inpatient',
        code_type: 'DRG',
        code: row.drg,
        data_year: year,
        count: row.discharges,
        billed_avg: row.billed,
        medicare_avg: row.medicare,
        total_payment_avg: row.totalPayment,
        source_file: `inpatient-by-geography-and-drg-${String(year)}.csv.gz`,
        updated_at: now(),
      })
      .execute();
  }
}
