import { localeOf } from '../../lib/i18n/format';
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

/** Text for a missing figure (spec §4, §9), in English; the page words it from the catalogue. */
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

/** Formats of the figures for `locale`, made once per locale. */
const figureFormats = new Map<string, Record<'money' | 'count' | 'ratio' | 'score', Intl.NumberFormat>>();

function formatsFor(locale: string) {
  let found = figureFormats.get(locale);
  if (found === undefined) {
    found = {
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      count: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      ratio: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      score: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    };
    figureFormats.set(locale, found);
  }
  return found;
}

/**
 * US dollars without cents in the portal's language ('$12,345' in English), or `missing` for
 * null (the page passes the catalogue's 'not available').
 */
export function formatMoney(value: number | null, missing = notAvailable): string {
  return value === null ? missing : formatsFor(localeOf()).money.format(value);
}

/**
 * A figure as shown in the table and tooltips, in the portal's language: dollars, a claim count, a
 * ratio to two decimals or a quality score; null (and a zero quality, spec §4) reads `missing`
 * (the page passes the catalogue's 'not available').
 */
export function formatFigure(key: SortKey, value: number | null, missing = notAvailable): string {
  if (value === null || (key === 'quality' && value === 0)) return missing;
  const formats = formatsFor(localeOf());
  switch (key) {
    case 'billedAvg':
    case 'costAvg':
    case 'medicareAvg':
      return formats.money.format(value);
    case 'numClaims':
      return formats.count.format(value);
    case 'quality':
      return formats.score.format(value);
    case 'costRatio':
    case 'medicareRatio':
      return formats.ratio.format(value);
  }
}
