/** The percentiles a benchmark table shows (docs/decisions/0103-benchmark-views.md). */
export const benchmarkPercentiles = [10, 25, 50, 75, 90] as const;
export type BenchmarkPercentile = (typeof benchmarkPercentiles)[number];

/** The 10th, 25th, 50th, 75th and 90th percentiles of one figure, in the figure's unit. */
export interface PercentileSet {
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

/**
 * The `p`th percentile (0–100) of `values` by linear interpolation between closest ranks
 * (Hyndman–Fan type 7: Excel PERCENTILE.INC, R's default): on the values sorted ascending, the
 * position is (n − 1)·p/100, and a fractional position interpolates between its two neighbours.
 * Example: [10, 20, 30, 40] at 25 → position 0.75 → 10 + 0.75·10 = 17.5.
 * @returns null for an empty list (no figure, never 0).
 * @throws RangeError when `p` is outside 0–100 or a value is not finite.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be 0–100, got ${String(p)}`);
  if (values.some((value) => !Number.isFinite(value)))
    throw new RangeError('percentile values must be finite numbers');
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(position);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (position - below) * (upper - lower);
}

/**
 * The benchmark percentiles (10, 25, 50, 75, 90) of `values` (one figure per provider, e.g. a
 * hospital's average billed charge per discharge in US dollars), nulls left out first.
 * @returns null when no provider has the figure (shown as 'not available').
 */
export function percentileSet(values: readonly (number | null)[]): PercentileSet | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  const at = (p: BenchmarkPercentile) => percentile(present, p) as number;
  return { p10: at(10), p25: at(25), p50: at(50), p75: at(75), p90: at(90) };
}

/**
 * Billed over Medicare at the median: the median billed charge divided by the median Medicare
 * payment (both per discharge or service). A ratio of medians, not a median of ratios: it
 * compares the two columns the table shows.
 * @returns null when either median is missing or Medicare's is not positive.
 */
export function medianRatio(billed: PercentileSet | null, medicare: PercentileSet | null): number | null {
  if (billed === null || medicare === null || medicare.p50 <= 0) return null;
  return billed.p50 / medicare.p50;
}

/**
 * The discharge- or service-weighted average of per-provider averages, Σ nᵢxᵢ / Σ nᵢ over the
 * providers that have the figure (nulls and zero counts left out).
 * @returns null when no provider has it.
 */
export function weightedAverage(rows: readonly { count: number; value: number | null }[]): number | null {
  let weight = 0;
  let sum = 0;
  for (const row of rows) {
    if (row.value === null || row.count <= 0) continue;
    weight += row.count;
    sum += row.count * row.value;
  }
  return weight === 0 ? null : sum / weight;
}
