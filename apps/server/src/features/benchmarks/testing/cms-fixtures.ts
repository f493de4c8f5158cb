import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import {
  amountOf,
  type AreaRow,
  type CostReportRow,
  inpatientFy2011File,
  type InpatientRow,
  type QualityRow,
  readShippedRows,
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

export const professionalSampleFile = 'physician-by-provider-and-service-2023-sample.csv';

/** One professional's rows of the 2023 sample file (per HCPCS and place of service). */
export interface ProfessionalRow {
  npi: string;
  name: string;
  city: string;
  state: string;
  hcpcs: string;
  description: string;
  placeOfService: string;
  services: number;
  billed: number | null;
  allowed: number | null;
  medicare: number | null;
}

/** Reads the 2023 sample rows of one NPI and inserts them as professional facts (data year 2023). */
export async function insertProfessionalSample(
  db: Kysely<Database>,
  npi: string,
): Promise<ProfessionalRow[]> {
  const records = await readShippedRows(`cms/professional/${professionalSampleFile}`, (line) =>
    line.startsWith(`${npi},`),
  );
  const rows = records.map((record) => ({
    npi,
    name: `${(record['rndrng_prvdr_last_org_name'] ?? '').toUpperCase()}, ${(record['rndrng_prvdr_first_name'] ?? '').toUpperCase()}`,
    city: record['rndrng_prvdr_city'] ?? '',
    state: record['rndrng_prvdr_state_abrvtn'] ?? '',
    hcpcs: record['hcpcs_cd'] ?? '',
    description: record['hcpcs_desc'] ?? '',
    placeOfService: record['place_of_srvc'] ?? '',
    services: Math.round(amountOf(record['tot_srvcs']) ?? 0),
    billed: amountOf(record['avg_sbmtd_chrg']),
    allowed: amountOf(record['avg_mdcr_alowd_amt']),
    medicare: amountOf(record['avg_mdcr_pymt_amt']),
  }));
  const first = rows[0];
  if (first === undefined) throw new Error(`no sample rows for NPI ${npi}`);
  const at = now();
  await db
    .insertInto('benchmark_providers')
    .values({
      provider_id: npi,
      provider_kind: 'professional',
      name: first.name,
      address: null,
      city: first.city,
      state: first.state,
      zip: null,
      specialty: null,
      source: professionalSampleFile,
      updated_at: at,
    })
    .execute();
  for (const row of rows) {
    await db
      .insertInto('benchmark_codes')
      .values({
        code_type: 'HCPCS',
        code: row.hcpcs,
        description: row.description,
        source: professionalSampleFile,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['code_type', 'code']).doNothing())
      .execute();
    await db
      .insertInto('benchmark_facts')
      .values({
        provider_id: npi,
        claim_type: 'professional',
        code_type: 'HCPCS',
        code: row.hcpcs,
        data_year: 2023,
        place_of_service: row.placeOfService,
        count: row.services,
        beneficiaries: null,
        billed_avg: row.billed,
        allowed_avg: row.allowed,
        medicare_avg: row.medicare,
        total_payment_avg: null,
        source_file: professionalSampleFile,
        updated_at: at,
      })
      .execute();
  }
  return rows;
}

/** One professional fact of 2012 to insert: a per-state row (place '') or a PUF row (F/O). */
export interface Professional2012Fact {
  npi: string;
  name: string;
  state: string;
  hcpcs: string;
  placeOfService: string;
  services: number;
  billed: number | null;
  medicare: number | null;
  sourceFile: string;
}

/** Inserts 2012 professional facts (and the provider and code once). */
export async function insertProfessional2012(
  db: Kysely<Database>,
  facts: readonly Professional2012Fact[],
): Promise<void> {
  const at = now();
  for (const fact of facts) {
    await db
      .insertInto('benchmark_providers')
      .values({
        provider_id: fact.npi,
        provider_kind: 'professional',
        name: fact.name,
        address: null,
        city: null,
        state: fact.state,
        zip: null,
        specialty: null,
        source: fact.sourceFile,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('provider_id').doNothing())
      .execute();
    await db
      .insertInto('benchmark_facts')
      .values({
        provider_id: fact.npi,
        claim_type: 'professional',
        code_type: 'HCPCS',
        code: fact.hcpcs,
        data_year: 2012,
        place_of_service: fact.placeOfService,
        count: fact.services,
        beneficiaries: null,
        billed_avg: fact.billed,
        allowed_avg: null,
        medicare_avg: fact.medicare,
        total_payment_avg: null,
        source_file: fact.sourceFile,
        updated_at: at,
      })
      .execute();
  }
}
