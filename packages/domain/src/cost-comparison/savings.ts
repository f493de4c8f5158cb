import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { differenceInMonths } from 'date-fns/differenceInMonths';
import { isBefore } from 'date-fns/isBefore';
import { parseIsoDate } from '../shared/dates.js';
import { amountsFromCategories, resolveBlocks, sumOrNull } from './blocks.js';
import type { AnalysisState } from './contract.js';
import { currentVendorFees, pricingTierOf, productFeeLines } from './fees.js';
import type { CurrentVendorFees } from './fees.js';
import { comparisonProducts } from './replies.js';
import type {
  Amounts,
  ComparisonProduct,
  ComparisonResult,
  FeeLine,
  ProductSavings,
  StateMedicareRatio,
} from './replies.js';
import { ratioTo, roundTo, sumTo } from './rounding.js';
import { comparisonCategories } from './rules.js';
import type { ComparisonCategory, PricingTier } from './rules.js';
import { blendMedicareRatios, utilizationTotal } from './utilization.js';

/**
 * The savings arithmetic of the cost comparison, one pure module for the page and the documents
 * (analysis-reports-admin spec §3, §4 Cost-comparison, §9 Cost-comparison and pricing tiers; issue
 * 18; docs/decisions/0104 gives every choice and a worked example, checked in savings.test.ts).
 */

/** Product names as the page and the documents show them. */
export const comparisonProductLabels: Record<ComparisonProduct, string> = {
  fullReplacement: 'Full replacement',
  facilityOnly: 'Facility only',
  professionalOnly: 'Professional only',
};

/**
 * Claim categories each product reprices at the Medicare multiples (docs/decisions/0104 "Products"):
 * full replacement all claims, facility only inpatient and outpatient (professional claims stay in
 * the current network), professional only professional claims.
 */
export const comparisonProductCategories: Record<ComparisonProduct, readonly ComparisonCategory[]> = {
  fullReplacement: ['inpatient', 'outpatient', 'professional'],
  facilityOnly: ['inpatient', 'outpatient'],
  professionalOnly: ['professional'],
};

/**
 * Months of the analysis period from `startDate` to `endDate` (`YYYY-MM-DD`, both days included):
 * whole calendar months, and a part month left over counts as a month, since PEPM fees are charged
 * per month of coverage (docs/decisions/0104 "Period"). 2025-01-01 to 2025-12-31 → 12; 2025-01-15 to
 * 2025-02-14 → 1; 2025-01-15 to 2025-02-20 → 2; one day → 1.
 * @returns null when a date is missing or invalid, or the end is before the start.
 */
export function comparisonMonths(startDate: string | null, endDate: string | null): number | null {
  const start = startDate === null ? null : parseIsoDate(startDate);
  const end = endDate === null ? null : parseIsoDate(endDate);
  if (start === null || end === null || isBefore(end, start)) return null;
  const afterEnd = addDays(end, 1);
  const whole = differenceInMonths(afterEnd, start);
  return isBefore(addMonths(start, whole), afterEnd) ? whole + 1 : whole;
}

/** a − b − c…, rounded to the cent; null when any is null. */
function differenceOrNull(first: number | null, ...rest: (number | null)[]): number | null {
  if (first === null || rest.includes(null)) return null;
  return sumTo(2, [first, ...(rest as number[]).map((value) => -value)]);
}

/**
 * Proposed allowed of one category (spec §4; issue 18):
 *
 *   Medicare-equivalent = round¢(billed ÷ Medicare ratio)
 *   proposed allowed    = min(billed, round¢(Medicare-equivalent × Medicare multiple))
 *
 * The plan pays the lesser of billed charges and the multiple of Medicare, as a reference-based plan
 * document says (docs/decisions/0104): it matters only where the ratio is below the multiple
 * (Maryland's 1.13 at 1.5).
 * @returns nulls without billed, or with a ratio or multiple that is not above 0.
 */
