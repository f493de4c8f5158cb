import { benchmarkChartLimits } from '@medivi/domain';

/**
 * The zoom and pan window of the benchmarks chart (analysis-reports-admin spec §4, §9): which bars
 * (by index into the sorted providers) are in view. The keyboard buttons, the chart's own wheel and
 * touch gestures and the announcement all go through these pure functions.
 */

/** At most this many providers are in view (spec §9). */
export const maxBarsInView = benchmarkChartLimits.maxProvidersInView;
/** One zoom step changes the window by 10 percent (spec §9). */
export const zoomStep = benchmarkChartLimits.zoomStep;
/** One pan step moves the window by 20 percent of its width (spec §9). */
export const panStep = benchmarkChartLimits.panStep;
/** Bar labels show only when a bar is at least this wide, px (spec §9). */
export const labelMinWidthPx = benchmarkChartLimits.labelMinPxPerBar;
/** Names on the x axis are cut to this many characters (spec §9). */
export const labelMaxChars = benchmarkChartLimits.labelMaxChars;

/** The bars in view: `start` index and `size` (count), within `total` bars. */
export interface ChartWindow {
  start: number;
  size: number;
  total: number;
}

/** The widest window `total` bars allow: all of them, at most 200. */
function widest(total: number): number {
  return Math.min(total, maxBarsInView);
}

function clampStart(start: number, size: number, total: number): number {
  return Math.max(0, Math.min(start, total - size));
}

/** The window a chart of `total` bars opens with: the first up to 200. */
export function initialWindow(total: number): ChartWindow {
  return { start: 0, size: widest(total), total };
}

/** Zoom in one step (10 percent fewer bars, at least one fewer, never under one), centre kept. */
export function zoomIn(view: ChartWindow): ChartWindow {
  if (view.size <= 1) return view;
  const size = Math.max(1, Math.min(view.size - 1, Math.round(view.size * (1 - zoomStep))));
  const start = view.start + Math.floor((view.size - size) / 2);
  return { ...view, size, start: clampStart(start, size, view.total) };
}

/** Zoom out one step (10 percent more bars, at least one more), up to the widest window. */
export function zoomOut(view: ChartWindow): ChartWindow {
  const limit = widest(view.total);
  if (view.size >= limit) return view;
  const size = Math.min(limit, Math.max(view.size + 1, Math.round(view.size * (1 + zoomStep))));
  const start = view.start - Math.floor((size - view.size) / 2);
  return { ...view, size, start: clampStart(start, size, view.total) };
}

/** Pan by one step (20 percent of the window, at least one bar); `direction` -1 left, 1 right. */
export function pan(view: ChartWindow, direction: -1 | 1): ChartWindow {
  const step = Math.max(1, Math.round(view.size * panStep));
  return { ...view, start: clampStart(view.start + direction * step, view.size, view.total) };
}

/** A window from a chart's axis range (indices `min`..`max`, inclusive), kept within the limits. */
export function windowFromRange(min: number, max: number, total: number): ChartWindow {
  const size = Math.max(1, Math.min(widest(total), Math.round(max) - Math.round(min) + 1));
  return { start: clampStart(Math.round(min), size, total), size, total };
}

/** Whether zoom in, zoom out, pan left and pan right would change the window. */
export function windowMoves(view: ChartWindow) {
  return {
    canZoomIn: view.size > 1,
    canZoomOut: view.size < widest(view.total),
    canPanLeft: view.start > 0,
    canPanRight: view.start + view.size < view.total,
  };
}

/** The announced window, e.g. 'Showing providers 1–20 of 57' (en dash). */
export function describeWindow(view: ChartWindow): string {
  if (view.total === 0) return 'No providers to show';
  return `Showing providers ${String(view.start + 1)}–${String(view.start + view.size)} of ${String(view.total)}`;
}

/** True when `widthPx` of plot area leaves at least 30 px per bar for `barsInView` bars. */
export function showsLabels(widthPx: number, barsInView: number): boolean {
  return barsInView > 0 && widthPx / barsInView >= labelMinWidthPx;
}

/** Word abbreviations applied to provider names on the axis, longest phrases first. */
const abbreviations: readonly [RegExp, string][] = [
  [/\bmedical center\b/gi, 'Med Ctr'],
  [/\bhospitals\b/gi, 'Hosps'],
  [/\bhospital\b/gi, 'Hosp'],
  [/\bhealth\s*care\b/gi, 'HC'],
  [/\bhealth\b/gi, 'Hlth'],
  [/\buniversity\b/gi, 'Univ'],
  [/\bcenter\b/gi, 'Ctr'],
  [/\bregional\b/gi, 'Reg'],
  [/\bmemorial\b/gi, 'Mem'],
  [/\bcommunity\b/gi, 'Comm'],
  [/\bgeneral\b/gi, 'Gen'],
  [/\bsaint\b/gi, 'St'],
  [/\bsystem\b/gi, 'Sys'],
  [/\binstitute\b/gi, 'Inst'],
  [/\bfoundation\b/gi, 'Fdn'],
  [/\bcounty\b/gi, 'Co'],
  [/\bincorporated\b/gi, 'Inc'],
];

/** An axis label: the name with common words abbreviated, cut to 20 characters. */
export function shortenName(name: string): string {
  let short = name.trim().replace(/\s+/g, ' ');
  for (const [pattern, replacement] of abbreviations) short = short.replace(pattern, replacement);
  return short.length > labelMaxChars ? short.slice(0, labelMaxChars).trimEnd() : short;
}

/** The y-axis maximum: 1.05 × the largest figure shown, or 10000 when there is none (spec §9). */
export function yAxisMax(values: readonly (number | null)[]): number {
  let max = 0;
  for (const value of values) if (value !== null && Number.isFinite(value) && value > max) max = value;
  return max > 0 ? max * benchmarkChartLimits.yMaxFactor : benchmarkChartLimits.yFallbackMax;
}
