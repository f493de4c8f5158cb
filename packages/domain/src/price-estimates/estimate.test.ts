import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdjudicationDesign, AdjudicationMet } from '../shared/adjudication.js';
import { type EstimateFact, estimateOf, type ProviderFigure, providerFigureOf } from './estimate.js';

/** Lakeshore's synthetic 2026 design (docs/demo-data.md): 1.4 × Medicare, 20 %, copays. */
const design: AdjudicationDesign = {
  medicareMultiples: { inpatient: 1.4, outpatient: 1.4, professional: 1.4 },
  deductible: { individual: 1600, family: 3200 },
  outOfPocketMax: { individual: 5500, family: 11000 },
  coinsurancePercent: 20,
  copays: { primaryCare: 30, specialist: 55, urgentCare: 75, emergency: 300 },
};
const nothingMet: AdjudicationMet = {
  deductibleIndividual: 0,
  deductibleFamily: 0,
  outOfPocketIndividual: 0,
  outOfPocketFamily: 0,
};

const fact = (overrides: Partial<EstimateFact>): EstimateFact => ({
  dataYear: 2022,
  placeOfService: '',
  count: 40,
  billed: 50_000,
  medicareEquivalent: 14_000,
  sourceFile: 'inpatient-by-provider-and-service-2022-ny.csv.gz',
  ...overrides,
});

const figure = (overrides: Partial<ProviderFigure>): ProviderFigure => ({
  dataYear: 2022,
  count: 40,
  billed: 50_000,
  medicareEquivalent: 14_000,
  sourceFiles: ['f.csv'],
  ...overrides,
});

describe('providerFigureOf', () => {
  it('takes the newest data year only', () => {
    const result = providerFigureOf([
      fact({ dataYear: 2011, billed: 30_000, medicareEquivalent: 10_000, sourceFile: 'a' }),
      fact({ dataYear: 2022, billed: 50_000, medicareEquivalent: 14_000, sourceFile: 'b' }),
    ]);
    expect(result).toEqual({
      dataYear: 2022,
      count: 40,
      billed: 50_000,
      medicareEquivalent: 14_000,
      sourceFiles: ['b'],
    });
  });

  it('weights F and O rows by count and leaves out the per-state row of the same year', () => {
    const result = providerFigureOf([
      fact({
        dataYear: 2012,
        placeOfService: 'F',
        count: 20,
        billed: 100,
        medicareEquivalent: 50,
        sourceFile: 'puf',
      }),
      fact({
        dataYear: 2012,
        placeOfService: 'O',
        count: 60,
        billed: 60,
        medicareEquivalent: 40,
        sourceFile: 'puf',
      }),
      fact({
        dataYear: 2012,
        placeOfService: '',
        count: 80,
        billed: null,
        medicareEquivalent: 30,
        sourceFile: 'state',
      }),
    ]);
    // (20·100 + 60·60) / 80 = 70; (20·50 + 60·40) / 80 = 42.5.
    expect(result).toEqual({
      dataYear: 2012,
      count: 80,
      billed: 70,
      medicareEquivalent: 42.5,
      sourceFiles: ['puf'],
    });
  });

  it('has no figure without facts, and a null average when no fact has it', () => {
    expect(providerFigureOf([])).toBeNull();
    expect(providerFigureOf([fact({ billed: null })])?.billed).toBeNull();
  });
});

