import { type BenchmarkLine, weightedMeanOf } from '@medivi/domain';
import type { AreaCodeRow, AreaFactsRepository } from './area-facts.repository.js';

/** State lines are drawn when the charted providers lie in at most this many states. */
export const maxStateLines = 5;

/** What the page is told about the reference lines (meta.linesNote). */
export function linesNoteOf(year: number | null): string {
  return year === null
    ? 'No reference lines: the CMS Inpatient by Geography and DRG files have no figures for the selected codes. Outpatient and professional charts have none.'
    : `Reference lines: state and national averages per discharge over the selected DRGs, weighted by discharges, from the CMS Inpatient by Geography and DRG file of ${String(year)} (inpatient only; the years of the provider files differ).`;
}

/** The geography year nearest to the chart's data year (the newer one on a tie). */
export function nearestYear(years: readonly number[], dataYear: number): number | null {
  let best: number | null = null;
  for (const year of years) {
    if (best === null) best = year;
    else {
      const distance = Math.abs(year - dataYear);
      const bestDistance = Math.abs(best - dataYear);
      if (distance < bestDistance || (distance === bestDistance && year > best)) best = year;
    }
  }
  return best;
}

const measureLabels = {
  billedAvg: 'average billed charges',
  medicareAvg: 'average Medicare payment',
} as const;

/**
 * The average of `measure` over the codes of one area, weighted by discharges; null unless the
 * area has the figure for every selected code (an average over fewer codes would not compare).
 */
function areaAverage(rows: readonly AreaCodeRow[], codeCount: number, measure: 'billedAvg' | 'medicareAvg') {
  const usable = rows.filter((row) => row[measure] !== null);
  if (usable.length < codeCount) return null;
  return weightedMeanOf(
    usable.map((row) => row[measure] ?? 0),
    usable.map((row) => row.numClaims),
  );
}

/**
 * State and national reference lines of an inpatient chart (from `benchmark_area_facts`): average
 * billed charges and Medicare payment per discharge over the selected DRGs, for the nation and
 * for the states of the charted providers (at most `maxStateLines` of them), in the geography
 * year nearest the data year. Returns the lines, that year and the files they came from.
 * @param input.areaYears the years of the by-geography figures of the codes
 *   (`BenchmarkSnapshot.areaYears`); with none, no lines and nothing is read.
 */
export async function referenceLinesOf(
  repository: Pick<AreaFactsRepository, 'areaFigures'>,
  input: {
    codes: readonly string[];
    states: readonly string[];
    dataYear: number;
    areaYears: readonly number[];
  },
): Promise<{ lines: BenchmarkLine[]; year: number | null; sources: string[] }> {
  const year = nearestYear(input.areaYears, input.dataYear);
  if (year === null) return { lines: [], year: null, sources: [] };
  const states = input.states.length <= maxStateLines ? [...input.states].sort() : [];
  const areas = [...states, 'US'];
  const rows = await repository.areaFigures(input.codes, areas, year);
  const lines: BenchmarkLine[] = [];
  for (const area of areas) {
    const areaRows = rows.filter((row) => row.area === area);
    for (const measure of ['medicareAvg', 'billedAvg'] as const) {
      const value = areaAverage(areaRows, input.codes.length, measure);
      if (value === null) continue;
      const where = area === 'US' ? 'National' : area;
      lines.push({
        key: `${area}:${measure}`,
        label: `${where} ${measureLabels[measure]} (${String(year)})`,
        value,
        area,
        measure,
        dataYear: year,
      });
    }
  }
  const sources = [...new Set(rows.map((row) => row.sourceFile))].sort();
  return { lines, year, sources };
}
