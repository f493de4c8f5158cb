import type { HospitalEnrollmentsTable, HospitalsTable } from '../../db/schema.js';
import { BatchWriter } from '../batch-writer.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult } from '../format.js';
import { linkHospitalsToProviders } from '../hospital-link.js';
import { cleanText, normalizePhone, normalizeState, normalizeZip, npiProblem } from '../normalize.js';

/** A hospital without its source and time stamps. */
export type HospitalRecord = Omit<HospitalsTable, 'source' | 'updated_at'>;
/** An enrollment without its source and time stamps. */
export type EnrollmentRecord = Omit<HospitalEnrollmentsTable, 'source' | 'updated_at'>;

/** A CMS Certification Number: six letters or digits (CMS State Operations Manual, ch. 2). */
function isCcn(value: string): boolean {
  return /^[0-9A-Z]{6}$/.test(value);
}

/** A 5-digit zip, null when empty, or the reason it is rejected. */
function optionalZip(raw: string): string | null | { problem: string } {
  if (raw === '') return null;
  const zip = normalizeZip(raw);
  return zip === null ? { problem: `invalid zip "${raw}"` } : zip.zip;
}

const generalSpec = {
  ccn: ['Facility ID', 'Provider ID'],
  name: ['Facility Name', 'Hospital Name'],
  address: ['Address'],
  city: ['City/Town', 'City'],
  state: ['State'],
  zip: ['ZIP Code'],
  county: ['County/Parish', 'County Name'],
  phone: ['Telephone Number', 'Phone Number'],
  hospitalType: ['Hospital Type'],
  ownership: ['Hospital Ownership'],
  emergencyServices: ['Emergency Services'],
  overallRating: ['Hospital overall rating'],
} as const;

/** Column indexes of a Hospital General Information file. */
export type HospitalColumns = Record<keyof typeof generalSpec, number>;

/** Resolves the Hospital General Information columns of a header. */
export function hospitalColumns(header: HeaderIndex): HospitalColumns {
  return resolveColumns(header, generalSpec);
}

/**
 * Maps a row of CMS Hospital General Information (Provider Data Catalog dataset xubh-q36u):
 * CCN, name, address, county, phone (10 digits), type, ownership, emergency services (Yes/No →
 * 1/0) and overall star rating (1–5; "Not Available" → null).
 */
export function mapHospitalRecord(
  fields: readonly string[],
  columns: HospitalColumns,
): RowResult<HospitalRecord> {
  const ccn = cell(fields, columns.ccn).toUpperCase();
  if (!isCcn(ccn)) return rejectRow(`CCN "${ccn}" is not 6 letters or digits`);
  const name = cleanText(cell(fields, columns.name));
  if (name === null) return rejectRow('missing facility name');
  const zip = optionalZip(cell(fields, columns.zip));
  if (typeof zip === 'object' && zip !== null) return rejectRow(zip.problem);
  const rawRating = cell(fields, columns.overallRating);
  let rating: number | null = null;
  if (/^[1-5]$/.test(rawRating)) rating = Number(rawRating);
  else if (rawRating !== '' && rawRating !== 'Not Available') {
    return rejectRow(`unparseable overall rating "${rawRating}"`);
  }
  const emergency = cell(fields, columns.emergencyServices).toUpperCase();
  return {
    row: {
      ccn,
      name,
      address: cleanText(cell(fields, columns.address)),
      city: cleanText(cell(fields, columns.city)),
      state: normalizeState(cell(fields, columns.state)) ?? null,
      zip,
      county: cleanText(cell(fields, columns.county)),
      phone: normalizePhone(cell(fields, columns.phone)),
      hospital_type: cleanText(cell(fields, columns.hospitalType)),
      ownership: cleanText(cell(fields, columns.ownership)),
      emergency_services: emergency === 'YES' ? 1 : emergency === 'NO' ? 0 : null,
      overall_rating: rating,
    },
  };
}

const enrollmentSpec = {
  enrollmentId: ['ENROLLMENT ID'],
  npi: ['NPI'],
  ccn: ['CCN'],
  organizationName: ['ORGANIZATION NAME'],
  doingBusinessAs: ['DOING BUSINESS AS NAME'],
  addressLine1: ['ADDRESS LINE 1'],
  addressLine2: ['ADDRESS LINE 2'],
  city: ['CITY'],
  state: ['STATE'],
  zip: ['ZIP CODE'],
  practiceLocationType: ['PRACTICE LOCATION TYPE'],
} as const;

/** Column indexes of a Hospital Enrollments file. */
export type EnrollmentColumns = Record<keyof typeof enrollmentSpec, number>;

/** Resolves the Hospital Enrollments columns of a header. */
export function enrollmentColumns(header: HeaderIndex): EnrollmentColumns {
  return resolveColumns(header, enrollmentSpec);
}

