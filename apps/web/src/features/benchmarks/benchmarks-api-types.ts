/**
 * Request and reply shapes of the benchmarks calls (analysis-reports-admin spec §3 Benchmarks, §7;
 * the issue 17 contract). They mirror the contract field for field so that this one file can be
 * swapped for the `@medivi/domain` benchmarks exports once those land. Money is in US dollars,
 * ratios are plain numbers; `null` means 'not available' (never 0 for a missing figure).
 */

/** The claim types in the order the options list them (spec §9). */
export const claimTypes = ['Inpatient', 'Outpatient', 'Professional'] as const;
export type ClaimType = (typeof claimTypes)[number];

/** Outpatient code types (spec §5); APC is the default (issue 17: the only one with public data). */
export const outpatientCodeTypes = ['Diagnosis', 'HCPCS', 'APC'] as const;
export type OutpatientCodeType = (typeof outpatientCodeTypes)[number];

/** Professional code types (spec §5), HCPCS by default (spec §9). */
export const professionalCodeTypes = ['Diagnosis', 'HCPCS'] as const;
export type ProfessionalCodeType = (typeof professionalCodeTypes)[number];

/** A chosen provider, state or code of the data selection panel (spec §3 selection item). */
export interface SelectionItem {
  /** CCN or NPI for a provider, the state code for a state, the code for a procedure. */
  id: string;
  name: string;
  type: 'provider' | 'state' | 'DRG' | 'APC' | 'HCPCS';
  /** How many facts the option has given the other selection. */
  matches: number;
}

/** Body of POST /api/chart. */
export interface ChartRequest {
  providerSelections: SelectionItem[];
  procedureSelections: SelectionItem[];
  claimType: ClaimType;
  outpatientCodeType: OutpatientCodeType;
  professionalCodeType: ProfessionalCodeType;
  /** The data year; the server picks the newest year with data when absent. */
  dataYear?: number;
}

/** The figures of one bar: averages in USD, ratios plain, claims a count, quality a score. */
export interface BarValues {
  billedAvg: number | null;
  costAvg: number | null;
  medicareAvg: number | null;
  numClaims: number | null;
  quality: number | null;
  costRatio: number | null;
  medicareRatio: number | null;
}

/** One included provider of the chart: weighted figures in `values`, simple ones in `simple`. */
export interface ChartBar {
  providerID: string;
  name: string;
  values: BarValues;
  simple: BarValues;
}

/** A reference line, such as the state or national average Medicare payment (USD). */
export interface ChartLine {
  key: string;
  label: string;
  value: number | null;
  /** 'US' or a state code. */
  area?: string;
  measure?: 'billedAvg' | 'medicareAvg';
  dataYear?: number;
}

/** Where the chart's figures come from. */
export interface ChartMeta {
  claimType: ClaimType;
  codeType: string;
  dataYear: number | null;
  availableYears: number[];
  /** File names of every figure shown. */
  sources: string[];
  costReportYear: number | null;
  qualityFiscalYear: number | null;
  /** Set (and everything else empty) when no public file has data for the code type. */
  noDataSource: string | null;
  /** Where the reference lines come from, when they differ from the bars (e.g. their year). */
  linesNote?: string | null;
}

/** Per-code figures of a provider. */
export interface ProcedureStat {
  code: string;
  description: string;
  numClaims: number | null;
  billedAvg: number | null;
  medicareAvg: number | null;
  costAvg: number | null;
  included: boolean;
}

/** Simple or weighted aggregate over the selected codes (spec §3). */
export interface Aggregate {
  billedAvg: number | null;
  costAvg: number | null;
  medicareAvg: number | null;
  lengthOfStayAvg: number | null;
  numClaims: number | null;
  costRatio: number | null;
  medicareRatio: number | null;
  billedStdDev: number | null;
  costStdDev: number | null;
  medicareStdDev: number | null;
}

/** A provider of the chart's data. */
export interface BenchmarkProvider {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  quality: number | null;
  costReportYear?: number | null;
  procedures: ProcedureStat[];
  simpleAggregate: Aggregate;
  weightedAggregate: Aggregate;
}

/** Reply of POST /api/chart. */
export interface ChartReply {
  bars: ChartBar[];
  lines: ChartLine[];
  meta: ChartMeta;
  providerData: {
    providers: BenchmarkProvider[];
    /** 'exclusionType - provider name', e.g. 'lowData - NAME'. */
    excludedProviders: string[];
  };
}

/** Body of POST /api/autocomplete/{query}; the reply is at most 25 `SelectionItem`s. */
export interface AutocompleteBody {
  providerIDs: string[];
  codes: string[];
  codeType: string;
  claimType: ClaimType;
  autocompleteType: 'provider' | 'procedure';
}

/** Body of POST /api/providerDetail. */
export interface ProviderDetailBody {
  providerID: string;
  claimType: ClaimType;
}

/** A taxonomy of a professional. */
export interface Taxonomy {
  category: string;
  title: string;
}

/** The provider's directory and cost-report facts; dates are ISO `YYYY-MM-DD` or null. */
export interface ProviderInfo {
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  type: 'hospital' | 'professional' | null;
  numBeds: number | null;
  providerID: string;
  inpatientFYEndDate: string | null;
  outpatientFYEndDate: string | null;
  professionalFYEndDate: string | null;
  costReportFY: number | null;
  primaryTaxonomy: Taxonomy | null;
  secondaryTaxonomies: Taxonomy[];
}

/** One transplant group of a cost report. */
export interface TransplantGroup {
  type?: string;
  name?: string;
  cost: number | null;
  charges: number | null;
  live: number | null;
  cadaver: number | null;
}

/**
 * The hospital-wide cost-report figures (USD). Departmental cost-to-charge ratios and cost-centre
 * groups travel as further keys; each `null` one shows 'No data available'.
 */
export interface CostReport {
  providerNumber: string;
  reportYear?: number;
  /** ISO date of the report's fiscal year end. */
  fiscalYearEnd?: string | null;
  /** The HCRIS file the figures come from. */
  sourceFile?: string;
  totalCharge: number | null;
  totalCost: number | null;
  netIncome: number | null;
  patientRevenue: number | null;
  patientDiscounts: number | null;
  operatingExpenses: number | null;
  transplants: TransplantGroup[];
  [departmental: string]: unknown;
}

/** HVBP scores; 0 or null shows 'not available'. */
export interface ProviderQuality {
  totalPerformanceScore: number | null;
  clinicalCare: number | null;
  careCoordination: number | null;
  safety: number | null;
  efficiency: number | null;
  personAndCommunityEngagement?: number | null;
  fiscalYear: number | null;
  /** The HVBP file the scores come from. */
  sourceFile?: string;
}

/** Reply of POST /api/providerDetail. */
export interface ProviderDetailReply {
  info: ProviderInfo;
  costreport: CostReport | null;
  quality: ProviderQuality | null;
  inpatientBilledToMedicare: number | null;
  outpatientBilledToMedicare: number | null;
}

/** Body and reply of GET/PUT /api/benchmarks/selections/{claimType}. */
export interface SavedSelections {
  providerSelections: SelectionItem[];
  procedureSelections: SelectionItem[];
}
