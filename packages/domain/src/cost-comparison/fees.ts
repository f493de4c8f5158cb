import type { AnalysisState } from './contract.js';
import type { Amounts, FeeLine } from './replies.js';
import { ratioTo, sumTo } from './rounding.js';
import { customPricingLabels, pricingTiers } from './rules.js';
import type { PricingTier } from './rules.js';

/**
 * Fees of a cost comparison (analysis-reports-admin spec §3 Vendor fees, §9 pricing tiers and
 * Custom fields; docs/decisions/0104 "Fees"): the current vendor's fees and the administrator's
 * fees from the chosen tier. Dollars for the analysis period, rounded to the cent.
 */

/**
 * The tier the fees come from: the Current or Old row of spec §9, or the custom fields (their
 * `facilityOONPEPM` is null: the spec has no custom field for it). Null for Custom without custom
 * prices (the schema refuses that; a page mid-edit may have it).
 */
export function pricingTierOf(
  state: Pick<AnalysisState, 'pricingSelection' | 'customPricing'>,
): PricingTier | null {
  if (state.pricingSelection !== 'Custom') return pricingTiers[state.pricingSelection];
  return state.customPricing === null ? null : { ...state.customPricing, facilityOONPEPM: null };
}

/** Employees the tier bills for: max(numberOfEmployees, tier.minEmployees) (spec §9 Minimum employees). */
export function billableEmployees(numberOfEmployees: number, tier: PricingTier): number {
  return Math.max(numberOfEmployees, tier.minEmployees);
}

/**
 * A PEPM fee of the tier for the period:
 *
 *   fee = max(PEPM × max(employees, minEmployees), monthly minimum) × months
 *
 * (spec §9: PEPM = per employee per month, the "min" columns are monthly minimum fees in dollars).
 * Example (Old, professional only): 40 employees → max(8 × 65, 850) × 12 = 10,200.
 * @returns null without a number of months.
 */
export function tierPepmFee(
  pepm: number,
  monthlyMinimum: number,
  numberOfEmployees: number,
  tier: PricingTier,
  months: number | null,
): number | null {
  if (months === null) return null;
  const monthly = Math.max(ratioTo(2, [pepm, billableEmployees(numberOfEmployees, tier)]), monthlyMinimum);
  return ratioTo(2, [monthly, months]);
}

/**
 * The facility out-of-network share of savings (spec §9 "Facility OON share of savings"): the
 * tier's percent of the facility claims' savings (current facility medical spend − proposed facility
 * allowed), nothing when those savings are negative.
 *
 *   fee = round¢(max(0, facility savings) × facilityOONPercentOfSavings ÷ 100)
 */
export function facilityOonShare(facilitySavings: number | null, tier: PricingTier): number | null {
  if (facilitySavings === null) return null;
  return ratioTo(2, [Math.max(0, facilitySavings), tier.facilityOONPercentOfSavings], [100]);
}

/** The fee lines of the three products (docs/decisions/0104 "Products"). */
export function productFeeLines(
  tier: PricingTier,
  numberOfEmployees: number,
  months: number | null,
  facilitySavings: number | null,
): { fullReplacement: FeeLine[]; facilityOnly: FeeLine[]; professionalOnly: FeeLine[] } {
  const oonShare: FeeLine = {
    label: customPricingLabels.facilityOONPercentOfSavings,
    amount: facilityOonShare(facilitySavings, tier),
  };
  return {
    fullReplacement: [
      {
        label: customPricingLabels.fullReplacementPEPM,
        amount: tierPepmFee(
          tier.fullReplacementPEPM,
          tier.fullReplacementMin,
          numberOfEmployees,
          tier,
          months,
        ),
      },
      oonShare,
    ],
    facilityOnly: [
      {
        label: customPricingLabels.facilityPEPM,
        amount: tierPepmFee(tier.facilityPEPM, tier.facilityMin, numberOfEmployees, tier, months),
      },
      oonShare,
    ],
    professionalOnly: [
      {
        label: customPricingLabels.professionalOnlyPEPM,
        amount: tierPepmFee(
          tier.professionalOnlyPEPM,
          tier.professionalOnlyMin,
          numberOfEmployees,
          tier,
          months,
        ),
      },
    ],
  };
}

/** The current vendor's fees on facility and on professional claims for the period, dollars. */
export interface CurrentVendorFees {
  facility: number | null;
  professional: number | null;
  total: number | null;
}

/**
 * The current vendor's fees for the period (spec §3 Vendor fees), split by the claims they are
 * paid on, so that a product that replaces only facility or only professional claims counts only
 * those. For facility (and likewise professional):
 *
 *   fee = PEPM × numberOfEmployees × months
 *       + percentBilled ÷ 100 × billed facility
 *       + percentSavings ÷ 100 × max(0, billed facility − medical spend facility)
 *
 * (percent of savings = of the current network's discount off billed). A term whose rate is 0 is 0
 * even where its amounts are missing; a term with a rate and a missing amount (or PEPM without
 * months) makes the fee null. `isEstimate` only labels the figures.
 */
export function currentVendorFees(
  fees: AnalysisState['vendorFees'],
  numberOfEmployees: number,
  months: number | null,
  billed: Amounts,
  medicalSpend: Amounts,
): CurrentVendorFees {
  const part = (pepm: number, key: 'facility' | 'professional'): number | null => {
    const terms: (number | null)[] = [];
    if (pepm > 0) terms.push(months === null ? null : ratioTo(2, [pepm, numberOfEmployees, months]));
    const billedAmount = billed[key];
    const spendAmount = medicalSpend[key];
    if (fees.percentBilled > 0)
      terms.push(billedAmount === null ? null : ratioTo(2, [billedAmount, fees.percentBilled], [100]));
    if (fees.percentSavings > 0)
      terms.push(
        billedAmount === null || spendAmount === null
          ? null
          : ratioTo(2, [Math.max(0, sumTo(2, [billedAmount, -spendAmount])), fees.percentSavings], [100]),
      );
    if (terms.includes(null)) return null;
    return sumTo(2, terms as number[]);
  };
  const facility = part(fees.facilityPEPM, 'facility');
  const professional = part(fees.professionalPEPM, 'professional');
  return {
    facility,
    professional,
    total: facility === null || professional === null ? null : sumTo(2, [facility, professional]),
  };
}
