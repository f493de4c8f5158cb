import type { UtilizationEntry } from './contract.js';
import type { StateMedicareRatio } from './replies.js';
import { ratioTo, sumTo } from './rounding.js';
import { comparisonCategories, comparisonDefaults, utilizationTotalMax } from './rules.js';
import type { ComparisonCategory } from './rules.js';

/**
 * Utilization by state and the Medicare ratios blended from it (analysis-reports-admin spec §4
 * Cost-comparison, §5 Cost-comparison, §9 Per-state Medicare ratios; docs/decisions/0104).
 */

/** Medicare ratios (billed ÷ Medicare, unitless) by claim category. */
export type MedicareRatios = Record<ComparisonCategory, number>;

/** Sum of the utilization percents (0-100 when valid). */
export function utilizationTotal(entries: readonly UtilizationEntry[]): number {
  return sumTo(
    6,
    entries.map((entry) => entry.percent),
  );
}

/**
 * Sets one state's utilization percent, capped so that the total stays at most 100 (spec §5
 * "Utilization percentages across states are capped at a total of 100; a change that would exceed
 * it is reduced"): the state gets `min(percent, 100 − Σ other states)`, never below 0. A state not
 * yet listed is appended at the end; the other entries and their order are kept.
 * Example: OH 60, AL 30; setting AL to 55 gives AL 40.
 * @param percent the wanted percent; clamped to 0-100 first.
 * @returns a new list (the input is not changed).
 */
export function capUtilization(
  entries: readonly UtilizationEntry[],
  state: UtilizationEntry['state'],
  percent: number,
): UtilizationEntry[] {
  const others = utilizationTotal(entries.filter((entry) => entry.state !== state));
  const wanted = Math.min(Math.max(Number.isFinite(percent) ? percent : 0, 0), utilizationTotalMax);
  // Exact on the decimals: 100 − 33.3 − 33.3 leaves 33.4, not 33.400000000000006.
  const capped = Math.max(0, Math.min(wanted, sumTo(6, [utilizationTotalMax, -others])));
  const isListed = entries.some((entry) => entry.state === state);
  return isListed
    ? entries.map((entry) => (entry.state === state ? { state, percent: capped } : { ...entry }))
    : [...entries.map((entry) => ({ ...entry })), { state, percent: capped }];
}

/**
 * The per-state defaults blended by utilization (spec §4 "Blended Medicare ratios are the
 * percent-weighted sum of per-state ratios, rounded to 2 decimals"; §9), for each category:
 *
 *   blended = round₂( Σ percentₛ × ratioₛ ÷ Σ percentₛ )
 *
 * Normalised by the listed total, so the weights always add up to 1: while the states listed add
 * up to less than 100 (the user has not placed all utilization), the blend is that of the states
 * listed, never pulled toward 0 (docs/decisions/0104 "Blend"). At a total of 100 this is exactly the
 * spec's percent-weighted sum. A state missing from `stateRatios` counts with the overall defaults
 * (6 / 5 / 3, spec §9). No state, or every percent 0, gives the overall defaults.
 * Example: OH 60 % (inpatient 4.00) and AL 40 % (6.50) → (60 × 4 + 40 × 6.5) ÷ 100 = 5.00.
 */
export function blendMedicareRatios(
  entries: readonly UtilizationEntry[],
  stateRatios: readonly StateMedicareRatio[],
): MedicareRatios {
  const total = utilizationTotal(entries);
  const defaults = comparisonDefaults.medicareRatios;
  if (!(total > 0)) return { ...defaults };
  const byState = new Map(stateRatios.map((row) => [row.state, row]));
  const blend = (category: ComparisonCategory) => {
    const weighted = sumTo(
      10,
      entries.map((entry) =>
        ratioTo(10, [entry.percent, byState.get(entry.state)?.[category].ratio ?? defaults[category]]),
      ),
    );
    return ratioTo(2, [weighted], [total]);
  };
  return Object.fromEntries(
    comparisonCategories.map((category) => [category, blend(category)]),
  ) as MedicareRatios;
}