/**
 * Maps a row of CMS Hospital Enrollments (data.cms.gov): the Medicare enrollment of a hospital,
 * linking its CCN to the organization NPI, with the practice location and its type.
 */
export function mapEnrollmentRecord(
  fields: readonly string[],
  columns: EnrollmentColumns,
): RowResult<EnrollmentRecord> {
  const enrollmentId = cell(fields, columns.enrollmentId);
  if (enrollmentId === '') return rejectRow('missing enrollment ID');
  const npi = cell(fields, columns.npi);
  const npiError = npiProblem(npi);
  if (npiError !== null) return rejectRow(npiError);
  const zip = optionalZip(cell(fields, columns.zip));
  if (typeof zip === 'object' && zip !== null) return rejectRow(zip.problem);
  return {
    row: {
      enrollment_id: enrollmentId,
      ccn: cleanText(cell(fields, columns.ccn).toUpperCase()),
      npi,
      organization_name: cleanText(cell(fields, columns.organizationName)),
      doing_business_as: cleanText(cell(fields, columns.doingBusinessAs)),
      address_line1: cleanText(cell(fields, columns.addressLine1)),
      address_line2: cleanText(cell(fields, columns.addressLine2)),
      city: cleanText(cell(fields, columns.city)),
      state: normalizeState(cell(fields, columns.state)) ?? null,
      zip,
      practice_location_type: cleanText(cell(fields, columns.practiceLocationType)),
    },
  };
}

/** CMS Hospital General Information → `hospitals`, then hospitals are linked to providers. */
export const hospitalGeneralInformationFormat: ReferenceFormat = {
  kind: 'hospital-general-information',
  description: 'CMS Hospital General Information',
  table: 'hospitals',
  affectsProviderSearch: true,
  matches: (header) => header.hasAll('Facility ID', 'Facility Name', 'Hospital Type'),
  run: async (context) => {
    const columns = hospitalColumns(context.header);
    const source = context.source.file;
    const writer = new BatchWriter<HospitalRecord>({
      db: context.db,
      columns: 14,
      keyOf: (row) => row.ccn,
      onWritten: (rows) => {
        context.tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        const updatedAt = context.now();
        await trx
          .insertInto('hospitals')
          .values(rows.map((row) => ({ ...row, source, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc.column('ccn').doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              address: eb.ref('excluded.address'),
              city: eb.ref('excluded.city'),
              state: eb.ref('excluded.state'),
              zip: eb.ref('excluded.zip'),
              county: eb.ref('excluded.county'),
              phone: eb.ref('excluded.phone'),
              hospital_type: eb.ref('excluded.hospital_type'),
              ownership: eb.ref('excluded.ownership'),
              emergency_services: eb.ref('excluded.emergency_services'),
              overall_rating: eb.ref('excluded.overall_rating'),
              source: eb.ref('excluded.source'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      },
    });
    await importRecords(context, (fields) => mapHospitalRecord(fields, columns), writer);
    await linkHospitalsToProviders(context.db, context.now, context.log);
  },
};

/** CMS Hospital Enrollments → `hospital_enrollments`, then hospitals are linked to providers. */
export const hospitalEnrollmentsFormat: ReferenceFormat = {
  kind: 'hospital-enrollments',
  description: 'CMS Hospital Enrollments',
  table: 'hospital_enrollments',
  affectsProviderSearch: true,
  matches: (header) => header.hasAll('ENROLLMENT ID', 'NPI', 'CCN'),
  run: async (context) => {
    const columns = enrollmentColumns(context.header);
    const source = context.source.file;
    const writer = new BatchWriter<EnrollmentRecord>({
      db: context.db,
      columns: 13,
      keyOf: (row) => row.enrollment_id,
      onWritten: (rows) => {
        context.tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        const updatedAt = context.now();
        await trx
          .insertInto('hospital_enrollments')
          .values(rows.map((row) => ({ ...row, source, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc.column('enrollment_id').doUpdateSet((eb) => ({
              ccn: eb.ref('excluded.ccn'),
              npi: eb.ref('excluded.npi'),
              organization_name: eb.ref('excluded.organization_name'),
              doing_business_as: eb.ref('excluded.doing_business_as'),
              address_line1: eb.ref('excluded.address_line1'),
              address_line2: eb.ref('excluded.address_line2'),
              city: eb.ref('excluded.city'),
              state: eb.ref('excluded.state'),
              zip: eb.ref('excluded.zip'),
              practice_location_type: eb.ref('excluded.practice_location_type'),
              source: eb.ref('excluded.source'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      },
    });
    await importRecords(context, (fields) => mapEnrollmentRecord(fields, columns), writer);
    await linkHospitalsToProviders(context.db, context.now, context.log);
  },
};
