import type { ColumnType } from 'kysely';
import type { ClaimsTable, ReportPublicationsTable, ReportSnapshotsTable } from './schema-claims.js';

/**
 * Table types of the portal database. Conventions, the same on SQLite and PostgreSQL
 * (docs/decisions/0002-portable-database.md):
 * - timestamps are ISO-8601 UTC strings in code (`timestamptz` on PostgreSQL, text on SQLite);
 * - booleans are integers 0/1;
 * - identifiers are text (UUIDs, NPIs, CCNs, zip codes).
 */
export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  audit_events: AuditEventsTable;
  plans: PlansTable;
  user_plans: UserPlansTable;
  zip_codes: ZipCodesTable;
  taxonomies: TaxonomiesTable;
  providers: ProvidersTable;
  hospitals: HospitalsTable;
  hospital_enrollments: HospitalEnrollmentsTable;
  provider_partner_plans: ProviderPartnerPlansTable;
  provider_experience: ProviderExperienceTable;
  provider_experience_history: ProviderExperienceHistoryTable;
  data_versions: DataVersionsTable;
  import_runs: ImportRunsTable;
  eligibility_records: EligibilityRecordsTable;
  member_links: MemberLinksTable;
  one_time_codes: OneTimeCodesTable;
  trusted_browsers: TrustedBrowsersTable;
  outbox_messages: OutboxMessagesTable;
  case_number_sequence: CaseNumberSequenceTable;
  cases: CasesTable;
  case_status_history: CaseStatusHistoryTable;
  case_attachments: CaseAttachmentsTable;
  case_events: CaseEventsTable;
  captcha_spent_tokens: CaptchaSpentTokensTable;
  notifications: NotificationsTable;
  invitations: InvitationsTable;
  access_requests: AccessRequestsTable;
  benchmark_providers: BenchmarkProvidersTable;
  benchmark_codes: BenchmarkCodesTable;
  benchmark_facts: BenchmarkFactsTable;
  benchmark_area_facts: BenchmarkAreaFactsTable;
  hospital_quality: HospitalQualityTable;
  hospital_quality_measures: HospitalQualityMeasuresTable;
  hospital_cost_reports: HospitalCostReportsTable;
  benchmark_selections: BenchmarkSelectionsTable;
  state_medicare_ratios: StateMedicareRatiosTable;
  cost_comparison_analyses: CostComparisonAnalysesTable;
  claims: ClaimsTable;
  report_publications: ReportPublicationsTable;
  report_snapshots: ReportSnapshotsTable;
}

/** 0 or 1. */
export type Flag = number;
/** ISO-8601 UTC timestamp. */
export type Timestamp = string;

