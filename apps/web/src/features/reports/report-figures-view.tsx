import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportPageFigures } from '@medivi/domain';
import { useEffect, useState } from 'react';
import { formatMonthYear } from '../../lib/i18n/format';
import { useLingui } from '../../lib/i18n/i18n';
import { loadReportChartCanvas, ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import { reportPageTitle, reportText, reportValueText } from './report-texts';
import { reportCsvFileName } from './report-values';

export interface ReportFiguresViewProps {
  figures: ReportPageFigures;
  /** The report's own view for "Open in a new tab" (the descriptor's `embedUrl`); none in that view. */
  embedUrl?: string | undefined;
}

/**
 * One report page's figures (docs/decisions/0105-reports.md): its title (h3), the period and the
 * published month, the key figures, each chart with a link to its table, the tables with their CSV
 * downloads, and the notes; "Print or save as PDF" prints the page as the print styles lay it out,
 * "Open in a new tab" opens the report's own view. Printing draws the charts not drawn yet first.
 */
export function ReportFiguresView({ figures, embedUrl }: ReportFiguresViewProps) {
  const { _ } = useLingui();
  const tableTitles = new Map(figures.tables.map((table) => [table.id, table.title]));
  const published = figures.published;
  // Charts are drawn as they come near the screen; printing draws them all first.
  const [isPrinting, setPrinting] = useState(false);
  useEffect(() => {
    const drawAll = () => {
      setPrinting(true);
    };
    window.addEventListener('beforeprint', drawAll);
    return () => {
      window.removeEventListener('beforeprint', drawAll);
    };
  }, []);
  const print = async () => {
    setPrinting(true);
    await loadReportChartCanvas();
    // Two frames: React commits the charts, then Chart.js has drawn them.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.print();
  };
  return (
    <Box>
      <Typography variant="h5" component="h3" sx={{ mb: 0.5 }}>
        {reportPageTitle({ id: figures.page, title: figures.title }, _)}
      </Typography>
      <Typography color="text.secondary">
        {figures.plan.name} · {reportText(figures.period.label, _)}
        {published !== null && (
          <>
            {' · '}
            {_('reports.figures.published', { month: formatMonthYear(published.year, published.month) })}
          </>
        )}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }} data-print="hide">
        <Button
          variant="outlined"
          size="small"
          startIcon={<PrintIcon />}
          onClick={() => {
            void print();
          }}
        >
          {_('reports.figures.print')}
        </Button>
        {embedUrl !== undefined && (
          <Button
            variant="text"
            size="small"
            startIcon={<OpenInNewIcon />}
            href={embedUrl}
            target="_blank"
            rel="noopener"
          >
            {_('reports.figures.newTab')}
          </Button>
        )}
      </Stack>
      {figures.kpis.length > 0 && (
        <Box
          component="ul"
          aria-label={_('reports.figures.keyFigures')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 3,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {figures.kpis.map((kpi) => (
            <Box
              component="li"
              key={kpi.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, breakInside: 'avoid' }}
            >
              <Typography variant="body2" color="text.secondary" component="span">
                {_('reports.figures.kpiLabel', { label: reportText(kpi.label, _) })}{' '}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {reportValueText(kpi.value, kpi.unit, _)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {figures.charts.map((chart) => (
        <ReportChart
          key={chart.id}
          chart={chart}
          tableTitle={tableTitles.get(chart.tableId) ?? chart.title}
          isWanted={isPrinting}
        />
      ))}
      {figures.tables.map((table) => (
        <ReportTable
          key={table.id}
          table={table}
          csvFileName={reportCsvFileName(
            figures.reportName,
            figures.page,
            table.id,
            figures.plan.name,
            published,
          )}
        />
      ))}
      {figures.notes.length > 0 && (
        <Box component="ul" aria-label={_('reports.figures.notes')} sx={{ pl: 3, color: 'text.secondary' }}>
          {figures.notes.map((note) => (
            <Typography component="li" variant="body2" key={note}>
              {reportText(note, _)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
