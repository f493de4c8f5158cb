import { describe, expect, it } from 'vitest';
import { ratioTo, roundCents, roundTo, sumTo } from './rounding.js';

describe('cost-comparison rounding (docs/decisions/0104 Rounding)', () => {
  it('rounds half away from zero on the decimal as written', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundCents(1.004)).toBe(1);
    expect(roundTo(4.352, 2)).toBe(4.35);
  });

  it('works products and quotients out exactly before rounding', () => {
    // Binary floating point: 16666.67 * 1.5 = 25000.004999999997.
    expect(16_666.67 * 1.5).toBeLessThan(25_000.005);
    expect(ratioTo(2, [16_666.67, 1.5])).toBe(25_000.01);
    expect(ratioTo(2, [140_083.33], [4.35])).toBe(32_203.06);
    expect(ratioTo(2, [100], [3])).toBe(33.33);
    expect(ratioTo(2, [200], [3])).toBe(66.67);
    expect(ratioTo(2, [-200], [3])).toBe(-66.67);
    expect(ratioTo(2, [200], [-3])).toBe(-66.67);
    expect(ratioTo(4, [1.5e-7, 1e7])).toBe(1.5);
  });

  it('sums exactly', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumTo(2, [0.1, 0.2])).toBe(0.3);
    expect(sumTo(2, [100, -33.3, -33.3])).toBe(33.4);
    expect(sumTo(0, [])).toBe(0);
  });

  it('refuses a division by zero and non-finite numbers', () => {
    expect(() => ratioTo(2, [1], [0])).toThrow(RangeError);
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
    expect(() => roundCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
