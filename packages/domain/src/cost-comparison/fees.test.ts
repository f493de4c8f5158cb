import { describe, expect, it } from 'vitest';
import type { Amounts } from './replies.js';
import {
  billableEmployees,
  currentVendorFees,
  facilityOonShare,
  pricingTierOf,
  productFeeLines,
  tierPepmFee,
} from './fees.js';
import { pricingTiers } from './rules.js';

const { Current, Old } = pricingTiers;

describe('tier fees (spec §9 pricing tiers)', () => {
  it('bills at least the minimum employees', () => {
    expect(billableEmployees(40, Current)).toBe(Current.minEmployees);
    expect(billableEmployees(40, Old)).toBe(Old.minEmployees);
    expect(billableEmployees(1000, Current)).toBe(1000);
  });

  it('charges PEPM × employees × months above the minimums', () => {
    // Current full replacement: 24 × 1000 × 12.
    expect(tierPepmFee(Current.fullReplacementPEPM, Current.fullReplacementMin, 1000, Current, 12)).toBe(
      288_000,
    );
  });

  it('charges the minimum employees below them', () => {
    // Old full replacement, 40 employees: 18 × 65 = 1,170 a month, above the 1,110 minimum.
    expect(tierPepmFee(Old.fullReplacementPEPM, Old.fullReplacementMin, 40, Old, 12)).toBe(14_040);
  });

  it('charges the monthly minimum where it is higher', () => {
    // Old professional only, 40 employees: 8 × 65 = 520 a month, below the 850 minimum.
    expect(tierPepmFee(Old.professionalOnlyPEPM, Old.professionalOnlyMin, 40, Old, 12)).toBe(10_200);
    // Old professional only, 100 employees: 800 a month, still below 850.
    expect(tierPepmFee(Old.professionalOnlyPEPM, Old.professionalOnlyMin, 100, Old, 3)).toBe(2550);
    // Current facility, 60 employees: 16 × 60 = 960 = the minimum.
    expect(tierPepmFee(Current.facilityPEPM, Current.facilityMin, 1, Current, 1)).toBe(Current.facilityMin);
  });

  it('is null without months', () => {
    expect(tierPepmFee(24, 1440, 1000, Current, null)).toBeNull();
  });

  it('takes the facility OON share of positive facility savings only', () => {
    expect(facilityOonShare(67_499.24, Old)).toBe(10_124.89);
    expect(facilityOonShare(-5000, Current)).toBe(0);
    expect(facilityOonShare(null, Current)).toBeNull();
  });

  it('lists the fee lines of each product', () => {
    const lines = productFeeLines(Current, 1000, 12, 100_000);
    expect(lines.fullReplacement).toEqual([
      { label: 'Full Replacement PEPM', amount: 288_000 },
      { label: 'Facility OON percent of savings', amount: 15_000 },
    ]);
    expect(lines.facilityOnly).toEqual([
      { label: 'Facility PEPM', amount: 192_000 },
      { label: 'Facility OON percent of savings', amount: 15_000 },
    ]);
    expect(lines.professionalOnly).toEqual([{ label: 'Professional Only PEPM', amount: 192_000 }]);
  });

  it('picks the tier of the selection', () => {
    expect(pricingTierOf({ pricingSelection: 'Old', customPricing: null })).toBe(Old);
    expect(pricingTierOf({ pricingSelection: 'Custom', customPricing: null })).toBeNull();
    const { facilityOONPEPM: _unused, ...custom } = Current;
    expect(pricingTierOf({ pricingSelection: 'Custom', customPricing: custom })).toEqual({
      ...custom,
      facilityOONPEPM: null,
    });
  });
});

describe('currentVendorFees (spec §3 vendor fees)', () => {
  const amounts = (facility: number | null, professional: number | null): Amounts => ({
    inpatient: null,
    outpatient: null,
    professional,
    facility,
    total: null,
  });
  const fees = {
    facilityPEPM: 0,
    professionalPEPM: 0,
    percentBilled: 0,
    percentSavings: 0,
    isEstimate: false,
  };

  it('charges the PEPMs for every employee and month', () => {
    expect(
      currentVendorFees(
        { ...fees, facilityPEPM: 2.5, professionalPEPM: 1.25 },
        1000,
        12,
        amounts(null, null),
        amounts(null, null),
      ),
    ).toEqual({
      facility: 30_000,
      professional: 15_000,
      total: 45_000,
    });
  });

  it('charges a percent of billed or of the network savings off billed', () => {
    const billed = amounts(500_000, 100_000);
    const spend = amounts(300_000, 120_000);
    expect(currentVendorFees({ ...fees, percentBilled: 2 }, 1000, 12, billed, spend)).toEqual({
      facility: 10_000,
      professional: 2000,
      total: 12_000,
    });
    // Savings 200,000 on facility, none (negative) on professional.
    expect(currentVendorFees({ ...fees, percentSavings: 25 }, 1000, 12, billed, spend)).toEqual({
      facility: 50_000,
      professional: 0,
      total: 50_000,
    });
  });

  it('is 0 without fees even where amounts are missing, and null where a fee lacks its amount', () => {
    expect(currentVendorFees(fees, 1000, null, amounts(null, null), amounts(null, null)).total).toBe(0);
    expect(
      currentVendorFees({ ...fees, facilityPEPM: 3 }, 1000, null, amounts(null, null), amounts(null, null)),
    ).toEqual({
      facility: null,
      professional: 0,
      total: null,
    });
    expect(
      currentVendorFees({ ...fees, percentBilled: 3 }, 1000, 12, amounts(1000, null), amounts(null, null)),
    ).toEqual({
      facility: 30,
      professional: null,
      total: null,
    });
  });
});
