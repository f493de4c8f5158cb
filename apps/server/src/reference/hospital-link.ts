import type { Kysely } from 'kysely';
import type { Database, HospitalEnrollmentsTable, HospitalsTable } from '../db/schema.js';
import { BatchWriter } from './batch-writer.js';
import { formatCount } from './import-tally.js';
import { normalizeZip } from './normalize.js';
import { mergeProviderRecords, type ProviderRecord, upsertProviders } from './provider-writer.js';

/**
 * NUCC taxonomy of each CMS "Hospital Type" of Hospital General Information. The left side is the
 * value set of the CMS column (Provider Data Catalog, dataset xubh-q36u); the right side is the
 * NUCC Health Care Provider Taxonomy code (nucc.org, code set 25.1, grouping "Hospitals") whose
 * definition matches it: the general acute care hospital code for acute care, Veterans
 * Administration and Department of Defense hospitals, its Critical Access and Children
 * specializations, and the psychiatric hospital code. Other types (for example Rural Emergency
 * Hospital, Long-term) get no taxonomy rather than a guess.
 */
export const hospitalTypeTaxonomies: Readonly<Record<string, string>> = {
  'Acute Care Hospitals': '282N00000X', // General Acute Care Hospital
  'Critical Access Hospitals': '282NC0060X', // General Acute Care Hospital, Critical Access
  Childrens: '282NC2000X', // General Acute Care Hospital, Children
  Psychiatric: '283Q00000X', // Psychiatric Hospital
  'Acute Care - Veterans Administration': '282N00000X',
  'Acute Care - Department of Defense': '282N00000X',
};

/** The enrollment preferred for a CCN's organization NPI. */
const mainLocationType = 'MAIN/PRIMARY HOSPITAL LOCATION';

type Enrollment = Pick<HospitalEnrollmentsTable, 'enrollment_id' | 'ccn' | 'npi' | 'practice_location_type'>;

/**
 * Picks the enrollment whose NPI stands for a hospital: the one at the main/primary hospital
 * location, then the lowest enrollment ID.
 */
export function preferredEnrollment(enrollments: readonly Enrollment[]): Enrollment | undefined {
  let best: Enrollment | undefined;
  for (const candidate of enrollments) {
    if (best === undefined) {
      best = candidate;
      continue;
    }
    const candidateIsMain = candidate.practice_location_type === mainLocationType;
    const bestIsMain = best.practice_location_type === mainLocationType;
    if (candidateIsMain !== bestIsMain) {
      if (candidateIsMain) best = candidate;
    } else if (candidate.enrollment_id < best.enrollment_id) {
      best = candidate;
    }
  }
  return best;
}

/**
 * The provider row of a hospital under its enrollment's organization NPI: entity type 2, name,
 * address and phone from Hospital General Information, the NUCC taxonomy of its Hospital Type,
 * and the Hospital Type as specialty text. Null when the hospital has no usable zip.
 */
export function hospitalProvider(
  hospital: Omit<HospitalsTable, 'source' | 'updated_at'>,
  npi: string,
): ProviderRecord | null {
  const zip = hospital.zip === null ? null : normalizeZip(hospital.zip);
  if (zip === null) return null;
  return {
    npi,
    entity_type: '2',
    organization_name: hospital.name,
    last_name: null,
    first_name: null,
    middle_name: null,
    credential: null,
    address_line1: hospital.address,
    address_line2: null,
    city: hospital.city,
    state: hospital.state,
    zip: zip.zip,
    zip_plus4: zip.plus4,
    phone: hospital.phone,
    gender: null,
    primary_taxonomy:
      hospital.hospital_type === null ? null : (hospitalTypeTaxonomies[hospital.hospital_type] ?? null),
    secondary_taxonomies: null,
    specialty_text: hospital.hospital_type,
  };
}

/** What linking did. */
export interface HospitalLinkCounts {
  linked: number;
  withoutEnrollment: number;
  withoutZip: number;
}

/**
 * Makes every hospital whose CCN has an enrollment a provider (entity type 2) under the
 * enrollment's organization NPI, merged by the import rule. Hospitals without an enrollment are
 * counted and reported, never given an invented NPI. Runs after Hospital General Information or
 * Hospital Enrollments is imported; with only one of them present nothing links.
 */
export async function linkHospitalsToProviders(
  db: Kysely<Database>,
  now: () => string,
  log: (line: string) => void,
): Promise<HospitalLinkCounts> {
  const hospitals = await db.selectFrom('hospitals').selectAll().orderBy('ccn').execute();
  const enrollments = await db
    .selectFrom('hospital_enrollments')
    .select(['enrollment_id', 'ccn', 'npi', 'practice_location_type'])
    .where('ccn', 'is not', null)
    .execute();
  const byCcn = new Map<string, Enrollment[]>();
  for (const enrollment of enrollments) {
    if (enrollment.ccn === null) continue;
    const list = byCcn.get(enrollment.ccn);
    if (list === undefined) byCcn.set(enrollment.ccn, [enrollment]);
    else list.push(enrollment);
  }
  const counts: HospitalLinkCounts = { linked: 0, withoutEnrollment: 0, withoutZip: 0 };
  const bySource = new Map<string, BatchWriter<ProviderRecord>>();
  for (const hospital of hospitals) {
    const enrollment = preferredEnrollment(byCcn.get(hospital.ccn) ?? []);
    if (enrollment === undefined) {
      counts.withoutEnrollment += 1;
      continue;
    }
    const provider = hospitalProvider(hospital, enrollment.npi);
    if (provider === null) {
      counts.withoutZip += 1;
      continue;
    }
    let writer = bySource.get(hospital.source);
    if (writer === undefined) {
      const source = hospital.source;
      writer = new BatchWriter<ProviderRecord>({
        db,
        columns: 20,
        keyOf: (row) => row.npi,
        merge: mergeProviderRecords,
        write: (trx, rows) => upsertProviders(trx, rows, source, now()),
      });
      bySource.set(source, writer);
    }
    if (writer.add(provider)) await writer.flush();
    counts.linked += 1;
  }
  for (const writer of bySource.values()) await writer.flush();
  if (hospitals.length > 0) {
    log(
      `  hospitals: ${formatCount(counts.linked)} linked to their enrollment NPI as providers (entity type 2); ` +
        `${formatCount(counts.withoutEnrollment)} without an enrollment, not added` +
        (counts.withoutZip > 0 ? `; ${formatCount(counts.withoutZip)} without a usable zip` : ''),
    );
  }
  return counts;
}
