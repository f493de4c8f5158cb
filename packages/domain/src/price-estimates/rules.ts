/**
 * Price estimates before care (issue 33, docs/decisions/0115): rules and constants shared by page
 * and server. The Transparency in Coverage rules (29 CFR 2590.715-2715A(b), 45 CFR 147.211) ask
 * for the estimated cost share, the accumulated amounts, the plan's rate and the notices.
 */

/** The claim types of the CMS price files and the code type each is priced by (decision 0103). */
export const estimateCodeTypes = ['DRG', 'APC', 'HCPCS'] as const;
export type EstimateCodeType = (typeof estimateCodeTypes)[number];
export type EstimateClaimType = 'inpatient' | 'outpatient' | 'professional';

/** Inpatient DRG, outpatient (comprehensive) APC, professional HCPCS. */
export const claimTypeOfCodeType: Record<EstimateCodeType, EstimateClaimType> = {
  DRG: 'inpatient',
  APC: 'outpatient',
  HCPCS: 'professional',
};

/** How each code looks once padded as the CMS files write it (decision 0102 "Codes"). */
export const estimateCodePatterns: Record<EstimateCodeType, RegExp> = {
  DRG: /^\d{3}$/,
  APC: /^\d{4}$/,
  HCPCS: /^[0-9A-Z]{5}$/,
};

/**
 * A code as the CMS files store it: trimmed, upper case, all-digit DRG padded to 3 and APC to 4
 * digits (`89` → `0089`), an all-digit HCPCS to 5. Returns null when the result is not a code of
 * that type, so the caller answers 400 with `estimateMessages.code`.
 */
export function normalizeEstimateCode(codeType: EstimateCodeType, code: string): string | null {
  const trimmed = code.trim().toUpperCase();
  const width = codeType === 'DRG' ? 3 : codeType === 'APC' ? 4 : 5;
  const padded = /^\d+$/.test(trimmed) && trimmed.length < width ? trimmed.padStart(width, '0') : trimmed;
  return estimateCodePatterns[codeType].test(padded) ? padded : null;
}

/**
 * The fewest discharges or services a figure needs: CMS suppresses counts of 1–10 (its cell-size
 * rule), so a figure over fewer than 11 is not one to price a stay by (decision 0102 "lowData").
 */
export const estimateMinCount = 11;

/** A figure older than this many years, counted from the current calendar year, is stale. */
export const estimateStaleYears = 5;

/** Providers per page of estimates, and the most a price check (PDF) prints. */
export const estimatesPageSize = 20;
export const estimatesPageMax = 1000;

/**
 * Orders of the estimate list, each lowest first: member cost, allowed amount, distance, and
 * billed ÷ allowed (risk). A provider without the figure sorts last; ties go by distance, then name.
 */
export const estimateSorts = ['memberCost', 'allowed', 'distance', 'risk'] as const;
export type EstimateSort = (typeof estimateSorts)[number];
export const estimateSortLabels: Record<EstimateSort, string> = {
  memberCost: 'Your cost (lowest first)',
  allowed: 'Plan allowed amount (lowest first)',
  distance: 'Distance (nearest first)',
  risk: 'Balance-bill risk (lowest first)',
};

/**
 * Balance-bill risk from billed ÷ allowed (the provider's average charge over what the plan
 * allows): at or below 1 the charge fits within the plan's rate; up to 2 at most half of a bill
 * lies above it; up to 4 at most three quarters; above that more. `unknown` when either figure is
 * missing. Thresholds are a choice (decision 0115), not a CMS figure.
 */
export const riskLevels = ['low', 'moderate', 'high', 'veryHigh', 'unknown'] as const;
export type RiskLevel = (typeof riskLevels)[number];
export const riskLevelLabels: Record<RiskLevel, string> = {
  low: 'Low balance-bill risk',
  moderate: 'Moderate balance-bill risk',
  high: 'High balance-bill risk',
  veryHigh: 'Very high balance-bill risk',
  unknown: 'Balance-bill risk not known',
};

/**
 * The risk level of a billed ÷ allowed ratio (see `riskLevels`); null or not finite is `unknown`.
 */
export function riskLevelOf(billedOverAllowed: number | null): RiskLevel {
  if (billedOverAllowed === null || !Number.isFinite(billedOverAllowed)) return 'unknown';
  if (billedOverAllowed <= 1) return 'low';
  if (billedOverAllowed <= 2) return 'moderate';
  if (billedOverAllowed <= 4) return 'high';
  return 'veryHigh';
}

