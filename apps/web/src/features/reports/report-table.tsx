import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ReportCell, type ReportColumn, type ReportTable as ReportTableData } from '@medivi/domain';
import { type ResponsiveColumn, ResponsiveTable } from '../../components/responsive-table/responsive-table';
import { reportTableSectionId } from './report-chart';
import { useLingui } from '../../lib/i18n/i18n';
import { reportText, reportValueText } from './report-texts';
import { downloadCsv, labelledTotals } from './report-values';

/** Numbers line up on the right; text and dates on the left. */
function alignOf(column: ReportColumn | undefined): 'left' | 'right' {
  return column === undefined || column.unit === 'text' || column.unit === 'date' ? 'left' : 'right';
}

/** A row of the table with its place; the totals row is marked. */
interface ShownRow {
  key: string;
  cells: readonly ReportCell[];
  isTotal: boolean;
}

export interface ReportTableProps {
  table: ReportTableData;
  /** Name of the CSV file the table downloads as. */
  csvFileName: string;
}

/**
 * One table of a report page (docs/decisions/0105-reports.md): a section the charts link to
 * (`report-table-<id>`, focusable by script), a table captioned with its title (`ResponsiveTable`:
 * its first column kept in view while it scrolls sideways on a desktop, a card a row on a phone;
 * issue 31 item 10), its totals row in bold, 'No data available' for no rows, and "Download CSV"
 * (raw numbers, see `buildReportCsv`). Printed, it is shown whole (report-print-styles.tsx).
 */
export function ReportTable({ table, csvFileName }: ReportTableProps) {
  const { _ } = useLingui();
  const title = reportText(table.title, _);
  const columns: ResponsiveColumn<ShownRow>[] = table.columns.map((column, index) => ({
    id: column.id,
    header: reportText(column.label, _),
    align: alignOf(column),
    // A totals row leaves a column it does not sum blank rather than 'No data available'.
    render: (row) =>
      row.isTotal && (row.cells[index] ?? null) === null
        ? ''
        : reportValueText(row.cells[index] ?? null, column.unit, _),
  }));
  const rows: ShownRow[] = table.rows.map((cells, index) => ({ key: String(index), cells, isTotal: false }));
  if (table.totals !== null && table.rows.length > 0) {
    rows.push({ key: 'totals', cells: labelledTotals(table.totals), isTotal: true });
  }
  return (
    <Box
      component="section"
      id={reportTableSectionId(table.id)}
      tabIndex={-1}
      aria-label={title}
      sx={{ mb: 3, outline: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <ResponsiveTable
        label={title}
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        emptyText={_('reports.noData')}
        isEmphasized={(row) => row.isTotal}
        hasRowHeaders
        isNamedByCaption
      />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        data-print="hide"
        aria-label={_('reports.table.downloadLabel', { title })}
        onClick={() => {
          void import('./report-csv').then(({ buildReportCsv }) => {
            downloadCsv(buildReportCsv(table), csvFileName);
          });
        }}
        sx={{ mt: 1 }}
      >
        {_('reports.table.download')}
      </Button>
    </Box>
  );
}
