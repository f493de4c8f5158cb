import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each member case endpoint (cases spec §7), plus the attachment download and
 * the staff status change of issue 4 (docs/decisions/0052, 0053); see `caseEndpoints`.
 */
export const caseRoutes = defineRoutes('cases', {
  createCase: { method: 'POST', path: '/api/createCase' },
  uploadAttachment: { method: 'POST', path: '/api/case/uploadAttachment' },
  getCases: { method: 'GET', path: '/api/getCases' },
  getCase: { method: 'GET', path: '/api/case/:id' },
  /** Download of one attachment, only for someone who may read the case (docs/decisions/0052). */
  getCaseAttachment: { method: 'GET', path: '/api/case/:id/attachments/:attachmentId' },
  getCaseStatusLabels: { method: 'GET', path: '/api/sfCaseStatus' },
  /** Internal staff (medivi-admin) move a case through the status workflow (docs/decisions/0053). */
  setCaseStatus: { method: 'PUT', path: '/api/cases/:id/status' },
  /** Staff take the one extension of a case's clock (issue 35, docs/decisions/0117). */
  extendCaseClock: { method: 'POST', path: '/api/cases/:id/clock/extension' },
});

/** Method and path of each client case endpoint (cases spec §7, client view and submission). */
export const clientCaseRoutes = defineRoutes('cases', {
  createClientCase: { method: 'POST', path: '/api/createClientCase' },
  uploadClientAttachment: { method: 'POST', path: '/api/case/uploadClientAttachment' },
  getClientCases: { method: 'GET', path: '/api/getClientCases' },
  getClientCase: { method: 'GET', path: '/api/clientCase/:id' },
  getClientCaseAttachment: { method: 'GET', path: '/api/clientCase/:id/attachments/:attachmentId' },
  getClientMemberDetail: { method: 'GET', path: '/api/clientMemberDetail' },
  getMasterPlans: { method: 'GET', path: '/api/v2/get-masterPlans' },
  masterPlans: { method: 'GET', path: '/api/v2/masterPlans' },
});
