import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each member claims endpoint (issue 32, docs/decisions/0114 "API"): My Claims,
 * one claim's EOB (as JSON and as a PDF) and the plan year's accumulators, for members and client
 * staff alike; see `memberClaimsEndpoints`.
 */
export const memberClaimsRoutes = defineRoutes('claims', {
  listMemberClaims: { method: 'GET', path: '/api/member/claims' },
  getMemberClaim: { method: 'GET', path: '/api/member/claims/:claimID' },
  getMemberClaimEobPdf: { method: 'GET', path: '/api/member/claims/:claimID/eob.pdf' },
  getMemberAccumulators: { method: 'GET', path: '/api/member/accumulators' },
});
