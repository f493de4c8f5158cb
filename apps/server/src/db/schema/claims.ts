import type { ColumnType } from 'kysely';
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
  /**
   * The claim's first case (the reports read it); every case filed about the claim is in
   * `claim_cases` (migration 0015).
   */
  case_id: string | null;
  is_synthetic: Flag;
  source_file: string | null;
  imported_at: Timestamp;
  /**
   * The patient's own member id on the plan's eligibility record (migration 0014); null on
   * claims loaded before it: the subscriber (`member_id`) is the patient.
   */
  patient_member_id: string | null;
  /** The patient's relationship to the subscriber: see `claimPatientRelationships`; null as above. */
  patient_relationship: string | null;
  /** NPI of the billing provider (10 digits). */
  billing_provider_npi: string | null;
  /** TIN the provider bills under: its EIN (9 digits), or null where it bills under an SSN. */
  billing_provider_tin: string | null;
  /** CMS place-of-service code, two digits ('11' office, '21' inpatient hospital, …). */
  place_of_service: string | null;
  /** 'professional' (CMS-1500 / 837P) or 'institutional' (UB-04 / 837I). */
  billing_class: string | null;
  /** 'paid', 'denied' or 'adjusted' ('paid' for claims loaded before migration 0014). */
  claim_status: ColumnType<string, string | undefined, string>;
  /** Why a denied claim was denied, in words a member reads. */
  denial_reason: string | null;
  /** The day the plan decided the claim (ISO); null: `received_on`. Starts the appeal window. */
  decided_on: string | null;
  /** The member's cost share, US dollars: deductible, coinsurance and copay (0 when not given). */
  deductible_amount: ColumnType<number, number | undefined, number>;
  coinsurance_amount: ColumnType<number, number | undefined, number>;
  copay_amount: ColumnType<number, number | undefined, number>;
}

/**
 * How many claims one plan holds (migration 0023, docs/decisions/0124): kept by triggers on
 * `claims`, so it always equals a count of the plan's claims; read, never written, by the portal.
 */
export interface PlanClaimCountsTable {
  plan_id: string;
  claims: number;
}

/**
 * A case filed about a claim (migration 0015, issue 32 item 6): a claim may have several over
 * time. Written only through `platform/claim-cases.ts`.
 */
export interface ClaimCasesTable {
  claim_id: string;
  case_id: string;
  /** When the link was made (a copied link: its case's creation). */
  created_at: Timestamp;
}

/**
 * One plan's benefit design for one plan year (migration 0014, issue 32 item 1): `plan_year` is
 * the calendar year the plan year starts in (its month is `plans.plan_year_start_month`). Amounts
 * are US dollars; `coinsurance_percent` is the member's share after the deductible (0–100); a
 * copay is null when the plan has none for that visit.
 */
export interface PlanDesignsTable {
  plan_id: string;
  plan_year: number;
  multiple_inpatient: number;
  multiple_outpatient: number;
  multiple_professional: number;
  deductible_individual: number;
  deductible_family: number;
  oop_max_individual: number;
  oop_max_family: number;
  coinsurance_percent: number;
  copay_primary_care: number | null;
  copay_specialist: number | null;
  copay_urgent_care: number | null;
  copay_emergency: number | null;
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
