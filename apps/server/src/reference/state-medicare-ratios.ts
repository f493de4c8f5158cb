import {
  type ComparisonCategory,
  comparisonCategories,
  fallbackMedicareRatio,
  type RatioSource,
  ratioStates,
} from '@medivi/domain';

/**
 * Per-state default Medicare ratios (analysis-reports-admin spec §9 Per-state Medicare ratios;
 * issue 18; docs/decisions/0104): which figure each state and category gets. Pure; the SQL that
 * sums the CMS facts is in state-medicare-ratio-writer.ts, and the figures used where the facts
 * give none (`fallbackMedicareRatio`, `ratioStates`) are in the domain's
 * cost-comparison/fallback-ratios.ts, which the cost comparison reads too.
 */

/**
 * How much of a state a physician file with submitted charges must cover before its professional
 * ratio is used (docs/decisions/0104): the shipped 2012 PUF is the first 17,028 rows of the
 * national file (sorted by NPI), so a state may appear with a handful of physicians only.
 */
export const professionalRatioMinimums = { providers: 20, services: 10_000 } as const;

/** Σ billed and Σ Medicare payment (US dollars, count-weighted) of one state, category and data year. */
export interface RatioSums {
  state: string;
  dataYear: number;
  /** Σ count × average billed (covered or submitted charges). */
  billed: number;
  /** Σ count × average Medicare payment. */
  medicare: number;
  /** Σ count (discharges or services). */
  services: number;
  /** Distinct providers (hospitals or NPIs) behind the sums. */
  providers: number;
  /** The file (or files, comma-separated) the sums come from. */
  sourceFile: string;
}

/** The caveat shown with a derived figure of each category. */
const cmsNotes: Record<ComparisonCategory, (sums: RatioSums) => string> = {
  inpatient: () => 'All DRGs of the state, Medicare by-geography file: covered charges ÷ Medicare payment.',
  outpatient: () => 'Comprehensive APCs only (biased high): submitted charges ÷ Medicare payment.',
  professional: (sums) =>
    `Submitted charges ÷ Medicare payment over ${sums.providers.toLocaleString('en-US')} providers and ` +
    `${sums.services.toLocaleString('en-US')} services with submitted charges.`,
};

const roundRatio = (value: number): number => Math.round(value * 100) / 100;

/** True when the sums are a usable figure of the category (enough coverage, a positive Medicare sum). */
function isUsable(category: ComparisonCategory, sums: RatioSums): boolean {
  if (!(sums.medicare > 0) || !(sums.billed > 0)) return false;
  if (category !== 'professional') return true;
  return (
    sums.providers >= professionalRatioMinimums.providers &&
    sums.services >= professionalRatioMinimums.services
  );
}

/**
 * The ratio of each of the 50 states and DC by category: per state, the newest data year whose
 * sums are usable gives `round(Σ billed ÷ Σ Medicare, 2)` with source 'cms'; otherwise
 * `fallbackMedicareRatio` (the spec's example or default).
 * @param sums per category, the sums of every state and data year the imported facts hold.
 * @returns one entry per state of `ratioStates` and category, in that order.
 */
export function resolveMedicareRatios(
  sums: Record<ComparisonCategory, readonly RatioSums[]>,
): { state: string; category: ComparisonCategory; figure: RatioSource }[] {
  const newest = new Map<string, RatioSums>();
  for (const category of comparisonCategories) {
    for (const entry of sums[category]) {
      if (!isUsable(category, entry)) continue;
      const key = `${entry.state} ${category}`;
      const current = newest.get(key);
      if (current === undefined || entry.dataYear > current.dataYear) newest.set(key, entry);
    }
  }
  return ratioStates.flatMap((state) =>
    comparisonCategories.map((category) => {
      const entry = newest.get(`${state.code} ${category}`);
      const figure: RatioSource =
        entry === undefined
          ? fallbackMedicareRatio(state.code, category)
          : {
              ratio: roundRatio(entry.billed / entry.medicare),
              source: 'cms',
              dataYear: entry.dataYear,
              sourceFile: entry.sourceFile,
              note: cmsNotes[category](entry),
            };
      return { state: state.code, category, figure };
    }),
  );
}
