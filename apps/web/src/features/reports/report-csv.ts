import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ReportTable } from '@medivi/domain';
import { labelledTotals } from './report-values';

/**
 * A table as CSV text (RFC 4180, csv-stringify; its own module, loaded when a download is asked for): the column labels, then each row with raw numbers
 * (no '$' or thousands separators, so a spreadsheet reads them as numbers), an empty cell for null,
 * then the totals row labelled 'Total' when the table has one.
 */
export function buildReportCsv(table: ReportTable): string {
  const header = table.columns.map((column) => column.label);
  const rows = table.totals === null ? table.rows : [...table.rows, labelledTotals(table.totals)];
  return stringify([header, ...rows.map((row) => row.map((cell) => (cell === null ? '' : cell)))]);
}
