import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult } from '../format.js';
import {
  cleanText,
  joinTaxonomies,
  normalizeGender,
  normalizePhone,
  npiProblem,
  taxonomyCodes,
} from '../normalize.js';
import { checkPracticeLocation, entityTypeOf } from '../provider-fields.js';
import { providerBatchWriter, type ProviderRecord } from '../provider-writer.js';

const directorySpec = {
  npi: ['npi'],
  entityType: ['entity_type'],
  organizationName: ['organization_name'],
  lastName: ['last_name'],
  firstName: ['first_name'],
  middleName: ['middle_name'],
  credential: ['credential'],
  addressLine1: ['address_line1'],
  addressLine2: ['address_line2'],
  city: ['city'],
  state: ['state'],
  zip: ['zip'],
  phone: ['phone'],
  gender: ['gender'],
  primaryTaxonomy: ['primary_taxonomy'],
  secondaryTaxonomies: ['secondary_taxonomies'],
  specialtyText: ['specialty_text'],
} as const;

/** Column indexes of a provider directory file. */
export type DirectoryColumns = Record<keyof typeof directorySpec, number>;

/**
 * Resolves the columns of the portal's 17-column provider directory layout. A missing optional
 * column (`nppes-2025-sample.csv` has enumeration and update dates instead of specialty_text)
 * reads as empty.
 */
export function directoryColumns(header: HeaderIndex): DirectoryColumns {
  return resolveColumns(header, directorySpec);
}

/**
 * Maps a row of the provider directory layout (npi, entity_type, names, credential, address, zip
 * or zip+4, phone, gender, primary taxonomy, pipe-separated secondary taxonomies, specialty text).
 */
export function mapDirectoryRecord(
  fields: readonly string[],
  columns: DirectoryColumns,
): RowResult<ProviderRecord> {
  const npi = cell(fields, columns.npi);
  const npiError = npiProblem(npi);
  if (npiError !== null) return rejectRow(npiError);
  const rawEntityType = cell(fields, columns.entityType);
  const entityType = entityTypeOf(rawEntityType);
  if (entityType === null) return rejectRow(`entity type "${rawEntityType}" is not 1 or 2`);
  const location = checkPracticeLocation(cell(fields, columns.state), cell(fields, columns.zip));
  if (typeof location === 'string') return rejectRow(location);
  const primary = taxonomyCodes([cell(fields, columns.primaryTaxonomy)])[0] ?? null;
  const secondary = taxonomyCodes(cell(fields, columns.secondaryTaxonomies).split('|')).filter(
    (code) => code !== primary,
  );
  return {
    row: {
      npi,
      entity_type: entityType,
      organization_name: cleanText(cell(fields, columns.organizationName)),
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
      primary_taxonomy: primary,
      secondary_taxonomies: joinTaxonomies(secondary),
      specialty_text: cleanText(cell(fields, columns.specialtyText)),
    },
  };
}

/** The portal's provider directory layout (files under providers/directory) → `providers`. */
export const providerDirectoryFormat: ReferenceFormat = {
  kind: 'provider-directory',
  description: 'provider directory (17-column layout)',
  table: 'providers',
  affectsProviderSearch: true,
  matches: (header) => header.hasAll('npi', 'entity_type', 'zip', 'primary_taxonomy'),
  run: async (context) => {
    const columns = directoryColumns(context.header);
    const writer = providerBatchWriter(context.db, context.source.file, context.now, (rows) => {
      context.tally.countWritten(rows);
    });
    await importRecords(context, (fields) => mapDirectoryRecord(fields, columns), writer);
  },
};
