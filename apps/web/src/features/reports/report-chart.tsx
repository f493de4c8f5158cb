import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReportChart as ReportChartData } from '@medivi/domain';
import { lazy, type MouseEvent, Suspense } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { useNearViewport } from '../../lib/use-near-viewport';
import { reportText } from './report-texts';

/**
 * Chart.js (about 55 KB gzip) and the chart's canvas: loaded when a chart is about to be seen or
 * the report is printed, not with the page (docs/decisions/0123-heavy-signed-in-pages.md).
 */
export const loadReportChartCanvas = () => import('./report-chart-canvas');
const ReportChartCanvas = lazy(loadReportChartCanvas);

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
  /** Draw it now, wherever it is (the report is about to be printed). */
  isWanted?: boolean;
}

/**
 * One chart of a report page (docs/decisions/0105-reports.md) on Chart.js: a `<figure>` captioned
 * with the chart's title; the canvas is an image named after the chart and the table with its
 * figures, and a link leads to that table (every chart has its data as an accessible table). The
 * canvas's place keeps its height until it is drawn, once it comes near the screen or `isWanted`.
 * A chart with no figure but zero says so instead of drawing empty axes.
 */
export function ReportChart({ chart, tableTitle, isWanted = false }: ReportChartProps) {
  const { _ } = useLingui();
  const { ref, isNear } = useNearViewport<HTMLDivElement>();
  const title = reportText(chart.title, _);
  const hasFigures = chart.series.some((series) =>
    series.values.some((value) => value !== null && value !== 0),
  );
  if (!hasFigures) {
    return (
      <Box component="figure" sx={{ m: 0, mb: 3 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{_('reports.chart.noFigures')}</Typography>
      </Box>
    );
  }
  return (
    <Box component="figure" sx={{ m: 0, mb: 3, breakInside: 'avoid' }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box ref={ref} sx={{ position: 'relative', height: 280, maxWidth: 900 }}>
        {(isNear || isWanted) && (
          <Suspense fallback={null}>
            <ReportChartCanvas
              chart={chart}
              ariaLabel={_('reports.chart.label', { title, table: reportText(tableTitle, _) })}
            />
          </Suspense>
        )}
      </Box>
      <Link
        href={`#${reportTableSectionId(chart.tableId)}`}
        data-print="hide"
        onClick={(event) => {
          showTable(event, chart.tableId);
        }}
      >
        {_('reports.chart.showTable')}
      </Link>
    </Box>
  );
}
