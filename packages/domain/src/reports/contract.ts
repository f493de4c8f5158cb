import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { reportDescriptorSchema, reportPageFiguresSchema } from './figures.js';
import { reportsRoutes } from './routes.js';
import { reportNames } from './roles.js';
import { reportFirstYear } from './rules.js';

/** Field messages of the report requests (issue 19; docs/decisions/0105-reports.md). */
export const reportMessages = {
  reportName: `reportName must be one of ${reportNames.join(', ')}.`,
  page: 'There is no such page in this report.',
  year: `Choose a year from ${String(reportFirstYear)} on.`,
  month: 'Choose a month from 1 to 12.',
  monthNeedsYear: 'Choose the year of the month too.',
  planID: 'planID must be a plan id.',
  notPublished: 'That month has not been published yet.',
  pageNotPublished:
    'This page has no figures for that month: the month was published before the page (or the plan) was added. Later months have them.',
  planNotYours: 'That plan is not one of your plans.',
  noPlans: 'No plan is linked to your account.',
  badToken: 'The report access token is not valid or has expired.',
  otherReportToken: 'The report access token is for another report.',
} as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `:reportName` (spec §7: monthly-reporting, planHealth-reporting or providerAcceptance-reporting). */
export const reportParamsSchema = z.object({
  reportName: z.enum(reportNames, { error: reportMessages.reportName }),
});

/** `:reportName/pages/:page`; the page id is checked against the report's pages (404 when unknown). */
export const reportPageParamsSchema = z.object({
  reportName: z.enum(reportNames, { error: reportMessages.reportName }),
  page: z.string().min(1, reportMessages.page).max(60, reportMessages.page),
});

/**
 * Query of a page: the published month (`year` and `month`, default the newest published; `month`
 * needs `year`) and the plan (`planID`, default the caller's first plan by name).
 */
export const reportPageQuerySchema = z
  .object({
    year: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: reportMessages.year })
        .int(reportMessages.year)
        .min(reportFirstYear, reportMessages.year)
        .max(2099, reportMessages.year)
        .optional(),
    ),
    month: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: reportMessages.month })
        .int(reportMessages.month)
        .min(1, reportMessages.month)
        .max(12, reportMessages.month)
        .optional(),
    ),
    planID: z.preprocess(emptyToUndefined, z.string().max(100, reportMessages.planID).optional()),
  })
  .refine((query) => query.month === undefined || query.year !== undefined, {
    message: reportMessages.monthNeedsYear,
    path: ['year'],
  });
export type ReportPageQuery = z.output<typeof reportPageQuerySchema>;

/** A plan a report reader may choose, by id and name. */
export const reportPlanSchema = z.object({ id: z.string(), name: z.string() });

/** `GET /api/reports/{reportName}/plans` reply: the reader's plans, by name. */
export const reportPlansReplySchema = z.object({ plans: z.array(reportPlanSchema) });
export type ReportPlansReply = z.infer<typeof reportPlansReplySchema>;

/** The report endpoints (analysis-reports-admin spec §7; issue 19, issue 31). */
export const reportsEndpoints = {
  getReport: defineEndpoint({
    ...reportsRoutes.getReport,
    summary:
      "A report's descriptor: its own view's address, a short-lived access token for the caller's plans, its pages and the newest published month (reports).",
    params: reportParamsSchema,
    reply: reportDescriptorSchema,
  }),
  getReportPage: defineEndpoint({
    ...reportsRoutes.getReportPage,
    summary:
      'The figures of one report page for one plan and published month; authorised by the session or by the descriptor\'s token as "Authorization: Bearer" (reports).',
    params: reportPageParamsSchema,
    querystring: reportPageQuerySchema,
    reply: reportPageFiguresSchema,
    errorStatuses: [401, 403, 404],
  }),
  getReportPlans: defineEndpoint({
    ...reportsRoutes.getReportPlans,
    summary:
      'The plans the reader may see in a report, by name; authorised by the session or by the descriptor\'s token as "Authorization: Bearer" (reports).',
    params: reportParamsSchema,
    reply: reportPlansReplySchema,
    errorStatuses: [401, 403],
  }),
} as const;
