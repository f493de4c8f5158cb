import type { MessageDescriptor } from '@lingui/core';
import { fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import {
  clientCaseRoutes,
  type MasterPlan,
  pathFor,
  type ReportDescriptor,
  type ReportName,
  type ReportPageFigures,
  type ReportPlansReply,
  reportRequestTimeoutMs,
  reportsRoutes,
} from '@medivi/domain';
import { api, errorMessageOf } from '../../lib/api';
import { errorCodeOf } from '../../lib/api-errors';
import { activeLanguage, hasMessage } from '../../lib/i18n/i18n';

/** Which page of which report, for which published month and plan (absent: the server's default). */
export interface ReportPageArgs {
  reportName: ReportName;
  page: string;
  year?: number | undefined;
  month?: number | undefined;
  planID?: string | undefined;
}

/** A page read by the embedded view with the descriptor's short-lived token. */
export interface EmbeddedReportPageArgs extends ReportPageArgs {
  accessToken: string;
}

/** The address and query of one page (`GET /api/reports/{reportName}/pages/{page}`). */
function pageRequest({ reportName, page, year, month, planID }: ReportPageArgs) {
  const params: Record<string, string> = {};
  if (year !== undefined) params.year = String(year);
  if (month !== undefined) params.month = String(month);
  if (planID !== undefined && planID !== '') params.planID = planID;
  return {
    url: pathFor(reportsRoutes.getReportPage.path, { reportName, page }),
    params,
    timeout: reportRequestTimeoutMs,
  };
}

/**
 * The embedded view's own fetch: no CSRF header and none of the session handling of the app's
 * base query, so a 401 (an expired token) is the view's to show, not a sign-out.
 */
const bearerBaseQuery = fetchBaseQuery({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' });

/**
 * The message to show for a failed report call (spec §8, e.g. 'That month has not been published
 * yet.'): worded from its code (`reports.errors.<CODE>`, then `errors.code.<CODE>`), else the
 * server's text in English, else a generic one (time-out after `reportRequestTimeoutMs`); worded
 * when shown (docs/decisions/0125).
 */
export function reportErrorMessage(error: FetchBaseQueryError): MessageDescriptor {
  const code = errorCodeOf(error);
  const id = code === null ? undefined : [`reports.errors.${code}`, `errors.code.${code}`].find(hasMessage);
  if (id !== undefined) return { id };
  const text = errorMessageOf(error);
  if (activeLanguage() === 'en' && text !== null) return { id: 'errors.serverText', values: { text } };
  return { id: 'reports.loadFailed' };
}

/**
 * Report calls (analysis-reports-admin spec §7; docs/decisions/0105-reports.md):
 * - `getReport`: `GET /api/reports/{reportName}` → `{report: {accessToken, embedUrl, expiresAt},
 *   pages, lastPublished}` (403 without the report's roles);
 * - `getReportPage`: one page's figures (`ReportPageFigures`) with the session; silent, because the
 *   page shows a failure (404 `MONTH_NOT_PUBLISHED`, 403 plan) in its own alert;
 * - `getEmbeddedReportPage`: the same with `Authorization: Bearer <accessToken>` (401 expired);
 * - `getEmbeddedReportPlans`: the token's plans by name, the embedded view's Plan options;
 * - `listReportPlans`: `GET /api/v2/get-masterPlans` → `[{id, name}]`, the Plan filter's options.
 */
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportDescriptor, ReportName>({
      query: (reportName) => pathFor(reportsRoutes.getReport.path, { reportName }),
    }),
    getReportPage: build.query<ReportPageFigures, ReportPageArgs>({
      query: pageRequest,
      extraOptions: { silent: true },
    }),
    getEmbeddedReportPage: build.query<ReportPageFigures, EmbeddedReportPageArgs>({
      queryFn: async ({ accessToken, ...args }, queryApi, extraOptions) => {
        const result = await bearerBaseQuery(
          { ...pageRequest(args), headers: { Authorization: `Bearer ${accessToken}` } },
          queryApi,
          extraOptions,
        );
        return result.error === undefined
          ? { data: result.data as ReportPageFigures }
          : { error: result.error };
      },
    }),
    getEmbeddedReportPlans: build.query<ReportPlansReply, { accessToken: string; reportName: ReportName }>({
      queryFn: async ({ accessToken, reportName }, queryApi, extraOptions) => {
        const result = await bearerBaseQuery(
          {
            url: pathFor(reportsRoutes.getReportPlans.path, { reportName }),
            headers: { Authorization: `Bearer ${accessToken}` },
            timeout: reportRequestTimeoutMs,
          },
          queryApi,
          extraOptions,
        );
        return result.error === undefined
          ? { data: result.data as ReportPlansReply }
          : { error: result.error };
      },
    }),
    listReportPlans: build.query<MasterPlan[], undefined>({
      query: () => clientCaseRoutes.getMasterPlans.path,
    }),
  }),
});

export const {
  useGetReportQuery,
  useGetReportPageQuery,
  useGetEmbeddedReportPageQuery,
  useGetEmbeddedReportPlansQuery,
  useListReportPlansQuery,
} = reportsApi;
