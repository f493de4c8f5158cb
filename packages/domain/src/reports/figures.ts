import { z } from 'zod';
import { reportNames } from './roles.js';

/**
 * Reply shapes of the reports (analysis-reports-admin spec §3 Reports, §7; issue 19;
 * docs/decisions/0105-reports.md): the report descriptor of `GET /api/reports/{reportName}` and the
 * figures of one page of `GET /api/reports/{reportName}/pages/{page}`. A page is one plan's: key
 * figures, tables (every chart names the table that holds its data, so each chart has an accessible
 * table and a CSV) and chart series. Amounts are US dollars, percents 0-100, dates ISO `YYYY-MM-DD`.
 */

/** What a figure or column holds, so the page formats it ('No data available' for null). */
export const reportUnits = ['count', 'usd', 'percent', 'days', 'text', 'date'] as const;
export type ReportUnit = (typeof reportUnits)[number];

/** A published month (`lastPublished` of spec §3). */
export const reportMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
});
export type ReportMonth = z.infer<typeof reportMonthSchema>;

/** One key figure of a page; null when the data has no figure (shown 'No data available'). */
export const reportKpiSchema = z.object({
  id: z.string(),
  label: z.string(),
  unit: z.enum(reportUnits),
  value: z.number().nullable(),
});
export type ReportKpi = z.infer<typeof reportKpiSchema>;

/** One column of a table. */
export const reportColumnSchema = z.object({
  id: z.string(),
  label: z.string(),
  unit: z.enum(reportUnits),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** One cell: text, a number in its column's unit, or null (no figure). */
export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

/** A table: columns, rows of cells in column order, and a totals row where the table sums up. */
export const reportTableSchema = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.array(reportCellSchema)),
  totals: z.array(reportCellSchema).nullable(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

/** A chart: its categories (x axis) and series; `tableId` is the table with the same data. */
export const reportChartSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['bar', 'line']),
  tableId: z.string(),
  categories: z.array(z.string()),
  series: z.array(
    z.object({
      label: z.string(),
      unit: z.enum(reportUnits),
      values: z.array(z.number().nullable()),
    }),
  ),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/** The stretch of time a page covers: `from` null for all time; `to` the last day counted. */
export const reportPeriodSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  label: z.string(),
});
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** The figures of one report page for one plan. */
export const reportPageFiguresSchema = z.object({
  reportName: z.enum(reportNames),
  page: z.string(),
  title: z.string(),
  plan: z.object({ id: z.string(), name: z.string() }),
  period: reportPeriodSchema,
  /** The published month the figures were frozen for; null when computed live (nothing published). */
  published: reportMonthSchema.nullable(),
  kpis: z.array(reportKpiSchema),
  tables: z.array(reportTableSchema),
  charts: z.array(reportChartSchema),
  /** Definitions and caveats the page shows under its figures. */
  notes: z.array(z.string()),
});
export type ReportPageFigures = z.infer<typeof reportPageFiguresSchema>;

/** One page of a report as the descriptor lists it (drawer order). */
export const reportPageEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  scope: z.enum(['allTime', 'planYear']).optional(),
});

/**
 * `GET /api/reports/{reportName}` (spec §3, §7): the portal's own report view (`embedUrl`) with a
 * short-lived token scoped to the caller's plans (`accessToken`, HS256 JWT; `expiresAt` ISO time),
 * the pages in drawer order and the newest published month.
 */
export const reportDescriptorSchema = z.object({
  report: z.object({
    accessToken: z.string(),
    embedUrl: z.string(),
    expiresAt: z.string(),
  }),
  pages: z.array(reportPageEntrySchema),
  lastPublished: reportMonthSchema.nullable(),
});
export type ReportDescriptor = z.infer<typeof reportDescriptorSchema>;
