import { describe, expect, it } from 'vitest';
import { analysisStateSchema } from './contract.js';
import type { AnalysisStateInput } from './contract.js';
import { comparisonDefaults, pricingTiers, specStateRatioExamples } from './rules.js';
import { comparisonMonths, computeComparison, feeBridge, proposedAllowedOf } from './savings.js';
import { specExampleRows, workedExampleInput } from './testing/worked-example.js';

const parse = (input: AnalysisStateInput) => analysisStateSchema.parse(input);

describe('comparisonMonths (docs/decisions/0104 Period)', () => {
  it('counts whole calendar months with both days included', () => {
    expect(comparisonMonths('2025-01-01', '2025-12-31')).toBe(12);
    expect(comparisonMonths('2025-01-01', '2025-06-30')).toBe(6);
    expect(comparisonMonths('2025-01-15', '2025-02-14')).toBe(1);
    expect(comparisonMonths('2024-02-01', '2024-02-29')).toBe(1);
  });

  it('counts a part month left over as a month', () => {
    expect(comparisonMonths('2025-01-15', '2025-02-20')).toBe(2);
    expect(comparisonMonths('2025-03-01', '2025-03-01')).toBe(1);
    expect(comparisonMonths('2025-01-01', '2026-01-01')).toBe(13);
  });

  it('is null without both dates, with an invalid date or an end before the start', () => {
    expect(comparisonMonths(null, '2025-12-31')).toBeNull();
    expect(comparisonMonths('2025-01-01', null)).toBeNull();
    expect(comparisonMonths('2025-02-30', '2025-12-31')).toBeNull();
    expect(comparisonMonths('2025-12-31', '2025-01-01')).toBeNull();
  });
});

describe('proposedAllowedOf (spec §4)', () => {
  it('divides billed by the Medicare ratio and multiplies by the Medicare multiple, to the cent', () => {
    // 100,000 ÷ 6 = 16,666.666… → 16,666.67; × 1.5 = 25,000.005 → 25,000.01.
    expect(proposedAllowedOf(100_000, 6, 1.5)).toEqual({
      medicareEquivalent: 16_666.67,
      proposedAllowed: 25_000.01,
    });
  });

  it('pays at most billed charges where the ratio is below the multiple', () => {
    // Maryland's spec example 1.13 at the facility multiple 1.5: 1.5 ÷ 1.13 of billed → billed.
    const { inpatient } = specStateRatioExamples.MD;
    expect(proposedAllowedOf(10_000, inpatient, comparisonDefaults.sixdMultiples.facility)).toEqual({
      medicareEquivalent: 8849.56,
      proposedAllowed: 10_000,
    });
  });

  it('is null without billed, or with a ratio or multiple not above 0 (a page mid-edit)', () => {
    const none = { medicareEquivalent: null, proposedAllowed: null };
    expect(proposedAllowedOf(null, 6, 1.5)).toEqual(none);
    expect(proposedAllowedOf(1000, 0, 1.5)).toEqual(none);
    expect(proposedAllowedOf(1000, Number.NaN, 1.5)).toEqual(none);
    expect(proposedAllowedOf(1000, 6, -1)).toEqual(none);
  });
});

