/**
 * Exact decimal rounding of the cost-comparison figures (docs/decisions/0104 "Rounding"). Every
 * number is taken as the decimal it is written as (16666.67, 1.5, 4.35), products and quotients are
 * worked out exactly on those decimals (BigInt), and the result is rounded half away from zero. So
 * 16,666.67 × 1.5 = 25,000.005 rounds to 25,000.01, where binary floating point gives
 * 25,000.004999… and 25,000.00.
 */

/** A decimal: `digits` × 10^−`scale`. */
interface Decimal {
  digits: bigint;
  scale: number;
}

/** The decimal a finite number is written as (its shortest round-trip form). */
function decimalOf(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${String(value)}`);
  const [mantissa = '0', exponentText] = String(value).split('e');
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - exponent;
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

function product(factors: readonly number[]): Decimal {
  return factors
    .map(decimalOf)
    .reduce(
      (result, factor) => ({ digits: result.digits * factor.digits, scale: result.scale + factor.scale }),
      { digits: 1n, scale: 0 },
    );
}

/** numerator ÷ denominator (BigInt, denominator > 0) rounded to an integer, half away from zero. */
function roundQuotient(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * Π`numerators` ÷ Π`denominators`, worked out exactly on the decimals and rounded to `decimals`
 * places, half away from zero.
 * Example: `ratioTo(2, [140_083.33], [4.35])` → 32,203.06.
 * @throws RangeError when a factor is not finite or the denominators' product is 0.
 */
export function ratioTo(
  decimals: number,
  numerators: readonly number[],
  denominators: readonly number[] = [],
): number {
  const top = product(numerators);
  const bottom = product(denominators);
  if (bottom.digits === 0n) throw new RangeError('division by zero');
  // top / bottom × 10^decimals = top.digits × 10^(bottom.scale + decimals) ÷ (bottom.digits × 10^top.scale)
  const upScale = bottom.scale + decimals - top.scale;
  let numerator = top.digits * 10n ** BigInt(Math.max(0, upScale));
  let denominator = bottom.digits * 10n ** BigInt(Math.max(0, -upScale));
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  return Number(roundQuotient(numerator, denominator)) / 10 ** decimals;
}

/** `value` rounded to `decimals` places (0-10), half away from zero: 1.005 → 1.01, −2.5 → −3. */
export function roundTo(value: number, decimals: number): number {
  return ratioTo(decimals, [value]);
}

/** A dollar amount rounded to the cent (half away from zero). */
export function roundCents(dollars: number): number {
  return roundTo(dollars, 2);
}

/** Σ values, exact on their decimals (0.1 + 0.2 = 0.3), then rounded to `decimals` places. */
export function sumTo(decimals: number, values: readonly number[]): number {
  const terms = values.map(decimalOf);
  const scale = Math.max(0, ...terms.map((term) => term.scale));
  const digits = terms.reduce((sum, term) => sum + term.digits * 10n ** BigInt(scale - term.scale), 0n);
  const shift = scale - decimals;
  const rounded = shift > 0 ? roundQuotient(digits, 10n ** BigInt(shift)) : digits * 10n ** BigInt(-shift);
  return Number(rounded) / 10 ** decimals;
}
