import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  noData,
  type ReportCell,
  type ReportColumn,
  type ReportTable as ReportTableData,
} from '@medivi/domain';
import { useHorizontalOverflow } from '../../components/responsive-table/use-horizontal-overflow';
import { reportTableSectionId } from './report-chart';
import { buildReportCsv, downloadCsv, formatReportValue, labelledTotals } from './report-values';

/** Numbers line up on the right; text and dates on the left. */
function alignOf(column: ReportColumn | undefined): 'left' | 'right' {
  return column === undefined || column.unit === 'text' || column.unit === 'date' ? 'left' : 'right';
}

function Cells({
  cells,
  columns,
  isTotal,
}: {
  cells: readonly ReportCell[];
  columns: readonly ReportColumn[];
  isTotal: boolean;
}) {
  return (
    <TableRow>
      {cells.map((cell, index) => {
        const column = columns[index];
        const text = formatReportValue(cell, column?.unit ?? 'text');
        return index === 0 ? (
          <TableCell
            key={column?.id ?? index}
            component="th"
            scope="row"
            sx={{ fontWeight: isTotal ? 700 : 400 }}
          >
            {text}
          </TableCell>
        ) : (
          <TableCell
            key={column?.id ?? index}
            align={alignOf(column)}
            sx={{ fontWeight: isTotal ? 700 : 400 }}
          >
            {text}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

export interface ReportTableProps {
  table: ReportTableData;
  /** Name of the CSV file the table downloads as. */
  csvFileName: string;
}

/**
 * One table of a report page (docs/decisions/0105-reports.md): a section the charts link to
 * (`report-table-<id>`, focusable by script), a real table captioned with its title, its totals
 * row, 'No data available' for no rows, and "Download CSV" (raw numbers, see `buildReportCsv`).
 * A table wider than the page scrolls sideways in a region the keyboard can reach
 * (`useHorizontalOverflow`); printed, it is shown whole.
 */
export function ReportTable({ table, csvFileName }: ReportTableProps) {
  const [containerRef, overflows] = useHorizontalOverflow<HTMLDivElement>();
  return (
    <Box
      component="section"
      id={reportTableSectionId(table.id)}
      tabIndex={-1}
      aria-label={table.title}
      sx={{ mb: 3, outline: 'none', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      <Paper variant="outlined">
        <TableContainer
          ref={containerRef}
          data-report-table-scroll=""
          {...(overflows
            ? { tabIndex: 0, role: 'region', 'aria-label': `${table.title}, scrolls sideways` }
            : {})}
        >
          <Table
            size="small"
            // The title above the figures; MUI puts a caption below the table by default.
            sx={{
              '&& > caption': {
                captionSide: 'top',
                textAlign: 'left',
                fontWeight: 600,
                px: 2,
                py: 1,
                color: 'text.primary',
              },
            }}
          >
            <Box component="caption">{table.title}</Box>
            <TableHead>
              <TableRow>
                {table.columns.map((column) => (
                  <TableCell key={column.id} align={alignOf(column)}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={Math.max(table.columns.length, 1)}>{noData}</TableCell>
                </TableRow>
              ) : (
                table.rows.map((row, index) => (
                  <Cells key={index} cells={row} columns={table.columns} isTotal={false} />
                ))
              )}
              {table.totals !== null && (
                <Cells cells={labelledTotals(table.totals)} columns={table.columns} isTotal />
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        data-print="hide"
        aria-label={`Download ${table.title} as CSV`}
        onClick={() => {
          downloadCsv(buildReportCsv(table), csvFileName);
        }}
        sx={{ mt: 1 }}
      >
        Download CSV
      </Button>
    </Box>
  );
}
