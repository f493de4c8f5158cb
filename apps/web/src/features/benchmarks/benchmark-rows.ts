import type { BarValues, ChartReply } from './benchmarks-api-types';
import type { Averaging, SortKey } from './benchmarks-options';

/** One provider as the chart and the table show it. */
export interface BenchmarkRow {
  providerID: string;
  name: string;
  city: string;
  state: string;
  figures: BarValues;
  /** The HVBP fiscal year of the quality score; null without one (issue 31 item 14). */
  qualityFiscalYear: number | null;
}

/** Direction of the sort. */
export type SortDirection = 'asc' | 'desc';

/** Text for a missing figure (spec §4, §9). */
export const notAvailable = 'not available';

/**
 * The rows of a chart reply with the weighted or simple figures, sorted by `key` (a missing figure
 * last in either direction, ties by name). Switching the averaging or the sort needs no request.
 */
export function rowsOf(
  reply: ChartReply | undefined,
  averaging: Averaging,
  key: SortKey,
  direction: SortDirection,
): BenchmarkRow[] {
  if (reply === undefined) return [];
  const places = new Map(reply.providerData.providers.map((p) => [p.id, p]));
  const rows = reply.bars.map((bar) => ({
    providerID: bar.providerID,
    name: bar.name,
    city: places.get(bar.providerID)?.city ?? '',
    state: places.get(bar.providerID)?.state ?? '',
    figures: averaging === 'weighted' ? bar.values : bar.simple,
    qualityFiscalYear: places.get(bar.providerID)?.qualityFiscalYear ?? null,
  }));
  const sign = direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const x = a.figures[key];
    const y = b.figures[key];
    if (x === null || y === null) {
      if (x === y) return a.name.localeCompare(b.name);
      return x === null ? 1 : -1;
    }
    return x === y ? a.name.localeCompare(b.name) : sign * (x - y);
  });
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ratio = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const score = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** US dollars without cents, e.g. '$12,345', or `missing` for null. */
export function formatMoney(value: number | null, missing = notAvailable): string {
  return value === null ? missing : money.format(value);
}

/**
 * A figure as shown in the table and tooltips: dollars, a claim count, a ratio to two decimals or
 * a quality score; null (and a zero quality, spec §4) reads 'not available'.
 */
export function formatFigure(key: SortKey, value: number | null): string {
  if (value === null || (key === 'quality' && value === 0)) return notAvailable;
  switch (key) {
    case 'billedAvg':
    case 'costAvg':
    case 'medicareAvg':
      return money.format(value);
    case 'numClaims':
      return count.format(value);
    case 'quality':
      return score.format(value);
    case 'costRatio':
    case 'medicareRatio':
      return ratio.format(value);
  }
}
