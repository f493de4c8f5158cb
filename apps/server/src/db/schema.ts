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
  data_versions: DataVersionsTable;
  import_runs: ImportRunsTable;
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
}

export interface PlansTable {
  id: string;
  name: string;
  display_medivi_message: Flag;
  medivi_message: string | null;
  is_live: Flag;
  is_synthetic: Flag;
  created_at: Timestamp;
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
