import {
  type MemberAccumulators,
  type MemberAccumulatorsQuery,
  type MemberClaimDetail,
  memberClaimsRoutes,
  type MemberClaimsPage,
  type MemberClaimsQuery,
  type MemberPlanDesign,
  type MemberPlanDesignQuery,
} from '@medivi/domain';
import { api } from '../../lib/api';

/** The query parameters of a request, empty values left out. */
export function claimsParams(
  query: MemberClaimsQuery | MemberAccumulatorsQuery | MemberPlanDesignQuery,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') {
      params[name] = String(value).trim();
    }
  }
  return params;
}

/** `GET /api/member/claims/{claimID}` for one claim id. */
export function memberClaimUrl(claimID: string): string {
  return memberClaimsRoutes.getMemberClaim.path.replace(':claimID', encodeURIComponent(claimID));
}

/** `GET /api/member/claims/{claimID}/eob.pdf`: the claim's EOB as a PDF, for a plain download link. */
export function memberClaimEobPdfUrl(claimID: string): string {
  return memberClaimsRoutes.getMemberClaimEobPdf.path.replace(':claimID', encodeURIComponent(claimID));
}

/**
 * My Claims, one claim's EOB, a family's accumulators and the plan's benefit design of a plan year
 * (issue 32, docs/decisions/0114 "API"). The server decides whose claims the caller sees; a claim
 * he may not see answers 404. Client staff name the family of the accumulators by `memberID`.
 */
export const claimsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMemberClaims: build.query<MemberClaimsPage, MemberClaimsQuery>({
      query: (query) => ({ url: memberClaimsRoutes.listMemberClaims.path, params: claimsParams(query) }),
    }),
    // Silent: the EOB page words a failure itself (not found, or could not load), so a snackbar
    // would only say the same thing twice.
    getMemberClaim: build.query<MemberClaimDetail, string>({
      query: (claimID) => ({ url: memberClaimUrl(claimID) }),
      extraOptions: { silent: true },
    }),
    getMemberAccumulators: build.query<MemberAccumulators, MemberAccumulatorsQuery>({
      query: (query) => ({
        url: memberClaimsRoutes.getMemberAccumulators.path,
        params: claimsParams(query),
      }),
    }),
    getMemberPlanDesign: build.query<MemberPlanDesign, MemberPlanDesignQuery>({
      query: (query) => ({ url: memberClaimsRoutes.getMemberPlanDesign.path, params: claimsParams(query) }),
    }),
  }),
});

export const {
  useListMemberClaimsQuery,
  useGetMemberClaimQuery,
  useGetMemberAccumulatorsQuery,
  useGetMemberPlanDesignQuery,
} = claimsApi;
