import { type RepricedClaimsPage, type RepricingQuery, repricingRoutes } from '@medivi/domain';
import { api } from '../../lib/api';

/** The query parameters of a work-list search, empty values left out. */
export function repricingParams(query: RepricingQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
      params[name] = String(value).trim();
    }
  }
  return params;
}

/** `GET /api/repricing/claims` (docs/decisions/0105 "Repricing"): one page of repriced claims. */
export const repricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRepricedClaims: build.query<RepricedClaimsPage, RepricingQuery>({
      query: (query) => ({ url: repricingRoutes.listRepricedClaims.path, params: repricingParams(query) }),
    }),
  }),
});

export const { useListRepricedClaimsQuery } = repricingApi;
