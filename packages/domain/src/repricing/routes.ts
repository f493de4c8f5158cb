import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of the repriced-claims work list of the Claims variant's `/repricing` page
 * (issue 19 item 5, accounts spec §2 and §7 name only the destination; docs/decisions/0105
 * "Repricing"); see `repricingEndpoints`.
 */
export const repricingRoutes = defineRoutes('repricing', {
  listRepricedClaims: { method: 'GET', path: '/api/repricing/claims' },
});
