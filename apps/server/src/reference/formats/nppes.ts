import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult, skipRow } from '../format.js';
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

/** Taxonomy slots of an NPPES row: Healthcare Provider Taxonomy Code_1 … _15. */
export const nppesTaxonomySlots = 15;

const practice = 'Provider Business Practice Location Address';

const nppesSpec = {
  npi: ['NPI'],
  entityType: ['Entity Type Code'],
  organizationName: ['Provider Organization Name (Legal Business Name)'],
  lastName: ['Provider Last Name (Legal Name)'],
  firstName: ['Provider First Name'],
  middleName: ['Provider Middle Name'],
  credential: ['Provider Credential Text'],
  addressLine1: [`Provider First Line Business Practice Location Address`],
  addressLine2: [`Provider Second Line Business Practice Location Address`],
  city: [`${practice} City Name`],
  state: [`${practice} State Name`],
  postalCode: [`${practice} Postal Code`],
  country: [`${practice} Country Code (If outside U.S.)`],
  phone: [`${practice} Telephone Number`],
  // CMS renamed the column in 2025 (Federal Register notice CMS-0063-N).
  gender: ['Provider Gender Code', 'Provider Sex Code'],
  deactivationDate: ['NPI Deactivation Date'],
  reactivationDate: ['NPI Reactivation Date'],
} as const;

/** Column indexes of an NPPES NPI dissemination file. */
export interface NppesColumns extends Record<keyof typeof nppesSpec, number> {
  taxonomyCodes: number[];
  primarySwitches: number[];
}

/** Resolves the columns the importer reads from the 329-column NPPES header. */
export function nppesColumns(header: HeaderIndex): NppesColumns {
  const taxonomyCodeColumns: number[] = [];
  const primarySwitches: number[] = [];
  for (let slot = 1; slot <= nppesTaxonomySlots; slot += 1) {
    const code = header.find(`Healthcare Provider Taxonomy Code_${String(slot)}`);
    if (code < 0) continue;
    taxonomyCodeColumns.push(code);
    primarySwitches.push(header.find(`Healthcare Provider Primary Taxonomy Switch_${String(slot)}`));
  }
  return { ...resolveColumns(header, nppesSpec), taxonomyCodes: taxonomyCodeColumns, primarySwitches };
}

/**
 * The primary and secondary NUCC taxonomies of an NPPES row. Primary is the code whose "Primary
 * Taxonomy Switch" is Y (NPPES Data Dissemination Readme: Y primary, N not primary, X not
 * answered); every other code is secondary. When no slot says Y, no primary is assumed.
 */
export function nppesTaxonomies(
  fields: readonly string[],
  columns: Pick<NppesColumns, 'taxonomyCodes' | 'primarySwitches'>,
): { primary: string | null; secondary: string[] } {
  let primary: string | null = null;
  const all: string[] = [];
  for (let slot = 0; slot < columns.taxonomyCodes.length; slot += 1) {
    const code = cell(fields, columns.taxonomyCodes[slot] ?? -1);
    if (code === '') continue;
    all.push(code);
    if (primary === null && cell(fields, columns.primarySwitches[slot] ?? -1).toUpperCase() === 'Y') {
      primary = taxonomyCodes([code])[0] ?? null;
    }
  }
  const secondary = taxonomyCodes(all).filter((code) => code !== primary);
  return { primary, secondary };
}

/**
 * Maps a row of the NPPES NPI dissemination file (download.cms.gov/nppes, `npidata_pfile_*.csv`):
 * names, the practice location address and phone (not the mailing address), gender, and the
 * taxonomies. A deactivated NPI is published with every field but the NPI and the deactivation
 * date blank: such rows are skipped, not rejected.
 */
export function mapNppesRecord(fields: readonly string[], columns: NppesColumns): RowResult<ProviderRecord> {
  const npi = cell(fields, columns.npi);
  const npiError = npiProblem(npi);
  if (npiError !== null) return rejectRow(npiError);
  const rawEntityType = cell(fields, columns.entityType);
  const organizationName = cleanText(cell(fields, columns.organizationName));
  const lastName = cleanText(cell(fields, columns.lastName));
  if (
    cell(fields, columns.deactivationDate) !== '' &&
    cell(fields, columns.reactivationDate) === '' &&
    organizationName === null &&
    lastName === null
  ) {
    return skipRow('deactivated NPI');
  }
  const entityType = entityTypeOf(rawEntityType);
  if (entityType === null) return rejectRow(`entity type "${rawEntityType}" is not 1 or 2`);
  const country = cell(fields, columns.country).toUpperCase();
  const location = checkPracticeLocation(cell(fields, columns.state), cell(fields, columns.postalCode));
  if (typeof location === 'string') {
    return rejectRow(
      country !== '' && country !== 'US' ? `practice location outside the US (${country})` : location,
    );
  }
  const { primary, secondary } = nppesTaxonomies(fields, columns);
  const isPerson = entityType === '1';
  return {
    row: {
      npi,
      entity_type: entityType,
      organization_name: organizationName,
      last_name: isPerson ? lastName : null,
      first_name: isPerson ? cleanText(cell(fields, columns.firstName)) : null,
      middle_name: isPerson ? cleanText(cell(fields, columns.middleName)) : null,
      credential: isPerson ? cleanText(cell(fields, columns.credential)) : null,
      address_line1: cleanText(cell(fields, columns.addressLine1)),
      address_line2: cleanText(cell(fields, columns.addressLine2)),
      city: cleanText(cell(fields, columns.city)),
      state: location.state,
      zip: location.zip.zip,
      zip_plus4: location.zip.plus4,
      phone: normalizePhone(cell(fields, columns.phone)),
      gender: isPerson ? normalizeGender(cell(fields, columns.gender)) : null,
      primary_taxonomy: primary,
      secondary_taxonomies: joinTaxonomies(secondary),
      specialty_text: null,
    },
  };
}

/** The NPPES NPI dissemination file layout → `providers`. */
export const nppesFormat: ReferenceFormat = {
  kind: 'nppes',
  description: 'NPPES NPI dissemination file',
  table: 'providers',
  affectsProviderSearch: true,
  matches: (header) =>
    header.hasAll(
      'NPI',
      'Entity Type Code',
      `${practice} Postal Code`,
      'Healthcare Provider Taxonomy Code_1',
    ),
  run: async (context) => {
    const columns = nppesColumns(context.header);
    const writer = providerBatchWriter(context.db, context.source.file, context.now, (rows) => {
      context.tally.countWritten(rows);
    });
    await importRecords(context, (fields) => mapNppesRecord(fields, columns), writer);
  },
};
