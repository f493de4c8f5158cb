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

/**
 * The further benchmark views (analysis-reports-admin spec §2 routes /benchappbenchmark,
 * /benchappbenchmarkoph, /benchappcounty; docs/decisions/0103-benchmark-views.md): a procedure
 * benchmark table with percentiles across the providers of an area, and a county comparison
 * within one state; see `benchmarkViewsEndpoints`.
 */
export const benchmarkViewsRoutes = {
  benchmarkTable: { method: 'POST', path: '/api/benchmarks/table' },
  countyComparison: { method: 'POST', path: '/api/benchmarks/counties' },
} as const satisfies Record<string, EndpointRoute>;

/** `/benchapphospital`'s API (docs/decisions/0103-benchmark-views.md); see `hospitalProfileEndpoints`. */
export const hospitalProfileRoutes = {
  hospitalProfile: { method: 'POST', path: '/api/benchmarks/hospital' },
} as const satisfies Record<string, EndpointRoute>;
