import {
  type AverageKind,
  type BenchmarkSeries,
  type ClaimType,
  codeTypesByClaimType,
  type DisplayKind,
  effectiveSort,
  type OutpatientCodeType,
  outpatientCodeTypes,
  type ProfessionalCodeType,
  professionalCodeTypes,
  sortOptions,
} from '@medivi/domain';
import type { Translate } from '../../lib/i18n/i18n';

/** Weighted (by claims) or simple (mean over codes) averages (spec §9). */
export type Averaging = AverageKind;
/** Dollar values or ratios (spec §9). */
export type Display = DisplayKind;
/** A figure a bar or the table can show or sort by. */
export type SortKey = BenchmarkSeries;

/** The sort options of a claim type and display (spec §9; from the domain rules). */
export const sortOptionsFor = (claimType: ClaimType, display: Display): readonly SortKey[] =>
  sortOptions(claimType, display);

/**
 * The sort that applies: the chosen one when the claim type and display offer it, else numClaims
 * (spec §4: professionals' quality, costRatio and costAvg fall back to numClaims).
 */
export const effectiveSortKey = (key: SortKey, claimType: ClaimType, display: Display): SortKey =>
  effectiveSort(claimType, display, key);

const outpatientDefault = codeTypesByClaimType.Outpatient.defaultCodeType;
const professionalDefault = codeTypesByClaimType.Professional.defaultCodeType;

/** Default outpatient code type: APC, the only one with public data (issue 17). */
export const defaultOutpatientCodeType: OutpatientCodeType =
  outpatientCodeTypes.find((type) => type === outpatientDefault) ?? 'APC';
/** Default professional code type (spec §9). */
export const defaultProfessionalCodeType: ProfessionalCodeType =
  professionalCodeTypes.find((type) => type === professionalDefault) ?? 'HCPCS';

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

/**
 * The provider search's placeholder per claim type, in the portal's language (`_` is Lingui's,
 * from `useLingui()`).
 */
export function providerPlaceholderFor(claimType: ClaimType, _: Translate): string {
  return claimType === 'Professional'
    ? _('benchmarks.providerPlaceholder.professional')
    : _('benchmarks.providerPlaceholder.hospital');
}
