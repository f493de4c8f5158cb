import type { RoleName } from '../shared/roles.js';

/** Claim types of the Benchmarks page (analysis-reports-admin spec §1, §9 Benchmarks). */
export const claimTypes = ['Inpatient', 'Outpatient', 'Professional'] as const;
export type ClaimType = (typeof claimTypes)[number];

/** Code types a selection of procedures may use (spec §5 Benchmarks, §9). */
export const allCodeTypes = ['DRG', 'Diagnosis', 'HCPCS', 'APC'] as const;
export type CodeType = (typeof allCodeTypes)[number];

/** Outpatient code types (spec §5 Benchmarks). */
export const outpatientCodeTypes = ['Diagnosis', 'HCPCS', 'APC'] as const;
export type OutpatientCodeType = (typeof outpatientCodeTypes)[number];
/** Professional code types (spec §5 Benchmarks; the selector is for medivi-admin only). */
export const professionalCodeTypes = ['Diagnosis', 'HCPCS'] as const;
export type ProfessionalCodeType = (typeof professionalCodeTypes)[number];

/**
 * The code types each claim type offers, in the spec's order, and the default (spec §9
 * Benchmarks). Outpatient defaults to APC, not the spec's Diagnosis: no public file has outpatient
 * diagnosis or HCPCS figures, while the CMS comprehensive APC files do
 * (docs/decisions/0102-benchmarks-data.md).
 */
export const codeTypesByClaimType: Readonly<
  Record<ClaimType, { options: readonly CodeType[]; defaultCodeType: CodeType }>
> = {
  Inpatient: { options: ['DRG'], defaultCodeType: 'DRG' },
  Outpatient: { options: outpatientCodeTypes, defaultCodeType: 'APC' },
  Professional: { options: professionalCodeTypes, defaultCodeType: 'HCPCS' },
};

/**
 * The code type a chart request of `claimType` uses: DRG for Inpatient, the outpatient or the
 * professional code type otherwise.
 */
export function codeTypeOf(
  claimType: ClaimType,
  outpatientCodeType: OutpatientCodeType,
  professionalCodeType: ProfessionalCodeType,
): CodeType {
  if (claimType === 'Inpatient') return 'DRG';
  return claimType === 'Outpatient' ? outpatientCodeType : professionalCodeType;
}

/** Code types the public CMS files have figures for, per claim type (the rest: no data source). */
export const codeTypesWithData: Readonly<Record<ClaimType, readonly CodeType[]>> = {
  Inpatient: ['DRG'],
  Outpatient: ['APC'],
  Professional: ['HCPCS'],
};

/** True when the public files have figures for `codeType` under `claimType`. */
export function hasDataSource(claimType: ClaimType, codeType: CodeType): boolean {
  return codeTypesWithData[claimType].includes(codeType);
}

/**
 * Why a code type answers no figures (docs/decisions/0102-benchmarks-data.md "What is not
 * available"): diagnosis codes and outpatient HCPCS need claims data no public file has.
 */
export function noDataSourceText(claimType: ClaimType, codeType: CodeType): string {
  if (codeType === 'Diagnosis')
    return `No data source: ${claimType.toLowerCase()} figures by diagnosis code need claims data that no public CMS file publishes.`;
  return `No data source: ${claimType.toLowerCase()} figures by ${codeType} code are not published in a public CMS file; choose ${codeTypesWithData[claimType].join(' or ')}.`;
}

/**
 * Roles that may choose the professional code type (spec §5 Benchmarks, §6: the selector is for
 * medivi-admin). Everyone else charts professionals by the default, HCPCS; the server refuses
 * another choice with 403.
 */
export const professionalCodeTypeRoles: readonly RoleName[] = ['admin'];

/**
 * True when a request chooses a professional code type other than the default: `chart` sends
 * professionalCodeType; autocomplete sends the code type of its claim type.
 */
export function choosesProfessionalCodeType(request: {
  claimType: ClaimType;
  professionalCodeType?: ProfessionalCodeType;
  codeType?: CodeType;
}): boolean {
  const fallback = codeTypesByClaimType.Professional.defaultCodeType;
  if (request.professionalCodeType !== undefined && request.professionalCodeType !== fallback) return true;
  return (
    request.claimType === 'Professional' && request.codeType !== undefined && request.codeType !== fallback
  );
}

/** Bar series of the chart: the values of one provider (spec §3 Aggregate fields, §9). */
export const valueSeries = ['billedAvg', 'costAvg', 'medicareAvg', 'numClaims', 'quality'] as const;
export const ratioSeries = ['costRatio', 'medicareRatio', 'numClaims', 'quality'] as const;
export type BenchmarkSeries = (typeof valueSeries)[number] | (typeof ratioSeries)[number];

/** Averages: 'weighted average' (by discharges or services; the default) or the plain 'average'. */
export const averageKinds = ['weighted', 'simple'] as const;
export type AverageKind = (typeof averageKinds)[number];
/** Display: dollar values or ratios. */
export const displayKinds = ['values', 'ratios'] as const;
export type DisplayKind = (typeof displayKinds)[number];

