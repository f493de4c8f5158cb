import { roundToCents } from '../shared/repricing-savings.js';
import type { Aggregate, BarValues } from './replies.js';
import { type ExclusionType, lowDataMinClaims, lowDataMinCodeShare } from './rules.js';

/**
 * One provider's figures for one selected code in one data year, as the fact table holds them:
 * `numClaims` discharges (inpatient) or services, `billedAvg` and `medicareAvg` US dollars per
 * claim; null when the file does not give the figure (professional state files have no billed
 * charges), never zero.
 */
export interface ProcedureFigures {
  code: string;
  numClaims: number;
  billedAvg: number | null;
  medicareAvg: number | null;
}

/** `numerator / denominator`, or null when either is missing or the denominator is not above 0. */
export function ratioOf(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator <= 0) return null;
  return numerator / denominator;
}

/**
 * Cost of care in US dollars: billed charges × the hospital's cost-to-charge ratio (HCRIS cost
 * report); null when either is missing.
 */
export function costOf(billed: number | null, costToChargeRatio: number | null): number | null {
  return billed === null || costToChargeRatio === null ? null : billed * costToChargeRatio;
}

/** Mean of `values`, or null for none. */
export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Mean of `values` weighted by `weights` (same length), or null when the weights sum to 0. */
export function weightedMeanOf(values: readonly number[], weights: readonly number[]): number | null {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return null;
  return values.reduce((sum, value, index) => sum + value * (weights[index] ?? 0), 0) / total;
}

/**
 * Population standard deviation of `values` across the selected codes, or null for fewer than 2
 * values (a spread across one code says nothing; 'not available', never 0).
 */
export function standardDeviationOf(values: readonly number[]): number | null {
  return weightedStandardDeviationOf(
    values,
    values.map(() => 1),
  );
}

/**
 * Weighted population standard deviation: √(Σ wᵢ(xᵢ − x̄_w)² / Σ wᵢ), x̄_w the weighted mean; null
 * for fewer than 2 values or weights summing to 0.
 */
export function weightedStandardDeviationOf(
  values: readonly number[],
  weights: readonly number[],
): number | null {
  if (values.length < 2) return null;
  const mean = weightedMeanOf(values, weights);
  if (mean === null) return null;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const squares = values.reduce((sum, value, index) => sum + (weights[index] ?? 0) * (value - mean) ** 2, 0);
  return Math.sqrt(squares / total);
}

/** The codes that have `figure`, with the figure and the code's claims. */
function withFigure(
  procedures: readonly ProcedureFigures[],
  figure: (procedure: ProcedureFigures) => number | null,
): { values: number[]; weights: number[] } {
  const values: number[] = [];
  const weights: number[] = [];
  for (const procedure of procedures) {
    const value = figure(procedure);
    if (value === null) continue;
    values.push(value);
    weights.push(procedure.numClaims);
  }
  return { values, weights };
}

function aggregateOf(
  procedures: readonly ProcedureFigures[],
  costToChargeRatio: number | null,
  weighted: boolean,
): Aggregate {
  const average = (figure: (procedure: ProcedureFigures) => number | null) => {
    const { values, weights } = withFigure(procedures, figure);
    return weighted
      ? { mean: weightedMeanOf(values, weights), spread: weightedStandardDeviationOf(values, weights) }
      : { mean: meanOf(values), spread: standardDeviationOf(values) };
  };
  const billed = average((procedure) => procedure.billedAvg);
  const medicare = average((procedure) => procedure.medicareAvg);
  const cost = average((procedure) => costOf(procedure.billedAvg, costToChargeRatio));
  return {
    billedAvg: billed.mean,
    costAvg: cost.mean,
    medicareAvg: medicare.mean,
    lengthOfStayAvg: null,
    numClaims: procedures.reduce((sum, procedure) => sum + procedure.numClaims, 0),
    costRatio: ratioOf(billed.mean, cost.mean),
    medicareRatio: ratioOf(billed.mean, medicare.mean),
    billedStdDev: billed.spread,
    costStdDev: cost.spread,
    medicareStdDev: medicare.spread,
  };
}

/**
 * The simple aggregate of one provider over the selected codes it has figures for (spec §3
 * Aggregate fields; docs/decisions/0102 "Aggregates and exclusions"): billedAvg, medicareAvg and
 * costAvg are plain means over the codes (each code counts once), costAvg from billed × the
 * cost-to-charge ratio; numClaims is the sum of claims; costRatio = billedAvg / costAvg and
 * medicareRatio = billedAvg / medicareAvg; the standard deviations are population deviations
 * across the codes (null below 2 codes). lengthOfStayAvg is always null: no public file has it.
 * Example: claims 10 and 30, billed $100 and $200, ratio 0.5 → billedAvg 150, costAvg 75,
 * billedStdDev 50.
 */
export function simpleAggregate(
  procedures: readonly ProcedureFigures[],
  costToChargeRatio: number | null,
): Aggregate {
  return aggregateOf(procedures, costToChargeRatio, false);
}

