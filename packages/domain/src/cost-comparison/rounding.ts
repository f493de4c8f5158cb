/**
 * Decimal rounding of the cost-comparison figures (docs/decisions/0104 "Rounding"): half away from
 * zero, on the decimal digits as written, so 1.005 rounds to 1.01 and −2.5 to −3 (binary floating
 * point alone would give 1.00 for the first, since 1.005 × 100 is 100.49999…).
 */

/**
 * `value` rounded to `decimals` places, half away from zero.
 * @param decimals whole number 0-10 (2 for cents, 0 for whole dollars).
 * @throws RangeError when `value` is not finite.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${String(value)}`);
  const magnitude = Math.abs(value);
  const written = String(magnitude);
  // Shifting through the exponent of the decimal string keeps 1.005 as 1.005 (not 1.00499…);
  // a value already written with an exponent (below 1e-6 or above 1e21) is shifted by multiplying.
  const shifted = written.includes('e')
    ? Math.round(magnitude * 10 ** decimals)
    : Math.round(Number(`${written}e${String(decimals)}`));
  const rounded = shifted / 10 ** decimals;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** A dollar amount rounded to the cent (half away from zero). */
export function roundCents(dollars: number): number {
  return roundTo(dollars, 2);
}
