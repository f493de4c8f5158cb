import type { Flag, Timestamp } from './columns.js';

/**
 * One repriced claim of a plan (migration 0011, issue 19). Amounts are US dollars with cents;
 * dates are ISO (yyyy-mm-dd). `received_on` is the day the claim was repriced: the month a
 * report counts it in.
 */
export interface ClaimsTable {
  claim_id: string;
  plan_id: string;
  /** The member's id on the plan's eligibility record (the subscriber's). */
  member_id: string;
  patient_name: string;
  /** NPI of a professional claim's provider. */
  provider_npi: string | null;
  /** CCN of a facility claim's hospital (six characters, leading zeros kept). */
  provider_ccn: string | null;
  provider_name: string;
  /** USPS state code of the provider. */
  provider_state: string | null;
  claim_type: 'inpatient' | 'outpatient' | 'professional';
  /** 'DRG', 'APC' or 'HCPCS'. */
  code_type: string | null;
  code: string | null;
  service_date_from: string;
  service_date_to: string;
  received_on: string;
  billed: number;
  /** Allowed under the plan's Medicare multiple. */
  allowed: number;
  paid: number;
  medicare_equivalent: number;
  balance_billed: number;
  case_id: string | null;
  is_synthetic: Flag;
  source_file: string | null;
  imported_at: Timestamp;
}

/** A published report month (migration 0011); the newest row is `lastPublished`. */
export interface ReportPublicationsTable {
  year: number;
  month: number;
  published_at: Timestamp;
}

/** The frozen figures (JSON) of one report page for one plan and one published month. */
export interface ReportSnapshotsTable {
  report_name: string;
  page: string;
  plan_id: string;
  year: number;
  month: number;
  figures: string;
  created_at: Timestamp;
}
