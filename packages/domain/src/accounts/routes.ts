import type { EndpointRoute } from '../shared/endpoint.js';

/** Method and path of each plans endpoint (accounts spec §4 Plans, §7); see `planEndpoints`. */
export const planRoutes = {
  getPlans: { method: 'GET', path: '/api/v2/get-plans' },
  getLivePlansForProviders: { method: 'GET', path: '/api/v2/get-LivePlansForProviders' },
} as const satisfies Record<string, EndpointRoute>;
