import type { ApplicationName } from '../shared/variant.js';
import type { AnalysisState } from './contract.js';
import { comparisonDocumentTitles } from './rules.js';
import type { ComparisonDocumentKind } from './rules.js';

/**
 * Which inputs of the analysis page are disabled (analysis-reports-admin spec §5 Cost-comparison)
 * and the file name of a document (spec §7).
 */

/** Inputs the page disables; true = disabled. */
export interface DisabledInputs {
  /** Plan responsibility's 'Percent of medical' option: while medical spend comes from plan responsibility. */
  planResponsibilityPercentOfMedical: boolean;
  /** Medical spend's 'From plan responsibility' option: while plan responsibility is a percent of medical. */
  medicalSpendFromPlanResponsibility: boolean;
  /** Medical spend's 'Percent of billed' option: while billed is an estimate. */
  medicalSpendPercentOfBilled: boolean;
  /** Billed's 'Estimate' option: while medical spend is a percent of billed. */
  billedEstimate: boolean;
  /** Vendor percent billed: while percent savings is non-zero or both PEPMs are non-zero. */
  vendorPercentBilled: boolean;
  /** Vendor percent savings: while percent billed is non-zero or both PEPMs are non-zero. */
  vendorPercentSavings: boolean;
  /** Both PEPMs are non-zero: the page sets both vendor percents to 0 (and disables them). */
  vendorPercentsForcedToZero: boolean;
}

/** The parts of the state the rules read (a page mid-edit can pass its form values). */
export type DisablingInputs = Pick<AnalysisState, 'dataSources' | 'vendorFees'>;

/**
 * The four disabling rules of spec §5 Cost-comparison:
 * 1. vendor percent billed and percent savings are mutually exclusive: each is disabled while the
 *    other is non-zero or while the vendor percents are disabled;
 * 2. the vendor percents are forced to 0 and disabled when both facility and professional PEPM are
 *    non-zero;
 * 3. plan responsibility 'Percent of medical' is disabled while medical spend is 'From plan
 *    responsibility', and vice versa;
 * 4. medical spend 'Percent of billed' is disabled while billed is the 'Estimate', and vice versa.
 * The schema (`analysisStateSchema`) refuses the same combinations, with a message.
 */
export function disabledInputs(state: DisablingInputs): DisabledInputs {
  const { dataSources, vendorFees } = state;
  const vendorPercentsForcedToZero = vendorFees.facilityPEPM > 0 && vendorFees.professionalPEPM > 0;
  return {
    planResponsibilityPercentOfMedical: dataSources.medicalSpend === 'fromPlanResponsibility',
    medicalSpendFromPlanResponsibility: dataSources.planResponsibility === 'percentOfMedical',
    medicalSpendPercentOfBilled: dataSources.billed === 'estimate',
    billedEstimate: dataSources.medicalSpend === 'percentOfBilled',
    vendorPercentBilled: vendorPercentsForcedToZero || vendorFees.percentSavings !== 0,
    vendorPercentSavings: vendorPercentsForcedToZero || vendorFees.percentBilled !== 0,
    vendorPercentsForcedToZero,
  };
}

/** Characters a file name cannot hold on common systems, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const unsafeFileNameCharacters = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * The file name of a document (spec §7 "'{plan} - {product} {kind}.pdf'"): the plan name, the
 * product (application name: 'MediVI' or 'Claims', spec §9) and the document's title.
 * Example: `comparisonFileName('Acme', 'MediVI', 'executive-summary')` → 'Acme - MediVI Executive Summary.pdf'.
 * Characters a file name cannot hold (`/ \ : * ? " < > |`, control characters) become '-', spaces
 * are collapsed; an empty plan name becomes 'Analysis' (docs/decisions/0104).
 */
export function comparisonFileName(
  planName: string,
  product: ApplicationName,
  kind: ComparisonDocumentKind,
): string {
  const plan = planName.replace(unsafeFileNameCharacters, '-').replace(/\s+/g, ' ').trim() || 'Analysis';
  return `${plan} - ${product} ${comparisonDocumentTitles[kind]}.pdf`;
}
