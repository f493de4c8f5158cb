import { Decimal } from 'decimal.js';

/**
 * Exact decimal rounding of the cost-comparison figures (docs/decisions/0104 "Rounding"), on
 * decimal.js. Every number is taken as the decimal it is written as (16666.67, 1.5, 4.35; decimal.js
 * reads a number by its shortest round-trip form), products and sums are exact and quotients carry
 * 100 significant digits, and the result is rounded half away from zero. So 16,666.67 × 1.5 =
 * 25,000.005 rounds to 25,000.01, where binary floating point gives 25,000.004999… and 25,000.00.
 */
const Exact = Decimal.clone({ precision: 100, rounding: Decimal.ROUND_HALF_UP });

function decimalOf(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${String(value)}`);
  return new Exact(value);
}

function rounded(value: Decimal, decimals: number): number {
  // ROUND_HALF_UP in decimal.js rounds a tie away from zero (−2.5 → −3).
  return value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber();
}

/**
 * Π`numerators` ÷ Π`denominators`, worked out on the decimals and rounded to `decimals` places,
 * half away from zero.
 * Example: `ratioTo(2, [140_083.33], [4.35])` → 32,203.06.
 * @throws RangeError when a factor is not finite or the denominators' product is 0.
 */
export function ratioTo(
  decimals: number,
  numerators: readonly number[],
  denominators: readonly number[] = [],
): number {
  const top = numerators.reduce((result, factor) => result.times(decimalOf(factor)), new Exact(1));
  const bottom = denominators.reduce((result, factor) => result.times(decimalOf(factor)), new Exact(1));
  if (bottom.isZero()) throw new RangeError('division by zero');
  return rounded(top.dividedBy(bottom), decimals);
}

/** `value` rounded to `decimals` places (0-10), half away from zero: 1.005 → 1.01, −2.5 → −3. */
export function roundTo(value: number, decimals: number): number {
  return rounded(decimalOf(value), decimals);
}

/** A dollar amount rounded to the cent (half away from zero). */
export function roundCents(dollars: number): number {
  return roundTo(dollars, 2);
}

/** Σ values, exact on their decimals (0.1 + 0.2 = 0.3), then rounded to `decimals` places. */
export function sumTo(decimals: number, values: readonly number[]): number {
  return rounded(
    values.reduce((sum, value) => sum.plus(decimalOf(value)), new Exact(0)),
    decimals,
  );
}
