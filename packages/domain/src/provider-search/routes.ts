import type { EndpointRoute } from '../shared/endpoint.js';

/**
 * Method and path of each Provider Search endpoint (spec §7 provider-search calls); see
 * `providerSearchEndpoints`. Path parameters use Fastify's `:param` syntax (`pathFor` fills them).
 */
export const providerSearchRoutes = {
  searchProviders: { method: 'GET', path: '/api/provider-search/v1' },
  getTaxonomyMapping: { method: 'GET', path: '/api/provider-search/providerTaxonomy-mapping' },
  validateZipCode: { method: 'GET', path: '/api/zip-code-validation/v1/:zip' },
} as const satisfies Record<string, EndpointRoute>;