export function proposedAllowedOf(
  billed: number | null,
  medicareRatio: number,
  multiple: number,
): { medicareEquivalent: number | null; proposedAllowed: number | null } {
  // A ratio or multiple the schema refuses (≤ 0, not a number) can reach here from a page mid-edit.
  const isUsable = (value: number) => Number.isFinite(value) && value > 0;
  if (billed === null || !isUsable(medicareRatio) || !isUsable(multiple))
    return { medicareEquivalent: null, proposedAllowed: null };
  const medicareEquivalent = ratioTo(2, [billed], [medicareRatio]);
  return {
    medicareEquivalent,
    proposedAllowed: Math.min(billed, ratioTo(2, [medicareEquivalent, multiple])),
  };
}

function productSavings(
  product: ComparisonProduct,
  medicalSpend: Amounts,
  proposedAllowed: Amounts,
  vendorFees: CurrentVendorFees,
  feeLines: FeeLine[] | null,
): ProductSavings {
  const categories = [...comparisonProductCategories[product]];
  const vendorPart =
    product === 'fullReplacement'
      ? vendorFees.total
      : product === 'facilityOnly'
        ? vendorFees.facility
        : vendorFees.professional;
  const currentCost = sumOrNull([...categories.map((category) => medicalSpend[category]), vendorPart]);
  const proposed = sumOrNull(categories.map((category) => proposedAllowed[category]));
  const fees = feeLines === null ? null : sumOrNull(feeLines.map((line) => line.amount));
  const savings = differenceOrNull(currentCost, proposed, fees);
  return {
    product,
    label: comparisonProductLabels[product],
    categories,
    currentCost,
    proposedAllowed: proposed,
    feeLines: feeLines ?? [],
    fees,
    savings,
    savingsPercent:
      savings === null || currentCost === null || currentCost <= 0
        ? null
        : ratioTo(2, [savings, 100], [currentCost]),
  };
}

const noTier: PricingTier = {
  fullReplacementPEPM: 0,
  facilityPEPM: 0,
  professionalPEPM: 0,
  professionalOnlyPEPM: 0,
  facilityOONPercentOfSavings: 0,
  facilityOONPEPM: null,
  fullReplacementMin: 0,
  facilityMin: 0,
  professionalOnlyMin: 0,
  minEmployees: 0,
};

/**
 * Everything the cost comparison shows, from the analysis state and the per-state Medicare ratio
 * table (`GET /api/cost-comparison/medicare-ratios`). Dollars for the analysis period, rounded to
 * the cent at every step (docs/decisions/0104 "Rounding"); null where an input is missing (shown
 * 'No data available', spec §5 Other). Steps:
 *
 * 1. months = `comparisonMonths(startDate, endDate)`.
 * 2. Medicare ratios: the entered ones, else `blendMedicareRatios(utilization, stateRatios)` (spec §4).
 * 3. The money blocks by their data sources (`resolveBlocks`: splits 41 / 59 and 24 / 34.2 / rest,
 *    network discount, percent of medical; spec §4, §9).
 * 4. By category: Medicare-equivalent = billed ÷ ratio; proposed allowed = min(billed,
 *    Medicare-equivalent × Medicare multiple), the facility multiple for inpatient and outpatient and the
 *    professional one for professional (`proposedAllowedOf`).
 * 5. Current vendor fees (`currentVendorFees`): PEPMs × employees × months + percent of billed or of
 *    the network's savings, split into facility and professional.
 * 6. Per product (full replacement, facility only, professional only) over its categories:
 *    current cost = Σ medical spend (the current allowed) + the current vendor fees on them;
 *    fees = the tier's PEPM × max(employees, minEmployees), at least the monthly minimum, × months
 *    (`tierPepmFee`), plus for facility claims the tier's OON percent of the facility savings
 *    (`facilityOonShare`); savings = current cost − proposed allowed − fees (negative shown as is);
 *    savings percent = savings ÷ current cost × 100, 2 decimals.
 * 7. savingsByCategory: medical spend − proposed allowed per category and facility, before any
 *    fees; its total is the sum of the categories (issue 31 item 5). `feeBridge` carries it to the
 *    full replacement savings after fees, `headlineSavings`.
 */
