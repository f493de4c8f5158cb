import type { Flag, Timestamp } from './columns.js';

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