/** Why a provider's estimate is not given (never $0, never a guess). */
export const unavailableReasons = ['noFigure', 'fewCases', 'noMedicareFigure', 'noDesign'] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];
export const unavailableReasonTexts: Record<UnavailableReason, string> = {
  noFigure: 'Estimate unavailable: the CMS file has no figure for this provider and procedure.',
  fewCases: `Estimate unavailable: the CMS figure covers fewer than ${String(estimateMinCount)} cases.`,
  noMedicareFigure: 'Estimate unavailable: the CMS file gives no Medicare amount for this provider.',
  noDesign: 'Estimate unavailable: the plan has no benefit design on file for this plan year.',
};

/** Field and page messages. */
export const estimateMessages = {
  codeType: 'Choose DRG, APC or HCPCS',
  code: 'Enter a code of the chosen type (DRG 3 digits, APC 4 digits, HCPCS 5 characters)',
  noFigures: 'The CMS files hold no figures for this code',
  zipRequired: 'Required',
  zip: 'Must be 5 digits',
  zipUnknown: 'Zip code not recognized. Please enter a valid US zip code.',
  radius: 'Radius must be a whole number of miles from 0 to 100',
  planRequired: 'Choose a plan',
  planNotVisible: 'This plan is not one of your plans.',
  noPlans: 'You have no plan to estimate for.',
  sort: 'Choose a sort order',
  risk: 'Choose risk levels: low, moderate, high, veryHigh, unknown',
  page: 'Page must be a whole number from 1',
  search: 'Search text is too long',
} as const;

/**
 * The notices an estimate carries (29 CFR 2590.715-2715A(b)(1)(vii), 45 CFR 147.211(b)(1)(vii)):
 * an estimate, not a guarantee; how balance billing works under a reference-based plan; and the
 * prerequisite of a Call Ahead case.
 */
export const estimateNotices: readonly string[] = [
  'This is an estimate, not a guarantee of payment or of what you will owe. The actual amount depends on the care you receive, the provider’s bill, and your deductible and out-of-pocket amounts on the day the claim is processed.',
  'Your plan pays by reference-based pricing: it allows a multiple of what Medicare pays, whatever the provider charges. A provider that has not agreed to the plan’s rate may bill you the difference between its charge and the allowed amount (a balance bill). The balance-bill risk shown compares the provider’s average charge with the plan’s allowed amount.',
  'Before scheduling planned care, open a Call Ahead case so the plan can contact the provider about its rate. If a provider bills you more than your share, file a Balance Bill case in the portal.',
  'Figures come from public CMS Medicare files (average charge and Medicare payment per provider and code, with the data year shown); prices today may differ.',
];

/** The stale-data warning of one provider's figure, or null when it is recent enough. */
export function staleWarningOf(dataYear: number, currentYear: number): string | null {
  const age = currentYear - dataYear;
  return age > estimateStaleYears
    ? `The newest CMS figure for this provider is from ${String(dataYear)}, over ${String(estimateStaleYears)} years old: today’s prices are likely higher.`
    : null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A dollar amount to the cent, `$1,234.56`; null (a gap) as 'Unavailable', never $0. */
export function formatEstimateAmount(amount: number | null): string {
  return amount === null || !Number.isFinite(amount) ? 'Unavailable' : usd.format(amount);
}

/** Billed ÷ allowed to one decimal, `3.2 ×`; null as 'not known'. */
export function formatBilledOverAllowed(ratio: number | null): string {
  return ratio === null || !Number.isFinite(ratio) ? 'not known' : `${ratio.toFixed(1)} ×`;
}

/** Where a card's figure comes from: 'CMS <files>, data year <year>', or that there is none. */
export function estimateSourceOf(card: { dataYear: number | null; sourceFiles: readonly string[] }): string {
  return card.dataYear === null
    ? 'No CMS figure for this provider and code'
    : `CMS ${card.sourceFiles.join(', ')}, data year ${String(card.dataYear)}`;
}

/** An HVBP score in points to at most two decimals (`29.666666666667` → `29.67`), with its fiscal year. */
export function formatQualityScore(quality: { score: number; fiscalYear: number } | null): string {
  return quality === null
    ? 'Not scored'
    : `${String(Math.round(quality.score * 100) / 100)} points (FY${String(quality.fiscalYear)})`;
}
