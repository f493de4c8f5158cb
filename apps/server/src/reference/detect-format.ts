import { HeaderIndex } from './columns.js';
import type { ReferenceFormat } from './format.js';
import { dacCliniciansFormat, dacProviderNameFormat } from './formats/dac-clinicians.js';
import { hospitalEnrollmentsFormat, hospitalGeneralInformationFormat } from './formats/hospitals.js';
import { nppesFormat } from './formats/nppes.js';
import { nuccTaxonomyFormat } from './formats/nucc-taxonomy.js';
import { providerDirectoryFormat } from './formats/provider-directory.js';
import { censusZctaFormat, geonamesZipFormat } from './formats/zip-centroids.js';

/**
 * Every known layout, most specific first: the NPPES header also has an NPI column, so it is tried
 * before the Doctors and Clinicians layouts.
 */
export const referenceFormats: readonly ReferenceFormat[] = [
  nppesFormat,
  providerDirectoryFormat,
  dacProviderNameFormat,
  dacCliniciansFormat,
  hospitalGeneralInformationFormat,
  hospitalEnrollmentsFormat,
  nuccTaxonomyFormat,
  geonamesZipFormat,
  censusZctaFormat,
];

/** The layout of a file from its header row (never its name), or null when it is none we know. */
export function detectFormat(header: readonly string[]): ReferenceFormat | null {
  const index = new HeaderIndex(header);
  return referenceFormats.find((format) => format.matches(index)) ?? null;
}
