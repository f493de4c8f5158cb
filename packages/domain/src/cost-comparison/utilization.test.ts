import { describe, expect, it } from 'vitest';
import { comparisonDefaults, specStateRatioExamples } from './rules.js';
import { specExampleRows } from './testing/worked-example.js';
import { blendMedicareRatios, capUtilization, utilizationTotal } from './utilization.js';

const specRows = specExampleRows();

describe('capUtilization (spec §5: a change that would pass 100 is reduced)', () => {
  const entries = [
    { state: 'OH', percent: 60 },
    { state: 'AL', percent: 30 },
  ];

  it('reduces a change that would pass 100 to what is left', () => {
    expect(capUtilization(entries, 'AL', 55)).toEqual([
      { state: 'OH', percent: 60 },
      { state: 'AL', percent: 40 },
    ]);
  });

  it('takes a change that fits as it is, and lowering always', () => {
    expect(capUtilization(entries, 'AL', 35)).toEqual([
      { state: 'OH', percent: 60 },
      { state: 'AL', percent: 35 },
    ]);
    expect(capUtilization(entries, 'OH', 10)).toEqual([
      { state: 'OH', percent: 10 },
      { state: 'AL', percent: 30 },
    ]);
  });

  it('appends a new state with what is left', () => {
    expect(capUtilization(entries, 'MD', 25)).toEqual([...entries, { state: 'MD', percent: 10 }]);
    expect(capUtilization([], 'MD', 25)).toEqual([{ state: 'MD', percent: 25 }]);
  });

  it('clamps to 0-100 and never goes below 0', () => {
    expect(capUtilization([], 'MD', 150)).toEqual([{ state: 'MD', percent: 100 }]);
    expect(capUtilization([], 'MD', -5)).toEqual([{ state: 'MD', percent: 0 }]);
    expect(capUtilization([{ state: 'OH', percent: 100 }], 'MD', 5)).toEqual([
      { state: 'OH', percent: 100 },
      { state: 'MD', percent: 0 },
    ]);
  });

  it('leaves exact decimals (100 − 33.3 − 33.3 = 33.4)', () => {
    const thirds = [
      { state: 'OH', percent: 33.3 },
      { state: 'AL', percent: 33.3 },
    ];
    expect(capUtilization(thirds, 'MD', 50).at(-1)).toEqual({ state: 'MD', percent: 33.4 });
    expect(utilizationTotal(capUtilization(thirds, 'MD', 50))).toBe(100);
  });

  it('does not change the list it is given', () => {
    const copy = structuredClone(entries);
    capUtilization(entries, 'AL', 99);
    expect(entries).toEqual(copy);
  });
});

describe('blendMedicareRatios (spec §4, §9: percent-weighted, 2 decimals)', () => {
  it('weights the per-state ratios by percent and rounds to 2 decimals', () => {
    // (60 × 6.5 + 40 × 1.13) ÷ 100 = 4.352; (60 × 4.89 + 40 × 1.13) ÷ 100 = 3.386; (60 × 2.78 + 40 × 2.54) ÷ 100 = 2.684.
    expect(
      blendMedicareRatios(
        [
          { state: 'AL', percent: 60 },
          { state: 'MD', percent: 40 },
        ],
        specRows,
      ),
    ).toEqual({ inpatient: 4.35, outpatient: 3.39, professional: 2.68 });
  });

  it('normalises by the listed total while it is under 100', () => {
    // 30 % AL and 20 % MD blend as 60 / 40.
    expect(
      blendMedicareRatios(
        [
          { state: 'AL', percent: 30 },
          { state: 'MD', percent: 20 },
        ],
        specRows,
      ),
    ).toEqual({ inpatient: 4.35, outpatient: 3.39, professional: 2.68 });
    expect(blendMedicareRatios([{ state: 'MD', percent: 10 }], specRows)).toEqual(specStateRatioExamples.MD);
  });

  it('rounds a half away from zero', () => {
    // (50 × 6.5 + 50 × 1.13) ÷ 100 = 3.815 → 3.82.
    expect(
      blendMedicareRatios(
        [
          { state: 'AL', percent: 50 },
          { state: 'MD', percent: 50 },
        ],
        specRows,
      ).inpatient,
    ).toBe(3.82);
  });

  it('gives the overall defaults without states or with every percent 0', () => {
    expect(blendMedicareRatios([], specRows)).toEqual(comparisonDefaults.medicareRatios);
    expect(blendMedicareRatios([{ state: 'AL', percent: 0 }], specRows)).toEqual(
      comparisonDefaults.medicareRatios,
    );
  });

  it('counts a state missing from the table with the overall defaults', () => {
    // 50 % AL (6.5) and 50 % OH unknown (6) → 6.25.
    expect(
      blendMedicareRatios(
        [
          { state: 'AL', percent: 50 },
          { state: 'OH', percent: 50 },
        ],
        specRows,
      ).inpatient,
    ).toBe(6.25);
  });
});
