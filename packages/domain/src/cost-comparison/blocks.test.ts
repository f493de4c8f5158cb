import { describe, expect, it } from 'vitest';
import { analysisStateSchema } from './contract.js';
import type { AnalysisStateInput } from './contract.js';
import { resolveBlocks, splitFacility, splitGrandTotal, sumOrNull } from './blocks.js';

const inputs = (input: Omit<AnalysisStateInput, 'planName'>) =>
  analysisStateSchema.parse({ planName: 'Plan', ...input });

describe('split assumptions (spec §9)', () => {
  it('splits a facility total 41 / 59, the outpatient part taking the remainder', () => {
    expect(splitFacility(100_000)).toEqual({ inpatient: 41_000, outpatient: 59_000 });
    // 1,000.05 × 0.41 = 410.0205 → 410.02; the rest 590.03 (59 % would be 590.0295 → 590.03).
    expect(splitFacility(1000.05)).toEqual({ inpatient: 410.02, outpatient: 590.03 });
    expect(splitFacility(null)).toEqual({ inpatient: null, outpatient: null });
  });

  it('splits a grand total 24 / 34.2 / rest', () => {
    expect(splitGrandTotal(1_000_000)).toEqual({
      inpatient: 240_000,
      outpatient: 342_000,
      professional: 418_000,
    });
    // 0.24 × 33.33 = 7.9992 → 8.00; 0.342 × 33.33 = 11.39886 → 11.40; rest 13.93.
    const split = splitGrandTotal(33.33);
    expect(split).toEqual({ inpatient: 8, outpatient: 11.4, professional: 13.93 });
    expect(sumOrNull([split.inpatient, split.outpatient, split.professional])).toBe(33.33);
  });
});

describe('resolveBlocks (spec §4, §9 data-source options)', () => {
  it('takes all actuals and sums facility and total', () => {
    const { medicalSpend } = resolveBlocks(
      inputs({
        medicalSpend: { inpatient: 10.1, outpatient: 20.2, professional: 30.3, facility: 999, total: 999 },
        dataSources: { planResponsibility: 'total', medicalSpend: 'allActuals', billed: 'allActuals' },
      }),
    );
    expect(medicalSpend).toEqual({
      inpatient: 10.1,
      outpatient: 20.2,
      professional: 30.3,
      facility: 30.3,
      total: 60.6,
    });
  });

  it('splits facility and professional, and a grand total', () => {
    const blocks = resolveBlocks(
      inputs({
        planResponsibility: { total: 1_000_000 },
        medicalSpend: { facility: 500_000, professional: 250_000 },
        dataSources: {
          planResponsibility: 'total',
          medicalSpend: 'facilityAndProfessional',
          billed: 'allActuals',
        },
      }),
    );
    expect(blocks.planResponsibility).toEqual({
      inpatient: 240_000,
      outpatient: 342_000,
      professional: 418_000,
      facility: 582_000,
      total: 1_000_000,
    });
    expect(blocks.medicalSpend).toEqual({
      inpatient: 205_000,
      outpatient: 295_000,
      professional: 250_000,
      facility: 500_000,
      total: 750_000,
    });
  });

  it('derives plan responsibility as a percent of medical and medical spend from billed less the discount', () => {
    const blocks = resolveBlocks(
      inputs({
        billed: { inpatient: 300_000, outpatient: 200_000, professional: 100_000 },
        currentNetworkDiscount: 45,
        currentPercentOfMedical: 85,
        dataSources: {
          planResponsibility: 'percentOfMedical',
          medicalSpend: 'percentOfBilled',
          billed: 'allActuals',
        },
      }),
    );
    // × (1 − 0.45) then × 0.85.
    expect(blocks.medicalSpend).toEqual({
      inpatient: 165_000,
      outpatient: 110_000,
      professional: 55_000,
      facility: 275_000,
      total: 330_000,
    });
    expect(blocks.planResponsibility).toEqual({
      inpatient: 140_250,
      outpatient: 93_500,
      professional: 46_750,
      facility: 233_750,
      total: 280_500,
    });
  });

  it('derives medical spend from plan responsibility and billed as an estimate', () => {
    const blocks = resolveBlocks(
      inputs({
        planResponsibility: { inpatient: 80_000, outpatient: 100, professional: 0 },
        currentNetworkDiscount: 33.33,
        currentPercentOfMedical: 80,
        dataSources: {
          planResponsibility: 'allActuals',
          medicalSpend: 'fromPlanResponsibility',
          billed: 'estimate',
        },
      }),
    );
    // ÷ 0.8, then ÷ (1 − 0.3333): 100,000 ÷ 0.6667 = 149,992.50…, 125 ÷ 0.6667 = 187.49…
    expect(blocks.medicalSpend).toMatchObject({ inpatient: 100_000, outpatient: 125, professional: 0 });
    expect(blocks.billed).toMatchObject({ inpatient: 149_992.5, outpatient: 187.49, professional: 0 });
  });

  it('gives null where a percent or amount is missing, the percent of medical is 0 or the discount 100', () => {
    const base = {
      planResponsibility: { inpatient: 1, outpatient: 2, professional: null },
      dataSources: {
        planResponsibility: 'allActuals',
        medicalSpend: 'fromPlanResponsibility',
        billed: 'estimate',
      },
    } as const;
    const missing = resolveBlocks(inputs({ ...base, currentNetworkDiscount: 10 }));
    expect(missing.medicalSpend.total).toBeNull();
    const partial = resolveBlocks(
      inputs({ ...base, currentPercentOfMedical: 50, currentNetworkDiscount: 100 }),
    );
    expect(partial.medicalSpend).toEqual({
      inpatient: 2,
      outpatient: 4,
      professional: null,
      facility: 6,
      total: null,
    });
    expect(partial.billed.inpatient).toBeNull();
    expect(resolveBlocks(inputs({ ...base, currentPercentOfMedical: 0 })).medicalSpend.inpatient).toBeNull();
    const typing = {
      ...inputs({ ...base, currentPercentOfMedical: 50 }),
      currentNetworkDiscount: Number.NaN,
    };
    typing.planResponsibility.inpatient = Number.NaN;
    expect(resolveBlocks(typing).medicalSpend).toMatchObject({ inpatient: null, outpatient: 4 });
    expect(resolveBlocks(typing).billed.outpatient).toBeNull();
  });

  it('gives nulls for two blocks that would feed each other (refused by the schema)', () => {
    const state = {
      ...inputs({ currentPercentOfMedical: 80 }),
      dataSources: {
        planResponsibility: 'percentOfMedical',
        medicalSpend: 'fromPlanResponsibility',
        billed: 'estimate',
      } as const,
    };
    const blocks = resolveBlocks(state);
    expect(blocks.planResponsibility.total).toBeNull();
    expect(blocks.medicalSpend.total).toBeNull();
    expect(blocks.billed.total).toBeNull();
  });
});
