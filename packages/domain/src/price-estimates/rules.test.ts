import { describe, expect, it } from 'vitest';
import {
  formatEstimateAmount,
  formatQualityScore,
  normalizeEstimateCode,
  riskLevelOf,
  staleWarningOf,
} from './rules.js';
import { searchEstimateProcedures } from './procedures.js';

describe('price-estimate rules', () => {
  it('pads codes as the CMS files write them and refuses other shapes', () => {
    expect(normalizeEstimateCode('DRG', '70')).toBe('070');
    expect(normalizeEstimateCode('DRG', ' 470 ')).toBe('470');
    expect(normalizeEstimateCode('APC', '89')).toBe('0089');
    expect(normalizeEstimateCode('HCPCS', 'g0121')).toBe('G0121');
    expect(normalizeEstimateCode('DRG', '4700')).toBeNull();
    expect(normalizeEstimateCode('APC', 'ABCD')).toBeNull();
    expect(normalizeEstimateCode('HCPCS', '99-13')).toBeNull();
  });

  it('labels billed ÷ allowed at the thresholds 1, 2 and 4', () => {
    expect([0.5, 1, 1.01, 2, 2.5, 4, 4.01].map(riskLevelOf)).toEqual([
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
      'veryHigh',
    ]);
    expect(riskLevelOf(null)).toBe('unknown');
    expect(riskLevelOf(Number.POSITIVE_INFINITY)).toBe('unknown');
  });

  it('warns only when the figure is more than five years old', () => {
    expect(staleWarningOf(2021, 2026)).toBeNull();
    expect(staleWarningOf(2020, 2026)).toContain('2020');
  });

  it('writes gaps as Unavailable and HVBP scores to two decimals', () => {
    expect(formatEstimateAmount(null)).toBe('Unavailable');
    expect(formatEstimateAmount(0)).toBe('$0.00');
    expect(formatEstimateAmount(25148.86)).toBe('$25,148.86');
    expect(formatQualityScore({ score: 29.666666666667, fiscalYear: 2024 })).toBe('29.67 points (FY2024)');
    expect(formatQualityScore(null)).toBe('Not scored');
  });

  it('finds catalogue entries by plain words and by code', () => {
    expect(searchEstimateProcedures('knee').map((p) => p.code)).toEqual(['470']);
    expect(searchEstimateProcedures('hip replacement').map((p) => p.code)).toEqual(['470']);
    expect(searchEstimateProcedures('9921').map((p) => p.code)).toEqual(['99213', '99214']);
    expect(searchEstimateProcedures('DRG 47').map((p) => p.code)).toEqual(['470', '473']);
    expect(searchEstimateProcedures('').length).toBeGreaterThan(10);
    expect(searchEstimateProcedures('zebra')).toEqual([]);
  });
});