/**
 * Sort options (spec §9 Benchmarks): Inpatient and Outpatient sort by every value or ratio
 * series; Professional has no cost report and no quality score, so only billed, Medicare and
 * claims (ratios: medicareRatio and claims).
 */
export function sortOptions(claimType: ClaimType, display: DisplayKind): readonly BenchmarkSeries[] {
  if (claimType === 'Professional')
    return display === 'values' ? ['billedAvg', 'medicareAvg', 'numClaims'] : ['medicareRatio', 'numClaims'];
  return display === 'values' ? valueSeries : ratioSeries;
}

/**
 * The sort a chart uses: `sort` itself when it is offered for the claim type and display, else
 * numClaims (spec §4: Professional's quality, costRatio and costAvg fall back to numClaims; so
 * does a values sort kept after switching to ratios).
 */
export function effectiveSort(
  claimType: ClaimType,
  display: DisplayKind,
  sort: BenchmarkSeries,
): BenchmarkSeries {
  return sortOptions(claimType, display).includes(sort) ? sort : 'numClaims';
}

/** Layout constants of the chart (spec §4, §9 Benchmarks). */
export const benchmarkChartLimits = {
  /** Providers in view at most. */
  maxProvidersInView: 200,
  zoomStep: 0.1,
  panStep: 0.2,
  animationMs: 1000,
  /** Labels show only at this many px per bar or more. */
  labelMinPxPerBar: 30,
  /** X labels are cut to this many characters. */
  labelMaxChars: 20,
  /** y maximum = this × the data maximum; `yFallbackMax` when there is no data. */
  yMaxFactor: 1.05,
  yFallbackMax: 10_000,
} as const;

/** Autocomplete (spec §5 Benchmarks): no call below 2 characters, 300 ms debounce, 25 options. */
export const benchmarkAutocomplete = {
  minQueryLength: 2,
  debounceMs: 300,
  maxOptions: 25,
  maxQueryLength: 100,
};

/**
 * Request limits of the chart (docs/decisions/0102 "Aggregates and exclusions"): at most 5,000
 * providers per chart, whether listed or brought in by a state or the nation (the whole country
 * has about 3,300 hospitals for a DRG), and at most 100 procedure codes (the inpatient file has
 * 100 DRGs). Past the provider maximum the chart answers 400.
 */
export const benchmarkChartMaxProviders = 5_000;
export const benchmarkChartMaxProcedures = 100;

/**
 * Exclusion thresholds (docs/decisions/0102 "Aggregates and exclusions"): a provider is `lowData`
 * when the selected codes it has figures for hold fewer than `lowDataMinClaims` claims in all, or
 * cover less than `lowDataMinCodeShare` of the selected codes.
 */
export const lowDataMinClaims = 11;
export const lowDataMinCodeShare = 0.5;

/** Why a provider is left out of the chart (spec §3, §9 Benchmarks). */
export const exclusionTypes = ['lowData', 'noData', 'excluded'] as const;
export type ExclusionType = (typeof exclusionTypes)[number];

/** The explanation shown with each exclusion type (spec §9 Benchmarks). */
export const exclusionExplanations: Readonly<Record<ExclusionType, string>> = {
  lowData: `Too few claims to compare: the selected procedures hold fewer than ${String(lowDataMinClaims)} claims at this provider, or it has figures for fewer than half of them.`,
  noData: 'No claims for the selected procedures in this data year.',
  excluded:
    'Left out by a rule: this provider does not bill this claim type (a hospital in a Professional chart, or a professional in an Inpatient or Outpatient chart).',
};

/** Field and reply messages of the benchmarks API. */
export const benchmarksMessages = {
  selectionRequired: 'Select at least one provider or procedure',
  claimType: 'claimType must be Inpatient, Outpatient or Professional',
  outpatientCodeType: 'outpatientCodeType must be Diagnosis, HCPCS or APC',
  professionalCodeType: 'professionalCodeType must be Diagnosis or HCPCS',
  selectionItem: 'Each selection needs an id, a name, a type and a match count',
  providerType: "A provider selection's type must be 'provider' or 'state'",
  procedureType: "A procedure selection's type must be DRG, APC or HCPCS",
  procedureTypeMismatch: (codeType: CodeType) => `Procedures of this chart must be ${codeType} codes`,
  tooManyProviders: (count: number) =>
    `This selection holds ${count.toLocaleString('en-US')} providers; a chart shows at most ${benchmarkChartMaxProviders.toLocaleString('en-US')}. Choose states or providers.`,
  tooManyProcedures: `Select at most ${String(benchmarkChartMaxProcedures)} procedures`,
  dataYear: 'dataYear must be a year between 2000 and 2100',
  providerIdRequired: 'providerID is required',
  providerNotFound: 'No benchmark data for this provider',
  autocompleteType: "autocompleteType must be 'provider' or 'procedure'",
  professionalCodeTypeRefused: 'Only an administrator may choose the professional code type.',
  codeType: 'codeType must be DRG, Diagnosis, HCPCS or APC',
} as const;
