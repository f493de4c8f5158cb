/**
 * Money rules shared by the repriced claims (claims, repricing) and the reports built on them
 * (issue 19; docs/decisions/0105-reports.md). Amounts are US dollars.
 */

/** `value` rounded to the cent. */
export function roundToCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Savings of repricing: billed − allowed, rounded to the cent, never below 0 (allowed ≤ billed
 * for a claim; a sum of claims keeps that). Takes one claim or the sums over several.
 */
export function repricingSavings(amounts: { billed: number; allowed: number }): number {
  return Math.max(0, roundToCents(amounts.billed - amounts.allowed));
}
