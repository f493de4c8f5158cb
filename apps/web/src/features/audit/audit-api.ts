import { type AuditActionsReply, type AuditPage, type AuditQuery, auditRoutes } from '@medivi/domain';
import { api } from '../../lib/api';

/** The query parameters of an audit search, empty values left out. */
export function auditParams(query: AuditQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
      params[name] = String(value).trim();
    }
  }
  return params;
}

/**
 * The address of the CSV export of the rows `query` matches (every page): a plain link the
 * browser downloads with the session cookie (docs/decisions/0097).
 */
export function auditCsvHref(query: AuditQuery): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const search = new URLSearchParams({ ...auditParams(filters), format: 'csv' });
  return `${auditRoutes.getAudit.path}?${search.toString()}`;
}

/** `GET /api/audit` (docs/decisions/0097): one page of the audit trail, newest first. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditQuery>({
      query: (query) => ({ url: auditRoutes.getAudit.path, params: auditParams(query) }),
    }),
    getAuditActions: build.query<AuditActionsReply, undefined>({
      query: () => auditRoutes.getAuditActions.path,
    }),
  }),
});

export const { useGetAuditQuery, useGetAuditActionsQuery } = auditApi;