describe('computeComparison: the worked example of docs/decisions/0104, to the cent', () => {
  const result = computeComparison(parse(workedExampleInput), specExampleRows());

  it('blends the spec examples 60 % Alabama / 40 % Maryland', () => {
    // (60 × 6.5 + 40 × 1.13) ÷ 100 = 4.352; (60 × 4.89 + 40 × 1.13) ÷ 100 = 3.386; (60 × 2.78 + 40 × 2.54) ÷ 100 = 2.684.
    expect(result.blendedMedicareRatios).toEqual({ inpatient: 4.35, outpatient: 3.39, professional: 2.68 });
    expect(result.medicareRatios).toEqual(result.blendedMedicareRatios);
    expect(result.utilizationTotal).toBe(100);
    expect(result.months).toBe(12);
  });

  it('resolves plan responsibility, medical spend and billed', () => {
    expect(result.planResponsibility).toEqual({
      inpatient: 67_240,
      outpatient: 96_760,
      professional: 72_000,
      facility: 164_000,
      total: 236_000,
    });
    expect(result.medicalSpend).toEqual({
      inpatient: 84_050,
      outpatient: 120_950,
      professional: 90_000,
      facility: 205_000,
      total: 295_000,
    });
    expect(result.billed).toEqual({
      inpatient: 140_083.33,
      outpatient: 201_583.33,
      professional: 150_000,
      facility: 341_666.66,
      total: 491_666.66,
    });
  });

  it('derives Medicare-equivalent and proposed allowed', () => {
    expect(result.medicareEquivalent).toEqual({
      inpatient: 32_203.06,
      outpatient: 59_464.11,
      professional: 55_970.15,
      facility: 91_667.17,
      total: 147_637.32,
    });
    expect(result.proposedAllowed).toEqual({
      inpatient: 48_304.59,
      outpatient: 89_196.17,
      professional: 67_164.18,
      facility: 137_500.76,
      total: 204_664.94,
    });
  });

  it('computes the current vendor fees and the Old tier fees', () => {
    expect(result.currentVendorFees).toBe(21_466.67);
    expect(result.tier).toEqual(pricingTiers.Old);
    const [full, facility, professional] = result.products;
    expect(full?.feeLines.map((line) => line.amount)).toEqual([14_040, 10_124.89]);
    expect(facility?.feeLines.map((line) => line.amount)).toEqual([10_920, 10_124.89]);
    expect(professional?.feeLines.map((line) => line.amount)).toEqual([10_200]);
  });

  it('computes each product’s savings and the headline', () => {
    expect(
      result.products.map(({ product, currentCost, proposedAllowed, fees, savings, savingsPercent }) => ({
        product,
        currentCost,
        proposedAllowed,
        fees,
        savings,
        savingsPercent,
      })),
    ).toEqual([
      {
        product: 'fullReplacement',
        currentCost: 316_466.67,
        proposedAllowed: 204_664.94,
        fees: 24_164.89,
        savings: 87_636.84,
        savingsPercent: 27.69,
      },
      {
        product: 'facilityOnly',
        currentCost: 220_466.67,
        proposedAllowed: 137_500.76,
        fees: 21_044.89,
        savings: 61_921.02,
        savingsPercent: 28.09,
      },
      {
        product: 'professionalOnly',
        currentCost: 96_000,
        proposedAllowed: 67_164.18,
        fees: 10_200,
        savings: 18_635.82,
        savingsPercent: 19.41,
      },
    ]);
    expect(result.savingsByCategory).toEqual({
      inpatient: 35_745.41,
      outpatient: 31_753.83,
      professional: 22_835.82,
      facility: 67_499.24,
      // The column adds up (issue 31 item 5): 35,745.41 + 31,753.83 + 22,835.82.
      total: 90_335.06,
    });
    expect(result.headlineSavings).toBe(87_636.84);
    // 90,335.06 before fees + 21,466.67 current vendor fees no longer paid − 24,164.89 new fees.
    expect(feeBridge(result)).toEqual({
      beforeFees: 90_335.06,
      currentVendorFees: 21_466.67,
      newFees: 24_164.89,
      afterFees: 87_636.84,
    });
  });
});

describe('computeComparison', () => {
  const base: AnalysisStateInput = {
    planName: 'Plan',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    medicalSpend: { inpatient: 100_000, outpatient: 200_000, professional: 300_000 },
    billed: { inpatient: 600_000, outpatient: 1_000_000, professional: 900_000 },
    dataSources: { planResponsibility: 'total', medicalSpend: 'allActuals', billed: 'allActuals' },
  };

  it('uses the overall defaults 6 / 5 / 3 without states, and entered ratios over the blend', () => {
    const plain = computeComparison(parse(base), specExampleRows());
    expect(plain.medicareRatios).toEqual(comparisonDefaults.medicareRatios);
    // 600,000 ÷ 6 × 1.5; 1,000,000 ÷ 5 × 1.5; 900,000 ÷ 3 × 1.2.
    expect(plain.proposedAllowed).toMatchObject({
      inpatient: 150_000,
      outpatient: 300_000,
      professional: 360_000,
    });

    const entered = computeComparison(
      parse({ ...base, utilization: [{ state: 'AL', percent: 100 }], medicareRatios: { inpatient: 4 } }),
      specExampleRows(),
    );
    expect(entered.blendedMedicareRatios).toEqual(specStateRatioExamples.AL);
    expect(entered.medicareRatios).toEqual({ ...specStateRatioExamples.AL, inpatient: 4 });
  });

  it('shows negative savings as they are', () => {
    const result = computeComparison(parse(base), []);
    // Professional: 300,000 now, 360,000 proposed.
    expect(result.savingsByCategory.professional).toBe(-60_000);
    expect(result.products[2]?.savings).toBe(300_000 - 360_000 - 192_000);
    expect(result.products[2]?.savingsPercent).toBe(-84);
  });

  it('gives no fees and no savings without dates, but keeps the figures that need none', () => {
    const result = computeComparison(parse({ ...base, startDate: null }), []);
    expect(result.months).toBeNull();
    expect(result.proposedAllowed.total).toBe(810_000);
    expect(result.products.map((product) => product.savings)).toEqual([null, null, null]);
    expect(result.headlineSavings).toBeNull();
    expect(result.savingsByCategory.inpatient).toBe(-50_000);
  });

  it('prices the custom tier from the custom fields', () => {
    const customPricing = {
      ...pricingTiers.Current,
      fullReplacementPEPM: 30,
      facilityOONPercentOfSavings: 0,
    };
    const { facilityOONPEPM: _unused, ...fields } = customPricing;
    const result = computeComparison(
      parse({ ...base, pricingSelection: 'Custom', customPricing: fields }),
      [],
    );
    expect(result.tier).toEqual({ ...customPricing, facilityOONPEPM: null });
    // 30 × 1000 employees × 12 months; no OON share at 0 %.
    expect(result.products[0]?.fees).toBe(360_000);
  });

  it('gives null fees for Custom without custom prices (a page mid-edit)', () => {
    const state = { ...parse(base), pricingSelection: 'Custom' as const };
    const result = computeComparison(state, []);
    expect(result.products.map((product) => product.fees)).toEqual([null, null, null]);
    expect(result.headlineSavings).toBeNull();
  });

  it('is null where a needed amount is missing', () => {
    const result = computeComparison(
      parse({ ...base, billed: { inpatient: 600_000, outpatient: null, professional: 900_000 } }),
      [],
    );
    expect(result.proposedAllowed.outpatient).toBeNull();
    expect(result.proposedAllowed.facility).toBeNull();
    expect(result.products[0]?.savings).toBeNull();
    expect(result.products[2]?.savings).not.toBeNull();
  });
});