describe('estimateOf', () => {
  const terms = { claimType: 'inpatient' as const, design, met: nothingMet, currentYear: 2026 };

  it('prices a stay with deductible and coinsurance left (worked example)', () => {
    const met = {
      deductibleIndividual: 400,
      deductibleFamily: 1000,
      outOfPocketIndividual: 400,
      outOfPocketFamily: 1000,
    };
    const result = estimateOf(figure({ billed: 50_000, medicareEquivalent: 9_000 }), { ...terms, met });
    // allowed 9,000 × 1.4 = 12,600; deductible left min(1,200, 2,200) = 1,200; coinsurance 20 % of
    // 11,400 = 2,280; member 3,480 within the 5,100 left of the maximum; plan 9,120.
    expect(result).toMatchObject({
      reason: null,
      multiple: 1.4,
      allowed: 12_600,
      deductible: 1_200,
      coinsurance: 2_280,
      copay: 0,
      memberCost: 3_480,
      planPays: 9_120,
      aboveAllowed: 37_400,
      risk: 'high',
      staleWarning: null,
    });
    expect(result.billedOverAllowed).toBeCloseTo(50_000 / 12_600, 10);
  });

  it('caps the member cost at the out-of-pocket maximum left', () => {
    const met = {
      deductibleIndividual: 400,
      deductibleFamily: 1000,
      outOfPocketIndividual: 900,
      outOfPocketFamily: 2000,
    };
    const result = estimateOf(figure({ medicareEquivalent: 14_000 }), { ...terms, met });
    // allowed 19,600; 1,200 + 20 % of 18,400 = 4,880 exceeds the 4,600 left: 1,200 + 3,400.
    expect(result).toMatchObject({
      allowed: 19_600,
      deductible: 1_200,
      coinsurance: 3_400,
      memberCost: 4_600,
      planPays: 15_000,
    });
  });

  it('adds the specialist copay to an office visit and never allows more than billed', () => {
    const result = estimateOf(figure({ billed: 100, medicareEquivalent: 80, count: 500 }), {
      ...terms,
      claimType: 'professional',
    });
    // 80 × 1.4 = 112 > billed 100: allowed 100; copay 55; deductible 45; no coinsurance left.
    expect(result).toMatchObject({
      allowed: 100,
      copay: 55,
      deductible: 45,
      coinsurance: 0,
      memberCost: 100,
      planPays: 0,
      risk: 'low',
    });
  });

  it('says unavailable, never $0, without a figure, under 11 cases, without Medicare or a design', () => {
    expect(estimateOf(null, terms)).toMatchObject({ reason: 'noFigure', allowed: null, memberCost: null });
    expect(estimateOf(figure({ count: 10 }), terms)).toMatchObject({ reason: 'fewCases', allowed: null });
    expect(estimateOf(figure({ count: 11 }), terms).reason).toBeNull();
    expect(estimateOf(figure({ medicareEquivalent: null }), terms)).toMatchObject({
      reason: 'noMedicareFigure',
    });
    expect(estimateOf(figure({}), { ...terms, design: null })).toMatchObject({
      reason: 'noDesign',
      multiple: null,
      planPays: null,
    });
  });

  it('warns on a figure over five years old, also when unavailable', () => {
    expect(estimateOf(figure({ dataYear: 2021 }), terms).staleWarning).toBeNull();
    expect(estimateOf(figure({ dataYear: 2020 }), terms).staleWarning).toMatch(/from 2020, over 5 years old/);
    expect(estimateOf(figure({ dataYear: 2011, count: 3 }), terms)).toMatchObject({
      reason: 'fewCases',
      staleWarning: expect.stringMatching(/2011/) as unknown,
    });
  });

  it('without a billed figure allows the full product and leaves the risk unknown', () => {
    const result = estimateOf(figure({ billed: null, medicareEquivalent: 33.33 }), {
      ...terms,
      claimType: 'outpatient',
    });
    expect(result).toMatchObject({
      allowed: 46.66,
      aboveAllowed: null,
      billedOverAllowed: null,
      risk: 'unknown',
    });
  });

  it('equals an independent recomputation in whole cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        (medicareCents, billedCents, deductibleMetCents, oopMetCents) => {
          const met = {
            deductibleIndividual: deductibleMetCents / 100,
            deductibleFamily: deductibleMetCents / 100,
            outOfPocketIndividual: oopMetCents / 100,
            outOfPocketFamily: oopMetCents / 100,
          };
          const result = estimateOf(
            figure({ billed: billedCents / 100, medicareEquivalent: medicareCents / 100 }),
            { ...terms, met },
          );
          const allowed = Math.min(billedCents, Math.round(medicareCents * 1.4));
          const deductible = Math.min(allowed, Math.max(0, 160_000 - deductibleMetCents));
          const coinsurance = Math.round(((allowed - deductible) * 20) / 100);
          const room = Math.max(0, 550_000 - oopMetCents);
          const member = Math.min(room, deductible + coinsurance);
          expect(result.allowed).toBe(allowed / 100);
          expect(result.memberCost).toBe(member / 100);
          expect(result.planPays).toBe((allowed - member) / 100);
        },
      ),
    );
  });
});
