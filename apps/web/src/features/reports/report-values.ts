import { monthKey, noData, type ReportCell, type ReportMonth, type ReportUnit } from '@medivi/domain';
import { formatMoney, formatNumber, formatNumericDate, formatPercent } from '../../lib/i18n/format';

/**
 * A figure as the page shows it, by its unit (docs/decisions/0105-reports.md), for the portal's
 * language (lib/i18n/format.ts): usd `$1,234.56`, percent (0-100) one decimal and '%', count
 * `1,234`, days to one decimal, date mm/dd/yyyy in English, text through `wordText` (as it is by
 * default); null (or an empty text) `noDataText`, 'No data available' by default.
 */
export function formatReportValue(
  value: ReportCell,
  unit: ReportUnit,
  wordText: (text: string) => string = (text) => text,
  noDataText: string = noData,
): string {
  if (value === null || value === '') return noDataText;
  if (typeof value === 'string') {
    if (unit !== 'date') return wordText(value);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatNumericDate(value) : value;
  }
  switch (unit) {
    case 'usd':
      return formatMoney(value);
    case 'percent':
      return formatPercent(value);
    case 'days':
      return formatNumber(value, 1);
    case 'count':
      return formatNumber(value, 0);
    case 'date':
    case 'text':
      return String(value);
  }
}

/** The totals row with its first cell labelled 'Total' when the server left it empty. */
export function labelledTotals(totals: readonly ReportCell[]): ReportCell[] {
  const [first, ...rest] = totals;
  return [typeof first === 'string' && first !== '' ? first : 'Total', ...rest];
}

/** Lower-case words joined by '-': 'Lakeshore Plan (synthetic demo)' → 'lakeshore-plan-synthetic-demo'. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The CSV file's name: `<reportName>-<pageId>[-<tableId>]-<plan name slug>-<YYYY-MM or 'live'>.csv`;
 * the table id is left out when it is the page id, so each table of a page gets a name of its own;
 * 'live' for figures computed up to today (nothing published yet).
 */
export function reportCsvFileName(
  reportName: string,
  pageId: string,
  tableId: string,
  planName: string,
  published: ReportMonth | null,
): string {
  const month = published === null ? 'live' : monthKey(published.year, published.month);
  const what = tableId === pageId ? pageId : `${pageId}-${tableId}`;
  return `${reportName}-${what}-${slugOf(planName)}-${month}.csv`;
}

/** Saves `text` as a file named `fileName` through a Blob, an object URL and a download link. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
