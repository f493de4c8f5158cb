import { describe, expect, it } from 'vitest';
import {
  barValuesOf,
  classifyProvider,
  costOf,
  dollarsInCents,
  exclusionEntry,
  meanOf,
  type ProcedureFigures,
  ratioOf,
  roundedAggregate,
  roundedTo,
  simpleAggregate,
  standardDeviationOf,
  weightedAggregate,
  weightedMeanOf,
  weightedStandardDeviationOf,
} from './aggregates.js';
import { lowDataMinClaims } from './rules.js';

/**
 * A hand-checkable selection: two codes with 10 and 30 claims, billed $100 and $200, Medicare $50
 * and $60, at a hospital whose cost-to-charge ratio is 0.5. Simple: billed (100 + 200) / 2 = 150,
 * Medicare 55, cost 75. Weighted: billed (10·100 + 30·200) / 40 = 175, Medicare (500 + 1,800) / 40
 * = 57.5, cost 87.5.
 */
const twoCodes: ProcedureFigures[] = [
  { code: '469', numClaims: 10, billedAvg: 100, medicareAvg: 50 },
  { code: '470', numClaims: 30, billedAvg: 200, medicareAvg: 60 },
];

describe('benchmark aggregates (docs/decisions/0102)', () => {
  it('takes the plain mean over codes for the simple aggregate', () => {
    expect(simpleAggregate(twoCodes, 0.5)).toEqual({
      billedAvg: 150,
      costAvg: 75,
      medicareAvg: 55,
      lengthOfStayAvg: null,
      numClaims: 40,
      costRatio: 2,
      medicareRatio: 150 / 55,
      billedStdDev: 50,
      costStdDev: 25,
      medicareStdDev: 5,
    });
  });

  it('weights each code by its claims for the weighted aggregate', () => {
    const aggregate = weightedAggregate(twoCodes, 0.5);
    expect(aggregate.billedAvg).toBe(175);
    expect(aggregate.medicareAvg).toBe(57.5);
    expect(aggregate.costAvg).toBe(87.5);
    expect(aggregate.numClaims).toBe(40);
    expect(aggregate.costRatio).toBe(2);
    expect(aggregate.medicareRatio).toBeCloseTo(175 / 57.5, 12);
    // Σw(x − 175)² / Σw = (10·75² + 30·25²) / 40 = 1,875.
    expect(aggregate.billedStdDev).toBeCloseTo(Math.sqrt(1875), 12);
    expect(aggregate.costStdDev).toBeCloseTo(Math.sqrt(1875) / 2, 12);
    // Σw(x − 57.5)² / Σw = (10·7.5² + 30·2.5²) / 40 = 18.75.
    expect(aggregate.medicareStdDev).toBeCloseTo(Math.sqrt(18.75), 12);
    expect(aggregate.lengthOfStayAvg).toBeNull();
  });

  it('says not available, never 0, for a figure the files lack', () => {
    const professional: ProcedureFigures[] = [
      { code: '99213', numClaims: 120, billedAvg: null, medicareAvg: 48.1 },
      { code: '99214', numClaims: 80, billedAvg: null, medicareAvg: 71.9 },
    ];
    const aggregate = weightedAggregate(professional, null);
    expect(aggregate.billedAvg).toBeNull();
    expect(aggregate.costAvg).toBeNull();
    expect(aggregate.costRatio).toBeNull();
    expect(aggregate.medicareRatio).toBeNull();
    expect(aggregate.billedStdDev).toBeNull();
    expect(aggregate.medicareAvg).toBeCloseTo((120 * 48.1 + 80 * 71.9) / 200, 10);
    expect(simpleAggregate([], 0.4)).toMatchObject({ billedAvg: null, numClaims: 0, medicareRatio: null });
  });

  it('gives no standard deviation for a single code and no cost without a cost-to-charge ratio', () => {
    const one = simpleAggregate(
      [{ code: '470', numClaims: 97, billedAvg: 25_842.04, medicareAvg: 17_763.57 }],
      null,
    );
    expect(one.billedAvg).toBe(25_842.04);
    expect(one.billedStdDev).toBeNull();
    expect(one.costAvg).toBeNull();
    expect(one.medicareRatio).toBeCloseTo(25_842.04 / 17_763.57, 12);
  });

  it('averages only the codes that have the figure', () => {
    const mixed: ProcedureFigures[] = [
      { code: 'a', numClaims: 10, billedAvg: 100, medicareAvg: null },
      { code: 'b', numClaims: 30, billedAvg: null, medicareAvg: 60 },
    ];
    expect(weightedAggregate(mixed, 1)).toMatchObject({ billedAvg: 100, medicareAvg: 60, numClaims: 40 });
  });

  it('computes the building blocks', () => {
    expect(meanOf([])).toBeNull();
    expect(meanOf([1, 2, 6])).toBe(3);
    expect(weightedMeanOf([1, 3], [3, 1])).toBe(1.5);
    expect(weightedMeanOf([1], [0])).toBeNull();
    expect(standardDeviationOf([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(standardDeviationOf([5])).toBeNull();
    expect(weightedStandardDeviationOf([1, 3], [1, 1])).toBe(1);
    expect(ratioOf(10, 4)).toBe(2.5);
    expect(ratioOf(10, 0)).toBeNull();
    expect(ratioOf(null, 4)).toBeNull();
    expect(costOf(1000, 0.361058)).toBeCloseTo(361.058, 10);
    expect(costOf(null, 0.3)).toBeNull();
  });

  it('makes bar values of an aggregate and the quality score, to the places the page shows', () => {
    // Weighted: billed 175, Medicare 57.5 (a half dollar rounds up), medicareRatio 175 / 57.5 = 3.043…
    const aggregate = weightedAggregate(twoCodes, 0.5);
    expect(barValuesOf(aggregate, 31.5)).toEqual({
      billedAvg: 175,
      costAvg: 88,
      medicareAvg: 58,
      numClaims: 40,
      quality: 31.5,
      costRatio: 2,
      medicareRatio: 3.04,
    });
    // Ratio 1/3: cost 58.333… → 58, costRatio 3 exactly; quality as HVBP writes it → 2 places.
    expect(barValuesOf(weightedAggregate(twoCodes, 1 / 3), 15.583333333333)).toMatchObject({
      costAvg: 58,
      costRatio: 3,
      quality: 15.58,
    });
    expect(barValuesOf(simpleAggregate([], 0.4), null)).toMatchObject({ billedAvg: null, quality: null });
  });
});

describe('figures of providerData to the cent and 4 places (docs/decisions/0102 "Chart speed")', () => {
  it('rounds the dollar figures of an aggregate to the cent and its ratios to 4 places, not its counts', () => {
    // Ratio 1/3: cost 175 / 3 = 58.333…, deviations √1,875 = 43.301…, 43.301… / 3 and √18.75 = 4.330….
    const aggregate = weightedAggregate(twoCodes, 1 / 3);
    expect(roundedAggregate(aggregate)).toEqual({
      ...aggregate,
      billedAvg: 175,
      costAvg: 58.33,
      medicareAvg: 57.5,
      costRatio: 3,
      medicareRatio: 3.0435,
      billedStdDev: 43.3,
      costStdDev: 14.43,
      medicareStdDev: 4.33,
    });
    expect(roundedAggregate(simpleAggregate([], 0.4))).toEqual(simpleAggregate([], 0.4));
  });

  it('rounds from the exact decimal value, halves away from zero, as the page formats', () => {
    expect(roundedTo(1.0049999, 2)).toBe(1);
    expect(roundedTo(2.675, 2)).toBe(2.67); // 2.67499… as a double, as Intl formats it
    expect(roundedTo(12.5, 0)).toBe(13);
    expect(roundedTo(-12.5, 0)).toBe(-13);
    expect(roundedTo(3.4812946, 4)).toBe(3.4813);
    expect(roundedTo(null, 2)).toBeNull();
    const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [1234.4999, 1234.5, 0.49999999999999994, 98765.50000001])
      expect(dollars.format(roundedTo(value, 0) ?? Number.NaN)).toBe(dollars.format(value));
  });

  it('rounds dollars to the nearest cent and keeps null', () => {
    expect(dollarsInCents(4820.62425267)).toBe(4820.62);
    expect(dollarsInCents(3864.7147587599998)).toBe(3864.71);
    expect(dollarsInCents(22992.469999999998)).toBe(22992.47);
    expect(dollarsInCents(null)).toBeNull();
  });
});

describe('exclusions (spec §9 Benchmarks; thresholds in docs/decisions/0102)', () => {
  const charted = { billsClaimType: true, procedures: twoCodes, selectedCodeCount: 2 };

  it('charts a provider with enough claims for enough of the codes', () => {
    expect(classifyProvider(charted)).toBeNull();
  });

  it('excludes a provider that does not bill the claim type', () => {
    expect(classifyProvider({ ...charted, billsClaimType: false })).toBe('excluded');
  });

  it('has no data without a claim for any selected code', () => {
    expect(classifyProvider({ ...charted, procedures: [] })).toBe('noData');
    expect(
      classifyProvider({
        ...charted,
        procedures: [{ code: '470', numClaims: 0, billedAvg: null, medicareAvg: null }],
      }),
    ).toBe('noData');
  });

  it('has low data below the claims threshold or below half of the codes', () => {
    const few = [{ code: '470', numClaims: lowDataMinClaims - 1, billedAvg: 1, medicareAvg: 1 }];
    expect(classifyProvider({ ...charted, procedures: few, selectedCodeCount: 1 })).toBe('lowData');
    const enough = [{ code: '470', numClaims: lowDataMinClaims, billedAvg: 1, medicareAvg: 1 }];
    expect(classifyProvider({ ...charted, procedures: enough, selectedCodeCount: 1 })).toBeNull();
    expect(classifyProvider({ ...charted, procedures: enough, selectedCodeCount: 2 })).toBeNull();
    expect(classifyProvider({ ...charted, procedures: enough, selectedCodeCount: 3 })).toBe('lowData');
  });

  it('writes the entry as the spec does', () => {
    expect(exclusionEntry('lowData', 'FAIRVIEW HOSPITAL')).toBe('lowData - FAIRVIEW HOSPITAL');
  });
});