export interface UsersTable {
  id: string;
  /** Lowercased. */
  email: string;
  full_name: string;
  /** argon2id PHC string; null until the account has a password. */
  password_hash: string | null;
  is_onboarding_complete: Flag;
  is_password_expired: Flag;
  is_deactivated: Flag;
  enable_notification: Flag;
  /** 'Limited Access' or null. */
  access_level: string | null;
  member_id: string | null;
  /** 1 for demo accounts made by the seed. */
  is_synthetic: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the e-mail link was followed; null until then. */
  email_verified_at: Timestamp | null;
  /** When the terms of service were agreed to at Create Account. */
  terms_accepted_at: Timestamp | null;
  /** When the password was last set. */
  password_changed_at: Timestamp | null;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session id; the id itself lives only in the signed cookie. */
  id: string;
  user_id: string | null;
  /** JSON of the session object. */
  data: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface AuditEventsTable {
  id: string;
  at: Timestamp;
  actor_user_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  /** JSON with non-PHI detail. */
  detail: string | null;
  /** The client address of the request (migration 0007; null on older rows and command-line events). */
  address: string | null;
  /** 'success', 'denied', 'refused' or 'failed' (migration 0007; null on older rows). */
  outcome: string | null;
}

export interface PlansTable {
  id: string;
  name: string;
  display_medivi_message: Flag;
  medivi_message: string | null;
  is_live: Flag;
  is_synthetic: Flag;
  created_at: Timestamp;
  /** Month (1-12) the plan year starts (migration 0011; 1 when unknown). */
  plan_year_start_month: ColumnType<number, number | undefined, number>;
}

export interface UserPlansTable {
  user_id: string;
  plan_id: string;
}

/** Zip centroids: GeoNames postal codes, completed by Census ZCTA centroids. */
export interface ZipCodesTable {
  zip: string;
  city: string | null;
  state: string | null;
  state_name: string | null;
  county: string | null;
  latitude: number;
  longitude: number;
  source: string;
}

/** NUCC Health Care Provider Taxonomy code set. */
export interface TaxonomiesTable {
  code: string;
  grouping: string | null;
  classification: string | null;
  specialization: string | null;
  display_name: string | null;
  section: string | null;
  definition: string | null;
}

/** One row per NPI, merged from every provider source file. */
export interface ProvidersTable {
  npi: string;
  /** '1' individual (Professional), '2' organization (Facility). */
  entity_type: string;
  organization_name: string | null;
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  credential: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  /** 5-digit zip of the practice location. */
  zip: string;
  zip_plus4: string | null;
  /** 10 digits or null. */
  phone: string | null;
  /** 'M', 'F' or null when no source states it. */
  gender: string | null;
  primary_taxonomy: string | null;
  /** Pipe-separated NUCC codes. */
  secondary_taxonomies: string | null;
  specialty_text: string | null;
  /** Base name of the last file that wrote the row. */
  source: string;
  updated_at: Timestamp;
}

/** CMS Hospital General Information, one row per CCN. */
export interface HospitalsTable {
  ccn: string;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county: string | null;
  phone: string | null;
  hospital_type: string | null;
  ownership: string | null;
  emergency_services: Flag | null;
  overall_rating: number | null;
  source: string;
  updated_at: Timestamp;
}

/** CMS Hospital Enrollments: links a CCN to an organization NPI. */
export interface HospitalEnrollmentsTable {
  enrollment_id: string;
  ccn: string | null;
  npi: string;
  organization_name: string | null;
  doing_business_as: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  practice_location_type: string | null;
  source: string;
  updated_at: Timestamp;
}

export interface ProviderPartnerPlansTable {
  npi: string;
  plan_id: string;
}

/** Provider-experience list kept by internal staff (cases spec §3). */
export interface ProviderExperienceTable {
  npi: string;
  provider_name: string | null;
  ein: string | null;
  entity_type: string | null;
  /** CAUTION, UNFRIENDLY or DELISTED. */
  recommendation: string;
  external_notes: string | null;
  internal_notes: string | null;
  active: Flag;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One insert or update of a provider-experience record (migration 0006, docs/decisions/0081). */
export interface ProviderExperienceHistoryTable {
  id: string;
  npi: string;
  /** 1 for the insert, then 2, 3… per NPI in commit order. */
  revision: number;
  /** 'insert' or 'update'. */
  action: string;
  changed_at: Timestamp;
  changed_by_user_id: string | null;
  /** Name and e-mail of the user as they were at the time of the change. */
  changed_by_name: string | null;
  changed_by_email: string | null;
  /** The record's fields as JSON before the change; null for an insert. */
  before_json: string | null;
  after_json: string;
}

/** Monotonic versions of data sets that caches depend on (for example 'providers'). */
export interface DataVersionsTable {
  name: string;
  version: number;
}

export interface ImportRunsTable {
  id: string;
  kind: string;
  /** Base name of the file. */
  file: string;
  /** SHA-256 of the file's first MiB and its size, to tell a changed file. */
  fingerprint: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  rows_read: number;
  rows_written: number;
  rows_rejected: number;
  status: string;
}

/**
 * One person on a plan's eligibility file (loaded by `npm run import:eligibility`). Names, IDs
 * are uppercased; `date_of_birth` is YYYY-MM-DD; `zip` 5 digits.
 */
export interface EligibilityRecordsTable {
  id: string;
  member_id: string;
  group_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  zip: string;
  plan_id: string;
  /** 'subscriber' | 'spouse' | 'child'. */
  relationship: string;
  /** The subscriber's member ID for spouses and children; null for subscribers. */
  subscriber_member_id: string | null;
  is_synthetic: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * An account's tie to an eligibility record. `id` is the sixDegPatientID the API shows.
 * `relationship`: 'self' (registration or ADD PLAN: the account holder) or 'dependent'.
 */
export interface MemberLinksTable {
  id: string;
  user_id: string;
  eligibility_id: string;
  relationship: string;
  created_at: Timestamp;
}

/**
 * A single-use code: e-mailed link codes and sign-in codes. Only the SHA-256 (hex) of the code is
 * kept. `purpose`: 'email-verification' | 'password-reset' | 'sign-in'.
 */
export interface OneTimeCodesTable {
  id: string;
  user_id: string;
  purpose: string;
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  failed_attempts: number;
  created_at: Timestamp;
}

/** A browser that passed MFA with 'remember me'; the cookie holds the token, we keep its hash. */
export interface TrustedBrowsersTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Counters behind human-readable numbers; row `case` numbers cases (docs/decisions/0050). */
export interface CaseNumberSequenceTable {
  name: string;
  value: number;
}

/**
 * A case (cases spec §3). `case_number` is `CS-000001`…; `channel` 'member' | 'client' | 'public';
 * `eligibility_id` is the patient's record (who may read the case follows from it);
 * `member_link_id` the sixDegPatientID chosen at filing. Provider description and submitter are
 * JSON; the searchable provider parts are columns. Amounts USD; `claim_dos_*` YYYY-MM-DD.
 */
export interface CasesTable {
  id: string;
  case_number: string;
  /** AccessIssue | BalanceBill | CallAhead | Appeal. */
  record_type: string;
  status: string | null;
  status_detail: string | null;
  channel: string;
  submitted_by_user_id: string | null;
  member_link_id: string | null;
  eligibility_id: string | null;
  plan_id: string | null;
  first_name: string | null;
  last_name: string | null;
  member_id: string | null;
  date_of_birth: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  preferred_contact: string | null;
  new_patient: Flag | null;
  group_id: string | null;
  plan_name: string | null;
  tpa_name: string | null;
  submitter_json: string | null;
  provider_name: string | null;
  provider_street: string | null;
  provider_city: string | null;
  provider_state: string | null;
  provider_zip: string | null;
  provider_json: string | null;
  additional_comment: string | null;
  pss_email: string | null;
  css_email: string | null;
  total_billed_charges: number | null;
  balance_bill_amount: number | null;
  claim_dos_from: string | null;
  claim_dos_to: string | null;
  number_of_claims: number | null;
  is_synthetic: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One status a case was put in, by whom (null: the system or a public submission) and when. */
export interface CaseStatusHistoryTable {
  id: string;
  case_id: string;
  status: string;
  status_detail: string | null;
  changed_by_user_id: string | null;
  changed_at: Timestamp;
}

/** A stored attachment: the file lives in file storage under `storage_key`. */
export interface CaseAttachmentsTable {
  id: string;
  case_id: string;
  /** The name as given, sanitised. */
  file_name: string;
  /** MIME type detected from the content. */
  content_type: string;
  size_bytes: number;
  storage_key: string;
  /** SHA-256 (hex) of the content. */
  sha256: string;
  title: string | null;
  content_location: string | null;
  uploaded_by_user_id: string | null;
  created_at: Timestamp;
}

/** Something that happened to a case, for the notifications issue to deliver. */
export interface CaseEventsTable {
  id: string;
  case_id: string;
  /** 'created' | 'status_changed'. */
  kind: string;
  /** JSON without PHI: case number, record type, statuses. */
  payload: string;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

/** A message the embedded outbox transport kept instead of sending (read at /api/dev/outbox). */
export interface OutboxMessagesTable {
  id: string;
  created_at: Timestamp;
  purpose: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The whole RFC 5322 message nodemailer built. */
  raw: string;
}

/** A solved captcha already accepted once (docs/decisions/0061); kept until its challenge expires. */
export interface CaptchaSpentTokensTable {
  /** The HMAC signature of the ALTCHA challenge. */
  id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/**
 * One notification for one recipient (accounts spec §3 Notification; docs/decisions/0070).
 * `seq` grows with every case event that makes notifications (all rows of one event share it);
 * `audience` 'member' (with `six_deg_patient_id`, the recipient's link to the patient) or 'client'
 * (with `plan_id`). Texts hold no names or dates of birth. `deleted_at` hides it from every list.
 */
export interface NotificationsTable {
  id: string;
  seq: number;
  user_id: string;
  audience: string;
  case_id: string;
  case_event_id: string;
  six_deg_patient_id: string | null;
  plan_id: string | null;
  subject: string;
  message: string;
  case_number: string;
  /** Status label: 'Opened' | 'Processing' | 'Closed' | 'Waiting for information'. */
  case_status: string;
  /** Status detail label or null. */
  status_info: string | null;
  /** A notification record type: 'Balance Bill', 'Appeal', … */
  type_of_case: string;
  published_at: Timestamp;
  read_at: Timestamp | null;
  deleted_at: Timestamp | null;
}

/** One invitation (migration 0008, docs/decisions/0100). */
export interface InvitationsTable {
  id: string;
  /** Lowercased. */
  email: string;
  /** 'medivi' or 'claims': the site the invitation was sent from. */
  variant: string;
  /** Comma-separated invite options (analysis-reports-admin spec §3). */
  options: string;
  /** Comma-separated role strings the options grant. */
  roles: string;
  /** SHA-256 (hex) of the link's single-use code. */
  code_hash: string;
  invited_by_user_id: string | null;
  sent_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
  /** When the link was first opened (migration 0012); null until then. */
  opened_at: Timestamp | null;
}

/** One request from /request-access (migration 0008). */
export interface AccessRequestsTable {
  id: string;
  /** Lowercased. */
  email: string;
  variant: string;
  requested_at: Timestamp;
}

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