export function computeComparison(
  state: AnalysisState,
  stateRatios: readonly StateMedicareRatio[],
): ComparisonResult {
  const months = comparisonMonths(state.startDate, state.endDate);
  const blendedMedicareRatios = blendMedicareRatios(state.utilization, stateRatios);
  const medicareRatios = Object.fromEntries(
    comparisonCategories.map((category) => [
      category,
      state.medicareRatios[category] ?? blendedMedicareRatios[category],
    ]),
  ) as Record<ComparisonCategory, number>;
  const { planResponsibility, medicalSpend, billed } = resolveBlocks(state);

  const perCategory = Object.fromEntries(
    comparisonCategories.map((category) => [
      category,
      proposedAllowedOf(
        billed[category],
        medicareRatios[category],
        category === 'professional' ? state.sixdMultiples.professional : state.sixdMultiples.facility,
      ),
    ]),
  ) as Record<ComparisonCategory, ReturnType<typeof proposedAllowedOf>>;
  const medicareEquivalent = amountsFromCategories({
    inpatient: perCategory.inpatient.medicareEquivalent,
    outpatient: perCategory.outpatient.medicareEquivalent,
    professional: perCategory.professional.medicareEquivalent,
  });
  const proposedAllowed = amountsFromCategories({
    inpatient: perCategory.inpatient.proposedAllowed,
    outpatient: perCategory.outpatient.proposedAllowed,
    professional: perCategory.professional.proposedAllowed,
  });

  const vendorFees = currentVendorFees(
    state.vendorFees,
    state.numberOfEmployees,
    months,
    billed,
    medicalSpend,
  );
  const tier = pricingTierOf(state);
  const claimSavings = amountsFromCategories({
    inpatient: differenceOrNull(medicalSpend.inpatient, proposedAllowed.inpatient),
    outpatient: differenceOrNull(medicalSpend.outpatient, proposedAllowed.outpatient),
    professional: differenceOrNull(medicalSpend.professional, proposedAllowed.professional),
  });
  const feeLines =
    tier === null ? null : productFeeLines(tier, state.numberOfEmployees, months, claimSavings.facility);
  const products = comparisonProducts.map((product) =>
    productSavings(product, medicalSpend, proposedAllowed, vendorFees, feeLines?.[product] ?? null),
  );
  const headlineSavings = products[0]?.savings ?? null;

  return {
    months,
    blendedMedicareRatios,
    medicareRatios,
    utilizationTotal: roundTo(utilizationTotal(state.utilization), 2),
    planResponsibility,
    medicalSpend,
    billed,
    medicareEquivalent,
    proposedAllowed,
    currentVendorFees: vendorFees.total,
    tier: tier ?? noTier,
    products,
    savingsByCategory: claimSavings,
    headlineSavings,
  };
}

/**
 * How the savings before fees (the total of `savingsByCategory`) become the full replacement
 * savings after fees (`headlineSavings`), in US dollars (issue 31 item 5): plus the current vendor
 * fees the plan stops paying, less the full replacement fees of the tier. `afterFees` =
 * `beforeFees` + `currentVendorFees` − `newFees`, to the cent as computed; each part null when
 * one of its figures is missing.
 */
export interface FeeBridge {
  beforeFees: number | null;
  currentVendorFees: number | null;
  newFees: number | null;
  afterFees: number | null;
}

/** The `FeeBridge` of a computed comparison. */
export function feeBridge(result: ComparisonResult): FeeBridge {
  const fullReplacement = result.products.find((product) => product.product === 'fullReplacement');
  return {
    beforeFees: result.savingsByCategory.total,
    currentVendorFees: result.currentVendorFees,
    newFees: fullReplacement?.fees ?? null,
    afterFees: result.headlineSavings,
  };
}
