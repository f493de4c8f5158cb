import type { BarValues, ClaimType, OutpatientCodeType, ProfessionalCodeType } from './benchmarks-api-types';

/** Weighted (by claims) or simple (mean over codes) averages (spec §9). */
export type Averaging = 'weighted' | 'simple';
/** Dollar values or ratios (spec §9). */
export type Display = 'values' | 'ratios';
/** A figure a bar or the table can show or sort by. */
export type SortKey = keyof BarValues;

/** Default outpatient code type: APC, the only one with public data (issue 17). */
export const defaultOutpatientCodeType: OutpatientCodeType = 'APC';
/** Default professional code type (spec §9). */
export const defaultProfessionalCodeType: ProfessionalCodeType = 'HCPCS';

/** Human names of the figures, used by the options, the chart legend and the table headers. */
export const figureLabels: Record<SortKey, string> = {
  billedAvg: 'Billed average',
  costAvg: 'Cost average',
  medicareAvg: 'Medicare average',
  numClaims: 'Claims',
  quality: 'Quality',
  costRatio: 'Billed / cost',
  medicareRatio: 'Billed / Medicare',
};

/**
 * The sort options of a claim type and display (spec §9): hospitals sort by billedAvg, costAvg,
 * medicareAvg, numClaims, quality (ratios: costRatio, medicareRatio, numClaims, quality);
 * professionals by billedAvg, medicareAvg, numClaims (ratios: medicareRatio, numClaims).
 */
export function sortOptionsFor(claimType: ClaimType, display: Display): readonly SortKey[] {
  if (claimType === 'Professional') {
    return display === 'values' ? ['billedAvg', 'medicareAvg', 'numClaims'] : ['medicareRatio', 'numClaims'];
  }
  return display === 'values'
    ? ['billedAvg', 'costAvg', 'medicareAvg', 'numClaims', 'quality']
    : ['costRatio', 'medicareRatio', 'numClaims', 'quality'];
}

/** Sort keys professionals have no figure for; they fall back to numClaims (spec §4). */
const professionalFallbacks: readonly SortKey[] = ['quality', 'costRatio', 'costAvg'];

/** The same figure in the other display, so a switch keeps the sort where it can. */
const counterpart: Partial<Record<SortKey, SortKey>> = {
  billedAvg: 'costRatio',
  costAvg: 'costRatio',
  medicareAvg: 'medicareRatio',
  costRatio: 'costAvg',
  medicareRatio: 'medicareAvg',
};

/**
 * The sort that applies: professionals' quality, costRatio and costAvg fall back to numClaims
 * (spec §4); a key the display does not offer moves to its counterpart, else to the first option.
 */
export function effectiveSortKey(key: SortKey, claimType: ClaimType, display: Display): SortKey {
  if (claimType === 'Professional' && professionalFallbacks.includes(key)) return 'numClaims';
  const options = sortOptionsFor(claimType, display);
  if (options.includes(key)) return key;
  const other = counterpart[key];
  if (other !== undefined && options.includes(other)) return other;
  return options[0] ?? 'numClaims';
}

/** The figures drawn as bars for a claim type and display; professionals have no cost figures. */
export function seriesFor(claimType: ClaimType, display: Display): readonly SortKey[] {
  if (display === 'ratios')
    return claimType === 'Professional' ? ['medicareRatio'] : ['costRatio', 'medicareRatio'];
  return claimType === 'Professional'
    ? ['billedAvg', 'medicareAvg']
    : ['billedAvg', 'costAvg', 'medicareAvg'];
}

/** The table's columns: the drawn series, then claims and (hospitals) quality. */
export function tableFiguresFor(claimType: ClaimType, display: Display): readonly SortKey[] {
  const extra: SortKey[] = claimType === 'Professional' ? ['numClaims'] : ['numClaims', 'quality'];
  return [...seriesFor(claimType, display), ...extra];
}

/** The code type a claim type searches: DRG for inpatient, else the chosen code type (spec §9). */
export function codeTypeFor(
  claimType: ClaimType,
  outpatientCodeType: OutpatientCodeType,
  professionalCodeType: ProfessionalCodeType,
): string {
  if (claimType === 'Inpatient') return 'DRG';
  return claimType === 'Outpatient' ? outpatientCodeType : professionalCodeType;
}

/** The provider search's placeholder per claim type. */
export function providerPlaceholderFor(claimType: ClaimType): string {
  return claimType === 'Professional' ? 'Physician, NPI or state' : 'Hospital, city, CCN or state';
}
