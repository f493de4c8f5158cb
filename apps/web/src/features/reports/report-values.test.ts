import type { ReportTable } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { monthlyFigures } from './testing/report-backend';
import { buildReportCsv } from './report-csv';
import { formatReportValue, reportCsvFileName } from './report-values';

describe('report figures and CSV (docs/decisions/0105-reports.md)', () => {
  it('formats figures by unit, null as No data available', () => {
    expect(formatReportValue(1234.5, 'usd')).toBe('$1,234.50');
    expect(formatReportValue(33.333, 'percent')).toBe('33.3%');
    expect(formatReportValue(12345, 'count')).toBe('12,345');
    expect(formatReportValue(51.25, 'days')).toBe('51.3');
    expect(formatReportValue('2026-09-10', 'date')).toBe('09/10/2026');
    expect(formatReportValue('Balance Bill', 'text')).toBe('Balance Bill');
    expect(formatReportValue(null, 'usd')).toBe('No data available');
  });

  it('writes a table as CSV: labels, raw numbers, empty cells for null, then the Total row', () => {
    const page = monthlyFigures('active-cases', { year: 2026, month: 10 });
    const table = page.tables.find((entry) => entry.id === 'active-cases');
    if (table === undefined) throw new Error('no active cases table');
    const lines = buildReportCsv(table).trimEnd().split('\n');
    expect(lines[0]).toBe(table.columns.map((column) => column.label).join(','));
    // The synthetic case: billed 2000 and balance 600 as plain numbers, no '$' or commas.
    expect(lines[1]).toMatch(/^C1,Balance Bill,Synthetic Clinic,OH,2025-09-10,Processing,\d+,2000,600$/);
    // The totals row: no sum for the text and day columns, the amounts summed.
    expect(lines.at(-1)).toBe('Total,,,,,,,2000,600');
    expect(lines).toHaveLength(3);
  });

  it('quotes text with commas, leaves null cells empty and labels an unlabelled totals row', () => {
    const table: ReportTable = {
      id: 't',
      title: 'By provider',
      columns: [
        { id: 'provider', label: 'Provider', unit: 'text' },
        { id: 'paid', label: 'Paid', unit: 'usd' },
        { id: 'share', label: 'Share of paid', unit: 'percent' },
      ],
      rows: [
        ['Clinic, Synthetic', 1234.56, null],
        ['Other Synthetic', 10, 50],
      ],
      totals: [null, 1244.56, 100],
    };
    expect(buildReportCsv(table)).toBe(
      'Provider,Paid,Share of paid\n"Clinic, Synthetic",1234.56,\nOther Synthetic,10,50\nTotal,1244.56,100\n',
    );
  });

  it('names the file by report, page, table, plan and month, or live', () => {
    expect(
      reportCsvFileName('monthly-reporting', 'active-cases', 'active-cases', 'Plan One (synthetic)', {
        year: 2026,
        month: 3,
      }),
    ).toBe('monthly-reporting-active-cases-plan-one-synthetic-2026-03.csv');
    expect(
      reportCsvFileName('monthly-reporting', 'claims-by-month', 'paid-by-type', 'Plan One (synthetic)', {
        year: 2026,
        month: 3,
      }),
    ).toBe('monthly-reporting-claims-by-month-paid-by-type-plan-one-synthetic-2026-03.csv');
    expect(
      reportCsvFileName('planHealth-reporting', 'cover-page', 'cover-page', 'Plan One (synthetic)', null),
    ).toBe('planHealth-reporting-cover-page-plan-one-synthetic-live.csv');
  });
});
