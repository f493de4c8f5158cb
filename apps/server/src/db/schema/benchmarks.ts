import type { Timestamp } from './columns.js';

/**
 * A provider of the CMS price files (migration 0009): a hospital by CCN (`provider_kind`
 * 'hospital') or a professional by NPI ('professional').
 */
export interface BenchmarkProvidersTable {
  provider_id: string;
  provider_kind: 'hospital' | 'professional';
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** Professionals: the file's provider type or specialty. */
  specialty: string | null;
  source: string;
  updated_at: Timestamp;
}

/** A DRG, APC or HCPCS code with its publisher's description. */
export interface BenchmarkCodesTable {
  code_type: 'DRG' | 'APC' | 'HCPCS';
  code: string;
  description: string;
  source: string;
  updated_at: Timestamp;
}

/**
 * One provider's figures for one code in one data year (CMS price files). Averages are US dollars
 * per discharge (inpatient) or per service; null when the file does not give the figure.
 */
export interface BenchmarkFactsTable {
  provider_id: string;
  claim_type: 'inpatient' | 'outpatient' | 'professional';
  code_type: 'DRG' | 'APC' | 'HCPCS';
  code: string;
  data_year: number;
  /** 'F' facility or 'O' office in the professional PUF layouts; '' when the file has none. */
  place_of_service: string;
  /** Discharges (inpatient) or services. */
  count: number;
  beneficiaries: number | null;
  billed_avg: number | null;
  allowed_avg: number | null;
  medicare_avg: number | null;
  total_payment_avg: number | null;
  source_file: string;
  updated_at: Timestamp;
}

/** The same figures per state (two letters) or nationally ('US'), from the by-geography files. */
export interface BenchmarkAreaFactsTable {
  area: string;
  claim_type: 'inpatient' | 'outpatient' | 'professional';
  code_type: 'DRG' | 'APC' | 'HCPCS';
  code: string;
  data_year: number;
  count: number;
  billed_avg: number | null;
  medicare_avg: number | null;
  total_payment_avg: number | null;
  source_file: string;
  updated_at: Timestamp;
}

/** Hospital Value-Based Purchasing scores of one hospital in one fiscal year (0–100 points). */
export interface HospitalQualityTable {
  ccn: string;
  fiscal_year: number;
  total_performance_score: number | null;
  clinical_outcomes: number | null;
  person_and_community_engagement: number | null;
  safety: number | null;
  efficiency_and_cost_reduction: number | null;
  source_file: string;
  updated_at: Timestamp;
}

/** One HVBP measure of a domain file for one hospital and fiscal year. */
export interface HospitalQualityMeasuresTable {
  ccn: string;
  fiscal_year: number;
  domain: string;
  measure: string;
  performance_rate: number | null;
  measure_score: number | null;
  source_file: string;
  updated_at: Timestamp;
}

/** HCRIS hospital cost report summary of one hospital for one report year (US dollars). */
export interface HospitalCostReportsTable {
  ccn: string;
  report_year: number;
  /** ISO dates (yyyy-mm-dd). */
  fiscal_year_begin: string | null;
  fiscal_year_end: string | null;
  beds: number | null;
  total_charges: number | null;
  inpatient_charges: number | null;
  outpatient_charges: number | null;
  total_costs: number | null;
  total_patient_revenue: number | null;
  patient_discounts: number | null;
  net_patient_revenue: number | null;
  operating_expenses: number | null;
  net_income: number | null;
  cost_to_charge_ratio: number | null;
  source_file: string;
  updated_at: Timestamp;
}

/** An analyst's saved benchmark selections for one claim type (JSON of the chart request parts). */
export interface BenchmarkSelectionsTable {
  user_id: string;
  claim_type: string;
  selection: string;
  updated_at: Timestamp;
}

/**
 * The default Medicare ratio (billed ÷ Medicare payment) of one state and category (migration
 * 0010): derived from the CMS facts after every benchmark import ('cms', with its file and data
 * year), else the spec's example ('spec-example') or overall default ('spec-default').
 */
export interface StateMedicareRatiosTable {
  /** USPS code of one of the 50 states or DC. */
  state: string;
  category: 'inpatient' | 'outpatient' | 'professional';
  ratio: number;
  source: 'cms' | 'spec-example' | 'spec-default';
  data_year: number | null;
  source_file: string | null;
  note: string | null;
  updated_at: Timestamp;
}

/** An author's saved cost-comparison analysis (migration 0010): the analysis state as JSON text. */
export interface CostComparisonAnalysesTable {
  analysis_id: string;
  user_id: string;
  plan_name: string;
  state: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}
