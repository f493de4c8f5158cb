import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of each benchmarks endpoint (analysis-reports-admin spec §7 chart,
 * autocomplete, providerDetail) and of the saved selections per claim type
 * (docs/decisions/0102); see `benchmarksEndpoints`.
 */
export const benchmarksRoutes = {
  chart: { method: 'POST', path: '/api/chart' },
  autocomplete: { method: 'POST', path: '/api/autocomplete/:query' },
  providerDetail: { method: 'POST', path: '/api/providerDetail' },
  getBenchmarkSelections: { method: 'GET', path: '/api/benchmarks/selections/:claimType' },
  saveBenchmarkSelections: { method: 'PUT', path: '/api/benchmarks/selections/:claimType' },
} as const satisfies Record<string, EndpointRoute>;
