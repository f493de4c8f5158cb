import type { Chart as ChartJS, ChartData, ChartOptions } from 'chart.js';
import zoomPlugin from 'chartjs-plugin-zoom';
import { benchmarkChartLimits } from '@medivi/domain';
import { Chart } from 'react-chartjs-2';
import { registerBarAndLineCharts } from '../../lib/bar-line-charts';
import { formatNumber, localeOf } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import type { ChartLine } from './benchmarks-api-types';
import { type SortKey } from './benchmarks-options';
import { type BenchmarkRow, formatFigure } from './benchmark-rows';
import { type ChartWindow, shortenName, showsLabels, windowFromRange, yAxisMax } from './chart-window';

registerBarAndLineCharts(zoomPlugin);

/** Chart animation, ms (spec §9). */
const animationMs = benchmarkChartLimits.animationMs;

/** Compact dollars per locale, made once each. */
const compactMoney = new Map<string, Intl.NumberFormat>();

/**
 * A y-axis value in the portal's language: compact dollars for the dollar figures ('$57.5K' in
 * English), else a plain number.
 */
function axisValue(value: number, key: SortKey | undefined): string {
  const isMoney = key === 'billedAvg' || key === 'costAvg' || key === 'medicareAvg';
  if (!isMoney) return formatNumber(value, 2);
  const locale = localeOf();
  let format = compactMoney.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactMoney.set(locale, format);
  }
  return format.format(value);
}

/** A drawn figure: its key, legend label and colour. */
export interface ChartSeries {
  key: SortKey;
  label: string;
  color: string;
}

export interface BenchmarksChartProps {
  rows: readonly BenchmarkRow[];
  /** The visible bar series. */
  series: readonly ChartSeries[];
  /** The visible reference lines (dollar values only). */
  lines: readonly (ChartLine & { color: string })[];
  view: ChartWindow;
  onViewChange: (view: ChartWindow) => void;
  onBarClick: (providerID: string) => void;
}

/**
 * The benchmarks bar chart (spec §2, §4, §9) on Chart.js with its zoom plugin: one bar per provider
 * and figure, reference lines across, the x range set by the shared zoom window (wheel, pinch and
 * drag pan report back into it), labels only at 30 px per bar and up, names cut to 20 characters,
 * y maximum 1.05 × the data maximum, 1000 ms animation, 'not available' for a missing quality in
 * the tooltip; its words, axis numbers and money in the portal's language. Clicking a bar opens that provider's details.
 */
export default function BenchmarksChart({
  rows,
  series,
  lines,
  view,
  onViewChange,
  onBarClick,
}: BenchmarksChartProps) {
  const { _ } = useLingui();
  const notAvailable = _('benchmarks.notAvailable');
  const labels = rows.map((row) => row.name);
  const data: ChartData<'bar' | 'line', (number | null)[], string> = {
    labels,
    datasets: [
      ...series.map((figure) => ({
        type: 'bar' as const,
        label: figure.label,
        data: rows.map((row) => row.figures[figure.key]),
        backgroundColor: figure.color,
      })),
      ...lines.map((line) => ({
        type: 'line' as const,
        label: line.label,
        data: rows.map(() => line.value),
        borderColor: line.color,
        backgroundColor: line.color,
        borderDash: [6, 4],
        pointRadius: 0,
      })),
    ],
  };
  // The axis fits the bars in view (spec §9: 1.05 × the data maximum), not the reference lines: at
  // full zoom a $65,000 average line had squeezed a few $8,000 bars into the bottom half (issue
  // 31 item 14). A line above the bars in view is off the plot and still in the list below it.
  const shown = rows.slice(view.start, view.start + view.size);
  const yMax = yAxisMax(series.flatMap((figure) => shown.map((row) => row.figures[figure.key])));
  const fromChart = ({ chart }: { chart: ChartJS }) => {
    const x = chart.scales.x;
    if (x !== undefined) onViewChange(windowFromRange(x.min, x.max, rows.length));
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: animationMs },
    onClick: (_event, elements) => {
      const row = rows[elements[0]?.index ?? -1];
      if (row !== undefined) onBarClick(row.providerID);
    },
    scales: {
      x: {
        type: 'category',
        min: view.start,
        max: view.start + view.size - 1,
        ticks: {
          autoSkip: false,
          maxRotation: 60,
          callback(value) {
            if (!showsLabels(this.chart.width, view.size)) return '';
            return shortenName(this.getLabelForValue(Number(value)));
          },
        },
      },
      y: {
        type: 'linear',
        beginAtZero: true,
        max: yMax,
        ticks: { callback: (value) => axisValue(Number(value), series[0]?.key) },
      },
    },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          title: (items) => items[0]?.label ?? '',
          label: (item) => {
            const figure = series[item.datasetIndex];
            const value = item.raw as number | null;
            return figure === undefined
              ? _('benchmarks.chart.tooltipLine', {
                  label: item.dataset.label ?? '',
                  value: formatFigure('medicareAvg', value, notAvailable),
                })
              : _('benchmarks.chart.tooltipLine', {
                  label: figure.label,
                  value: formatFigure(figure.key, value, notAvailable),
                });
          },
          footer: (items) => {
            const row = rows[items[0]?.dataIndex ?? -1];
            if (row === undefined) return '';
            return [
              _('benchmarks.chart.tooltipClaims', {
                value: formatFigure('numClaims', row.figures.numClaims, notAvailable),
              }),
              _('benchmarks.chart.tooltipQuality', {
                value: formatFigure('quality', row.figures.quality, notAvailable),
              }),
            ];
          },
        },
      },
      zoom: {
        limits: {
          x: { min: 0, max: Math.max(0, rows.length - 1), minRange: 0 },
        },
        pan: { enabled: true, mode: 'x', onPanComplete: fromChart },
        zoom: {
          wheel: { enabled: true },
          pinch: { enabled: true },
          mode: 'x',
          onZoomComplete: fromChart,
        },
      },
    },
  };
  return (
    <Chart type="bar" data={data} options={options} aria-label={_('benchmarks.chart.label')} role="img" />
  );
}
