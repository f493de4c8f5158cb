import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult } from '../format.js';
import { cleanText, normalizeGender, normalizePhone, npiProblem, splitPersonName } from '../normalize.js';
import { checkPracticeLocation } from '../provider-fields.js';
import { providerBatchWriter, type ProviderRecord } from '../provider-writer.js';

// Column names over the years: Physician Compare (2017: "Last Name"), the Doctors and Clinicians
// National Downloadable File (2019–2023: "lst_nm"; since 2023: "Provider Last Name").
const dacSpec = {
  npi: ['NPI'],
  lastName: ['Last Name', 'lst_nm', 'Provider Last Name'],
  firstName: ['First Name', 'frst_nm', 'Provider First Name'],
  middleName: ['Middle Name', 'mid_nm', 'Provider Middle Name'],
  gender: ['Gender', 'gndr'],
  credential: ['Credential', 'Cred'],
  primarySpecialty: ['Primary specialty', 'pri_spec'],
  addressLine1: ['Line 1 Street Address', 'adr_ln_1'],
  addressLine2: ['Line 2 Street Address', 'adr_ln_2'],
  city: ['City', 'cty', 'City/Town'],
  state: ['State', 'st'],
  zip: ['Zip Code', 'zip', 'ZIP Code'],
  phone: ['Phone Number', 'phn_numbr', 'Telephone Number'],
} as const;

/** Column indexes of a Doctors and Clinicians (Physician Compare) file. */
export type DacColumns = Record<keyof typeof dacSpec, number>;

/** Resolves the Doctors and Clinicians columns of a header. */
export function dacColumns(header: HeaderIndex): DacColumns {
  return resolveColumns(header, dacSpec);
}

/**
 * Maps a row of the CMS Doctors and Clinicians National Downloadable File (formerly Physician
 * Compare; data.cms.gov Provider Data Catalog): an individual clinician (entity type 1) at one
 * practice location, with gender, credential, CMS primary specialty (as specialty text: the file
 * has no NUCC taxonomy) and phone. The file has one row per clinician and location or group;
 * rows of one NPI merge by the import rule.
 */
export function mapDacRecord(fields: readonly string[], columns: DacColumns): RowResult<ProviderRecord> {
  const npi = cell(fields, columns.npi);
  const npiError = npiProblem(npi);
  if (npiError !== null) return rejectRow(npiError);
  const location = checkPracticeLocation(cell(fields, columns.state), cell(fields, columns.zip));
  if (typeof location === 'string') return rejectRow(location);
  return {
    row: {
      npi,
      entity_type: '1',
      organization_name: null,
      last_name: cleanText(cell(fields, columns.lastName)),
      first_name: cleanText(cell(fields, columns.firstName)),
      middle_name: cleanText(cell(fields, columns.middleName)),
      credential: cleanText(cell(fields, columns.credential)),
      address_line1: cleanText(cell(fields, columns.addressLine1)),
      address_line2: cleanText(cell(fields, columns.addressLine2)),
      city: cleanText(cell(fields, columns.city)),
      state: location.state,
      zip: location.zip.zip,
      zip_plus4: location.zip.plus4,
      phone: normalizePhone(cell(fields, columns.phone)),
      gender: normalizeGender(cell(fields, columns.gender)),
      primary_taxonomy: null,
      secondary_taxonomies: null,
      specialty_text: cleanText(cell(fields, columns.primarySpecialty)),
    },
  };
}

const providerNameSpec = {
  npi: ['NPI'],
  providerName: ['Provider Name'],
  primarySpecialty: ['Primary Specialty'],
  address: ['Address'],
  city: ['City/Town', 'City'],
  state: ['State'],
  zip: ['ZIP Code', 'Zip Code'],
} as const;

/** Column indexes of the 7-column Doctors and Clinicians extract. */
export type ProviderNameColumns = Record<keyof typeof providerNameSpec, number>;

/** Resolves the columns of the 7-column extract. */
export function providerNameColumns(header: HeaderIndex): ProviderNameColumns {
  return resolveColumns(header, providerNameSpec);
}

/**
 * Maps a row of a 7-column Doctors and Clinicians extract (NPI, "Provider Name", Primary
 * Specialty, Address, City/Town, State, ZIP Code): the name is split into first, middle and last
 * ({@link splitPersonName}); a zip that lost its leading zeros is left-padded to 5 or 9 digits.
 */
export function mapProviderNameRecord(
  fields: readonly string[],
  columns: ProviderNameColumns,
): RowResult<ProviderRecord> {
  const npi = cell(fields, columns.npi);
  const npiError = npiProblem(npi);
  if (npiError !== null) return rejectRow(npiError);
  const location = checkPracticeLocation(cell(fields, columns.state), cell(fields, columns.zip));
  if (typeof location === 'string') return rejectRow(location);
  const name = splitPersonName(cell(fields, columns.providerName));
  return {
    row: {
      npi,
      entity_type: '1',
      organization_name: null,
      last_name: name.last,
      first_name: name.first,
      middle_name: name.middle,
      credential: null,
      address_line1: cleanText(cell(fields, columns.address)),
      address_line2: null,
      city: cleanText(cell(fields, columns.city)),
      state: location.state,
      zip: location.zip.zip,
      zip_plus4: location.zip.plus4,
      phone: null,
      gender: null,
      primary_taxonomy: null,
      secondary_taxonomies: null,
      specialty_text: cleanText(cell(fields, columns.primarySpecialty)),
    },
  };
}

/** CMS Doctors and Clinicians / Physician Compare full layout → `providers`. */
export const dacCliniciansFormat: ReferenceFormat = {
  kind: 'dac-clinicians',
  description: 'CMS Doctors and Clinicians (Physician Compare) file',
  table: 'providers',
  affectsProviderSearch: true,
  matches: (header) =>
    header.find('NPI') >= 0 &&
    header.find(...dacSpec.lastName) >= 0 &&
    header.find(...dacSpec.zip) >= 0 &&
    header.find(...dacSpec.primarySpecialty) >= 0,
  run: async (context) => {
    const columns = dacColumns(context.header);
    const writer = providerBatchWriter(context.db, context.source.file, context.now, (rows) => {
      context.tally.countWritten(rows);
    });
    await importRecords(context, (fields) => mapDacRecord(fields, columns), writer);
  },
};

/** The 7-column Doctors and Clinicians extract with a single "Provider Name" → `providers`. */
export const dacProviderNameFormat: ReferenceFormat = {
  kind: 'dac-provider-name',
  description: 'CMS Doctors and Clinicians extract (Provider Name)',
  table: 'providers',
  affectsProviderSearch: true,
  matches: (header) => header.hasAll('NPI', 'Provider Name') && header.find(...providerNameSpec.zip) >= 0,
  run: async (context) => {
    const columns = providerNameColumns(context.header);
    const writer = providerBatchWriter(context.db, context.source.file, context.now, (rows) => {
      context.tally.countWritten(rows);
    });
    await importRecords(context, (fields) => mapProviderNameRecord(fields, columns), writer);
  },
};
