import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each plan-identifiers endpoint (issue 34; docs/decisions/0116 "Plan
 * identifiers"): every plan with whether its identifiers are complete, one plan's identifiers, and
 * setting them; see `transparencyIdentifierEndpoints`.
 */
export const transparencyIdentifierRoutes = defineRoutes('transparency', {
  listTransparencyIdentifierPlans: { method: 'GET', path: '/api/plans/transparency-identifiers' },
  getPlanTransparencyIdentifiers: { method: 'GET', path: '/api/plans/:planId/transparency-identifiers' },
  setPlanTransparencyIdentifiers: { method: 'PUT', path: '/api/plans/:planId/transparency-identifiers' },
});
