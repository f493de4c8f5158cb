import type { ClaimType } from './rules.js';

/** How many providers have figures for a chart's selection in one data year. */
export interface YearProviders {
  /** The data year (the CMS file's year). */
  year: number;
  /** Providers (hospitals or professionals) with facts for the selected codes in that year, ≥ 1. */
  providers: number;
}

/**
 * A year is thin when another year of the same selection has at least this many times its
 * providers: the shipped 2023 professional file is a 37-row sample of the national file (data
 * SOURCES.md, professional/physician-by-provider-and-service-2023-sample.csv), so its newest
 * year answers for one professional where 2012 answers for dozens.
 */
export const thinYearFactor = 4;

/**
 * What the benchmarks page says when the shown year's figures are thin beside another year of
 * the same selection (issue 31 item 14): e.g. "Thin data: 2023 has figures for 1 professional in
 * this selection; 2012 has 58. Choose 2012 under Data year for a fuller comparison." Null when the
 * shown year is not thin, or when there is no other year.
 *
 * @param claimType - names the providers: professionals for Professional, else hospitals.
 * @param shownYear - the reply's `meta.dataYear`; null gives null.
 * @param perYear - the reply's `meta.providersPerYear`.
 */
export function thinYearNote(
  claimType: ClaimType,
  shownYear: number | null,
  perYear: readonly YearProviders[],
): string | null {
  if (shownYear === null) return null;
  const shown = perYear.find((entry) => entry.year === shownYear)?.providers ?? 0;
  let fullest: YearProviders | undefined;
  for (const entry of perYear) {
    if (entry.year === shownYear) continue;
    if (fullest === undefined || entry.providers > fullest.providers) fullest = entry;
  }
  if (fullest === undefined || fullest.providers < shown * thinYearFactor || shown === 0) return null;
  const noun = claimType === 'Professional' ? 'professional' : 'hospital';
  const shownNoun = shown === 1 ? noun : `${noun}s`;
  return (
    `Thin data: ${String(shownYear)} has figures for ${String(shown)} ${shownNoun} in this selection; ` +
    `${String(fullest.year)} has ${String(fullest.providers)}. ` +
    `Choose ${String(fullest.year)} under Data year for a fuller comparison.`
  );
}
