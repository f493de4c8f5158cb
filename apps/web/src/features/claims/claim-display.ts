import {
  memberClaimRelationshipLabels,
  memberClaimStatusLabels,
  type MemberClaimSummary,
  memberClaimTypeLabels,
} from '@medivi/domain';

/** How a claim's status reads to a member (the domain's labels, shared with the EOB PDF). */
export const claimStatusLabels = memberClaimStatusLabels;

/** How a patient's relationship to the subscriber reads. */
export const relationshipLabels = memberClaimRelationshipLabels;

/** How a claim type reads: the kind of care, not the billing form. */
export const claimTypeLabels = memberClaimTypeLabels;

/** The dates of service: one day, or 'from to to'. */
export function serviceDatesOf(claim: Pick<MemberClaimSummary, 'serviceDateFrom' | 'serviceDateTo'>): string {
  return claim.serviceDateFrom === claim.serviceDateTo
    ? claim.serviceDateFrom
    : `${claim.serviceDateFrom} to ${claim.serviceDateTo}`;
}
