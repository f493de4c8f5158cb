import { defineRoutes } from '../shared/endpoint.js';

/**
 * Method and path of each member claims endpoint (issue 32, docs/decisions/0114 "API"): My Claims,
 * one claim's EOB (as JSON and as a PDF), a family's accumulators and the plan's benefit design of
 * a plan year, for members and client staff alike; see `memberClaimsEndpoints` and
 * `memberAccumulatorsEndpoints`.
 */
export const memberClaimsRoutes = defineRoutes('claims', {
  listMemberClaims: { method: 'GET', path: '/api/member/claims' },
  getMemberClaim: { method: 'GET', path: '/api/member/claims/:claimID' },
  getMemberClaimEobPdf: { method: 'GET', path: '/api/member/claims/:claimID/eob.pdf' },
  getMemberAccumulators: { method: 'GET', path: '/api/member/accumulators' },
  getMemberPlanDesign: { method: 'GET', path: '/api/member/plan-design' },
});
