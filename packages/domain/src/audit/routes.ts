import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of the audit-trail endpoint (issue 15 item 4, docs/decisions/0097): the search
 * and its CSV export (`?format=csv`), medivi-admin only; see `auditEndpoints`.
 */
export const auditRoutes = {
  getAudit: { method: 'GET', path: '/api/audit' },
  getAuditActions: { method: 'GET', path: '/api/audit/actions' },
} as const satisfies Record<string, EndpointRoute>;
