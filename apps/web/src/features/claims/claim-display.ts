import type { MemberClaimSummary } from '@medivi/domain';

/** How a claim's status reads to a member. */
export const claimStatusLabels: Record<MemberClaimSummary['status'], string> = {
  paid: 'Paid',
  denied: 'Denied',
  adjusted: 'Adjusted',
};

/** How a patient's relationship to the subscriber reads. */
export const relationshipLabels: Record<MemberClaimSummary['relationship'], string> = {
  subscriber: 'Subscriber',
  spouse: 'Spouse',
  child: 'Child',
  other: 'Other dependent',
};

/** How a claim type reads: the kind of care, not the billing form. */
export const claimTypeLabels: Record<MemberClaimSummary['claimType'], string> = {
  inpatient: 'Hospital stay',
  outpatient: 'Hospital outpatient',
  professional: 'Doctor or clinic',
};

/** The dates of service: one day, or 'from to to'. */
export function serviceDatesOf(claim: Pick<MemberClaimSummary, 'serviceDateFrom' | 'serviceDateTo'>): string {
  return claim.serviceDateFrom === claim.serviceDateTo
    ? claim.serviceDateFrom
    : `${claim.serviceDateFrom} to ${claim.serviceDateTo}`;
}