/**
 * The weighted aggregate: as `simpleAggregate`, but every mean and deviation weights each code by
 * its claims (discharges or services), so the result is the average per claim across the
 * selection. Example: claims 10 and 30, billed $100 and $200 → billedAvg (1,000 + 6,000) / 40 =
 * 175, billedStdDev √1,875 ≈ 43.30.
 */
export function weightedAggregate(
  procedures: readonly ProcedureFigures[],
  costToChargeRatio: number | null,
): Aggregate {
  return aggregateOf(procedures, costToChargeRatio, true);
}

/**
 * US dollars rounded to the cent, or null for null: the dollar figures of
 * `providerData.providers` (docs/decisions/0102 "Chart speed"). Example: 4,820.62425267 → 4,820.62.
 */
export function dollarsInCents(value: number | null): number | null {
  return value === null ? null : roundToCents(value);
}

/** Decimal places of the ratios of `providerData.providers` (docs/decisions/0102 "Chart speed"). */
export const providerRatioDecimals = 4;

/** Decimal places of the ratios and the quality score of a bar: as the page shows them. */
export const barDecimals = 2;

/**
 * `value` rounded to `decimals` places from its exact decimal value, halves away from zero (as
 * `Number.prototype.toFixed` and `Intl.NumberFormat` round, so a figure rounded here and then
 * formatted to the same places reads as the unrounded figure would); null for null. Example:
 * (1.0049999, 2) → 1, (2.675, 2) → 2.67 (2.675 is 2.67499… as a double).
 */
export function roundedTo(value: number | null, decimals: number): number | null {
  return value === null ? null : Number(value.toFixed(decimals));
}

/**
 * `aggregate` as `providerData.providers` sends it (docs/decisions/0102 "Chart speed"): the dollar
 * figures (billedAvg, costAvg, medicareAvg and the three standard deviations) rounded to the cent,
 * costRatio and medicareRatio to `providerRatioDecimals` places; counts and nulls unchanged.
 * Example: billedAvg 33,977.926986 → 33,977.93, medicareRatio 3.4812946 → 3.4813.
 */
export function roundedAggregate(aggregate: Aggregate): Aggregate {
  return {
    ...aggregate,
    billedAvg: dollarsInCents(aggregate.billedAvg),
    costAvg: dollarsInCents(aggregate.costAvg),
    medicareAvg: dollarsInCents(aggregate.medicareAvg),
    costRatio: roundedTo(aggregate.costRatio, providerRatioDecimals),
    medicareRatio: roundedTo(aggregate.medicareRatio, providerRatioDecimals),
    billedStdDev: dollarsInCents(aggregate.billedStdDev),
    costStdDev: dollarsInCents(aggregate.costStdDev),
    medicareStdDev: dollarsInCents(aggregate.medicareStdDev),
  };
}

/**
 * The bar of one unrounded aggregate and the provider's quality score (0–100), each figure to the
 * places the page shows (docs/decisions/0102 "Chart speed"): dollars whole, the ratios and the
 * score to `barDecimals` places. Rounded once from the unrounded figures, so the page's figures,
 * order and axis read as before; the exact figures are in `providerData.providers`. Example:
 * billedAvg 33,977.93 → 33,978, medicareRatio 3.4812946 → 3.48, quality 15.583333 → 15.58.
 */
export function barValuesOf(aggregate: Aggregate, quality: number | null): BarValues {
  return {
    billedAvg: roundedTo(aggregate.billedAvg, 0),
    costAvg: roundedTo(aggregate.costAvg, 0),
    medicareAvg: roundedTo(aggregate.medicareAvg, 0),
    numClaims: aggregate.numClaims,
    quality: roundedTo(quality, barDecimals),
    costRatio: roundedTo(aggregate.costRatio, barDecimals),
    medicareRatio: roundedTo(aggregate.medicareRatio, barDecimals),
  };
}

/**
 * Whether a provider is left out of the chart, and why (spec §9 Benchmarks; thresholds in
 * docs/decisions/0102): `excluded` when its kind does not bill the claim type, `noData` without a
 * claim for any selected code, `lowData` when its codes hold fewer than `lowDataMinClaims` claims
 * or cover less than `lowDataMinCodeShare` of the selected codes; null when it is charted.
 */
export function classifyProvider(input: {
  billsClaimType: boolean;
  procedures: readonly ProcedureFigures[];
  selectedCodeCount: number;
}): ExclusionType | null {
  if (!input.billsClaimType) return 'excluded';
  const withClaims = input.procedures.filter((procedure) => procedure.numClaims > 0);
  if (withClaims.length === 0) return 'noData';
  const claims = withClaims.reduce((sum, procedure) => sum + procedure.numClaims, 0);
  if (claims < lowDataMinClaims) return 'lowData';
  if (withClaims.length < input.selectedCodeCount * lowDataMinCodeShare) return 'lowData';
  return null;
}

/** The spec's exclusion entry: 'exclusionType - provider name' (spec §3 Benchmarks). */
export function exclusionEntry(type: ExclusionType, providerName: string): string {
  return `${type} - ${providerName}`;
}
