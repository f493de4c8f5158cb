import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReportChart as ReportChartData, ReportUnit } from '@medivi/domain';
import type { ChartData, ChartOptions } from 'chart.js';
import type { MouseEvent } from 'react';
import { Chart } from 'react-chartjs-2';
import { registerBarAndLineCharts } from '../../lib/bar-line-charts';
import { formatReportValue } from './report-values';

// This module loads with the report pages alone, and Chart.js with it.
registerBarAndLineCharts();

/** Series colours, distinct in greyscale print too. */
const colors = ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#00838f', '#ad1457'];

/** The id of the section holding a table (the chart's link target). */
export function reportTableSectionId(tableId: string): string {
  return `report-table-${tableId}`;
}

/** Moves focus to a table's section and scrolls it into view (the chart's "Show the figures as a table"). */
function showTable(event: MouseEvent<HTMLAnchorElement>, tableId: string): void {
  const target = document.getElementById(reportTableSectionId(tableId));
  if (target === null) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

export interface ReportChartProps {
  chart: ReportChartData;
  /** The title of the table that holds the chart's figures. */
  tableTitle: string;
}

/**
 * One chart of a report page (docs/decisions/0105-reports.md) on Chart.js: a `<figure>` captioned
 * with the chart's title; the canvas is an image named after the chart and the table with its
 * figures, and a link leads to that table (every chart has its data as an accessible table).
 * Values in tooltips and on the y axis are formatted by the series' unit, counts in whole steps; a
 * chart with no figure but zero says so instead of drawing empty axes.
 */
export function ReportChart({ chart, tableTitle }: ReportChartProps) {
  const unit: ReportUnit = chart.series[0]?.unit ?? 'count';
  const data: ChartData<'bar' | 'line', (number | null)[], string> = {
    labels: chart.categories,
    datasets: chart.series.map((series, index) => {
      const color = colors[index % colors.length] ?? '#1565c0';
      return {
        label: series.label,
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
            `${item.dataset.label ?? ''}: ${formatReportValue(item.parsed.y, chart.series[item.datasetIndex]?.unit ?? unit)}`,
        },
      },
    },
    scales: {
      y: {
        beginAtZero: true,
        // Counts step by whole numbers: a chart of one case read 1, 1, 1, …, 0 (issue 31 item 13).
        ticks: {
          ...(unit === 'count' ? { precision: 0 } : {}),
          callback: (value) => formatReportValue(Number(value), unit),
        },
      },
    },
  };
  const hasFigures = chart.series.some((series) =>
    series.values.some((value) => value !== null && value !== 0),
  );
  if (!hasFigures) {
    return (
      <Box component="figure" sx={{ m: 0, mb: 3 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {chart.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>No figures to chart for this month and plan.</Typography>
      </Box>
    );
  }
  return (
    <Box component="figure" sx={{ m: 0, mb: 3, breakInside: 'avoid' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {chart.title}
      </Typography>
      <Box sx={{ position: 'relative', height: 280, maxWidth: 900 }}>
        <Chart
          type={chart.kind}
          data={data}
          options={options}
          role="img"
          aria-label={`${chart.title} chart. Its figures are in the table ${tableTitle}.`}
        />
      </Box>
      <Link
        href={`#${reportTableSectionId(chart.tableId)}`}
        data-print="hide"
        onClick={(event) => {
          showTable(event, chart.tableId);
        }}
      >
        Show the figures as a table
      </Link>
    </Box>
  );
}