describe('computeComparison consistency over generated plans', () => {
  /** A small deterministic generator (a linear congruential sequence), so a failure repeats. */
  function generator(seed: number) {
    let value = seed;
    return (max: number) => {
      value = (value * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.round((value / 2_147_483_648) * max * 100) / 100;
    };
  }
  const plans = Array.from({ length: 40 }, (_, index) => {
    const next = generator(index + 1);
    const sources = [
      { planResponsibility: 'total', medicalSpend: 'fromPlanResponsibility', billed: 'estimate' },
      { planResponsibility: 'percentOfMedical', medicalSpend: 'percentOfBilled', billed: 'allActuals' },
      { planResponsibility: 'allActuals', medicalSpend: 'facilityAndProfessional', billed: 'total' },
    ] as const;
    const amount = () => next(5_000_000);
    return parse({
      planName: `Plan ${String(index)}`,
      numberOfEmployees: 1 + Math.floor(next(2000)),
      startDate: '2025-01-01',
      endDate: index % 2 === 0 ? '2025-12-31' : '2025-07-15',
      utilization: [
        { state: 'AL', percent: next(60) },
        { state: 'MD', percent: next(40) },
      ],
      planResponsibility: {
        inpatient: amount(),
        outpatient: amount(),
        professional: amount(),
        total: amount(),
      },
      medicalSpend: { facility: amount(), professional: amount() },
      billed: { inpatient: amount(), outpatient: amount(), professional: amount(), total: amount() },
      currentNetworkDiscount: next(90),
      currentPercentOfMedical: 1 + next(99),
      dataSources: sources[index % 3],
      vendorFees:
        index % 2 === 0 ? { facilityPEPM: next(20), percentSavings: next(30) } : { percentBilled: next(5) },
      sixdMultiples: { facility: 1 + next(2), professional: 1 + next(2) },
      pricingSelection: index % 2 === 0 ? 'Current' : 'Old',
    });
  });
  const cents = (value: number | null) => {
    expect(value).not.toBeNull();
    return Math.round((value ?? 0) * 100);
  };

  it('adds full replacement up from facility only and professional only, and every saving from its parts', () => {
    for (const plan of plans) {
      const result = computeComparison(plan, specExampleRows());
      const [full, facility, professional] = result.products;
      if (full === undefined || facility === undefined || professional === undefined)
        throw new Error('products');
      expect(cents(full.currentCost)).toBe(cents(facility.currentCost) + cents(professional.currentCost));
      expect(cents(full.proposedAllowed)).toBe(
        cents(facility.proposedAllowed) + cents(professional.proposedAllowed),
      );
      for (const product of result.products)
        expect(cents(product.savings)).toBe(
          cents(product.currentCost) - cents(product.proposedAllowed) - cents(product.fees),
        );
      for (const amounts of [result.medicalSpend, result.billed, result.proposedAllowed])
        expect(cents(amounts.total)).toBe(
          cents(amounts.inpatient) + cents(amounts.outpatient) + cents(amounts.professional),
        );
      // The plan never pays more than billed.
      expect(cents(result.proposedAllowed.total)).toBeLessThanOrEqual(cents(result.billed.total));
    }
  });
});
