import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { monthLabel, type ReportPageFigures } from '@medivi/domain';
import { useEffect, useState } from 'react';
import { loadReportChartCanvas, ReportChart } from './report-chart';
import { ReportTable } from './report-table';
import { formatReportValue, reportCsvFileName } from './report-values';

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
        {figures.title}
      </Typography>
      <Typography color="text.secondary">
        {figures.plan.name} · {figures.period.label}
        {published !== null && (
          <>
            {' · '}Published figures for {monthLabel(published.year, published.month)}
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
          Print or save as PDF
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
            Open in a new tab
          </Button>
        )}
      </Stack>
      {figures.kpis.length > 0 && (
        <Box
          component="ul"
          aria-label="Key figures"
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
                {kpi.label}:{' '}
              </Typography>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {formatReportValue(kpi.value, kpi.unit)}
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
        <Box component="ul" aria-label="Notes" sx={{ pl: 3, color: 'text.secondary' }}>
          {figures.notes.map((note) => (
            <Typography component="li" variant="body2" key={note}>
              {note}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
