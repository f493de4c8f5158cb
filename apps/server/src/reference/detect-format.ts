import { HeaderIndex } from './columns.js';
import type { ReferenceFormat } from './format.js';
import { dacCliniciansFormat, dacProviderNameFormat } from './formats/dac-clinicians.js';
import { hospitalCostReportFormat } from './formats/cms-cost-reports.js';
import { inpatientDrg100Format, inpatientProviderServiceFormat } from './formats/cms-inpatient.js';
import { inpatientGeographyFormat } from './formats/cms-inpatient-geography.js';
import { outpatientApcFormat } from './formats/cms-outpatient.js';
import {
  physicianProviderServiceFormat,
  physicianPufFormat,
  physicianServices2012Format,
} from './formats/cms-professional.js';
import { hvbpMeasuresFormat, hvbpTotalScoreFormat } from './formats/cms-quality.js';
import { hospitalEnrollmentsFormat, hospitalGeneralInformationFormat } from './formats/hospitals.js';
import { nppesFormat } from './formats/nppes.js';
import { nuccTaxonomyFormat } from './formats/nucc-taxonomy.js';
import { providerDirectoryFormat } from './formats/provider-directory.js';
import { censusZctaFormat, geonamesZipFormat } from './formats/zip-centroids.js';

/**
 * Every known layout, most specific first: the NPPES header also has an NPI column, so it is tried
 * before the Doctors and Clinicians layouts; the CMS price, quality and cost-report layouts
 * (benchmarks) follow, the HVBP total score before the domain measure files.
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
  inpatientDrg100Format,
  inpatientProviderServiceFormat,
  inpatientGeographyFormat,
  outpatientApcFormat,
  physicianServices2012Format,
  physicianPufFormat,
  physicianProviderServiceFormat,
  hvbpTotalScoreFormat,
  hvbpMeasuresFormat,
  hospitalCostReportFormat,
];

/** The layout of a file from its header row (never its name), or null when it is none we know. */
export function detectFormat(header: readonly string[]): ReferenceFormat | null {
  const index = new HeaderIndex(header);
  return referenceFormats.find((format) => format.matches(index)) ?? null;
}
