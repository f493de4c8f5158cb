import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each service-levels endpoint (issue 35 item 1; docs/decisions/0117): the
 * plans with whether each sets its own levels, one plan's levels per case type, and setting them;
 * see `serviceLevelEndpoints`.
 */
export const serviceLevelRoutes = defineRoutes('service-levels', {
  listServiceLevelPlans: { method: 'GET', path: '/api/plans/service-levels' },
  getPlanServiceLevels: { method: 'GET', path: '/api/plans/:planId/service-levels' },
  setPlanServiceLevels: { method: 'PUT', path: '/api/plans/:planId/service-levels' },
});
