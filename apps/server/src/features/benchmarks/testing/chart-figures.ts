import { expect } from 'vitest';

/**
 * Checks a dollar figure of `providerData.providers` (docs/decisions/0102 "Chart speed"): a whole
 * number of cents, within half a cent of `exact`.
 */
export function expectCents(actual: number | null | undefined, exact: number): void {
  expect(actual).toBeTypeOf('number');
  const cents = (actual ?? Number.NaN) * 100;
  expect(Math.abs(cents - Math.round(cents))).toBeLessThan(1e-6);
  expect(Math.abs((actual ?? Number.NaN) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
}

/**
 * Checks a figure of a bar (docs/decisions/0102 "Chart speed"): `exact` as the page shows it, to
 * `places` decimals (0 for dollars, 2 for ratios and the quality score), so formatting the bar's
 * figure reads as formatting `exact` would.
 */
export function expectShown(actual: number | null | undefined, exact: number, places: number): void {
  const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: places, useGrouping: false });
  expect(actual).toBeTypeOf('number');
  expect(String(actual)).toBe(format.format(exact));
}
