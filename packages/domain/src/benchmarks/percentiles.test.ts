import { describe, expect, it } from 'vitest';
import { medianRatio, percentile, percentileSet, weightedAverage } from './percentiles.js';

describe('benchmark percentiles (docs/decisions/0103)', () => {
  it('interpolates between closest ranks (Excel PERCENTILE.INC)', () => {
    // Sorted 10, 20, 30, 40: position (4 − 1)·p/100.
    const values = [40, 10, 30, 20];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 25)).toBeCloseTo(17.5, 10); // 0.75 → 10 + 0.75·10
    expect(percentile(values, 50)).toBeCloseTo(25, 10); // 1.5 → 20 + 0.5·10
    expect(percentile(values, 90)).toBeCloseTo(37, 10); // 2.7 → 30 + 0.7·10
    expect(percentile(values, 100)).toBe(40);
  });

  it('gives the one value for a single provider and null for none', () => {
    expect(percentile([123.45], 10)).toBe(123.45);
    expect(percentile([], 50)).toBeNull();
    expect(percentileSet([null, null])).toBeNull();
  });

  it('rejects a percentile outside 0–100 and non-finite values', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
    expect(() => percentile([1], -1)).toThrow(RangeError);
    expect(() => percentile([Number.NaN], 50)).toThrow(RangeError);
  });

  it('leaves providers without the figure out of the set', () => {
    // Present 100, 200, 300, 400, 500: position 4·p/100.
    expect(percentileSet([500, null, 100, 300, 200, 400])).toEqual({
      p10: 140, // 0.4 → 100 + 0.4·100
      p25: 200, // 1.0
      p50: 300, // 2.0
      p75: 400, // 3.0
      p90: 460, // 3.6 → 400 + 0.6·100
    });
  });

  it('divides the median billed by the median Medicare payment', () => {
    const billed = percentileSet([100, 300, 200]);
    const medicare = percentileSet([40, 50, 60]);
    expect(medianRatio(billed, medicare)).toBe(4); // 200 / 50
    expect(medianRatio(null, medicare)).toBeNull();
    expect(medianRatio(billed, percentileSet([0]))).toBeNull();
  });

  it('weights averages by count and skips missing figures', () => {
    // (10·100 + 30·200) / 40 = 175; the null row and the zero count do not count.
    expect(
      weightedAverage([
        { count: 10, value: 100 },
        { count: 30, value: 200 },
        { count: 50, value: null },
        { count: 0, value: 999 },
      ]),
    ).toBe(175);
    expect(weightedAverage([{ count: 5, value: null }])).toBeNull();
  });
});
