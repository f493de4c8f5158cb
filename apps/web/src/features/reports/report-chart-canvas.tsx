import type { ReportChart as ReportChartData, ReportUnit } from '@medivi/domain';
import type { ChartData, ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { registerBarAndLineCharts } from '../../lib/bar-line-charts';
import { useLingui } from '../../lib/i18n/i18n';
import { reportText, reportValueText } from './report-texts';

// This module loads when a report's chart is about to be seen, and Chart.js with it.
registerBarAndLineCharts();

/** Series colours, distinct in greyscale print too. */
const colors = ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#00838f', '#ad1457'];

/**
 * The canvas of one report chart on Chart.js, filling its parent: values in tooltips and on the
 * y axis formatted by the series' unit, counts in whole steps; its categories, series and values
 * in the portal's language (report-texts.ts); an image named `ariaLabel`.
 */
export default function ReportChartCanvas({
  chart,
  ariaLabel,
}: {
  chart: ReportChartData;
  ariaLabel: string;
}) {
  const { _ } = useLingui();
  const unit: ReportUnit = chart.series[0]?.unit ?? 'count';
  const data: ChartData<'bar' | 'line', (number | null)[], string> = {
    labels: chart.categories.map((category) => reportText(category, _)),
    datasets: chart.series.map((series, index) => {
      const color = colors[index % colors.length] ?? '#1565c0';
      return {
        label: reportText(series.label, _),
        data: series.values,
        backgroundColor: color,
        borderColor: color,
      };
    }),
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: chart.series.length > 1 },
      tooltip: {
        callbacks: {
          label: (item) =>
            `${item.dataset.label ?? ''}: ${reportValueText(item.parsed.y, chart.series[item.datasetIndex]?.unit ?? unit, _)}`,
        },
      },
    },
    scales: {
      y: {
        beginAtZero: true,
        // Counts step by whole numbers: a chart of one case read 1, 1, 1, …, 0 (issue 31 item 13).
        ticks: {
          ...(unit === 'count' ? { precision: 0 } : {}),
          callback: (value) => reportValueText(Number(value), unit, _),
        },
      },
    },
  };
  return <Chart type={chart.kind} data={data} options={options} role="img" aria-label={ariaLabel} />;
}
