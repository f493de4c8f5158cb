import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each report endpoint: the report descriptor of analysis-reports-admin spec
 * §7 (`GET /api/reports/{reportName}`) and the figures of one page, which the portal's own report
 * view reads (issue 19 item 3; an addition to the spec, docs/decisions/0105-reports.md). The page
 * call is authorised by the session or by the descriptor's short-lived `accessToken`
 * (`Authorization: Bearer …`), as is the list of plans the reader may see, which the report's own
 * view offers in its plan filter (issue 31 item 3). The signed-in page's plan filter reads
 * `GET /api/v2/get-masterPlans` (cases routes).
 */
export const reportsRoutes = defineRoutes('reports', {
  getReport: { method: 'GET', path: '/api/reports/:reportName' },
  getReportPage: { method: 'GET', path: '/api/reports/:reportName/pages/:page' },
  getReportPlans: { method: 'GET', path: '/api/reports/:reportName/plans' },
});
