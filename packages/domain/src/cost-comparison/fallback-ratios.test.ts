import { describe, expect, it } from 'vitest';
import { fallbackMedicareRatio, ratioStates } from './fallback-ratios.js';

describe('the fallback per-state Medicare ratios (spec §9)', () => {
  it('covers the 50 states and DC, without the territories', () => {
    expect(ratioStates).toHaveLength(51);
    expect(ratioStates.map((state) => state.code)).toContain('DC');
    expect(ratioStates.map((state) => state.code)).not.toContain('PR');
  });

  it('gives the spec’s example for Alabama and Maryland, labelled so', () => {
    expect(fallbackMedicareRatio('AL', 'inpatient')).toMatchObject({ ratio: 6.5, source: 'spec-example' });
    expect(fallbackMedicareRatio('MD', 'outpatient')).toEqual({
      ratio: 1.13,
      source: 'spec-example',
      dataYear: null,
      sourceFile: null,
      note: 'Not in the comprehensive APC files (Maryland is paid under its all-payer model); the spec’s example.',
    });
    expect(fallbackMedicareRatio('MD', 'professional')).toMatchObject({
      ratio: 2.54,
      source: 'spec-example',
    });
  });

  it('gives the spec’s overall default 6 / 5 / 3 for any other state', () => {
    expect(
      ['inpatient', 'outpatient', 'professional'].map(
        (category) => fallbackMedicareRatio('OH', category as 'inpatient').ratio,
      ),
    ).toEqual([6, 5, 3]);
    expect(fallbackMedicareRatio('OH', 'inpatient')).toMatchObject({
      source: 'spec-default',
      dataYear: null,
    });
  });
});
