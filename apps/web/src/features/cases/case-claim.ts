import type { DependentMember, MemberClaimDetail, MemberDetail } from '@medivi/domain';
import type { AppointmentFor } from './case-draft';

/**
 * What a Balance Bill filed from a claim takes from it (issue 32 item 6; docs/decisions/0114):
 * the patient, the provider and its NPI, the dates of service (`YYYY-MM-DD`) and the amounts (US
 * dollars). The steps show it; the server takes the same figures from the claim itself, so the
 * case payload carries only `claimID`.
 */
export interface ClaimPrefill {
  claimID: string;
  planID: string;
  patientMemberId: string;
  patientName: string;
  providerName: string;
  providerNpi: string | null;
  serviceDateFrom: string;
  serviceDateTo: string;
  billed: number;
  allowed: number;
  memberOwes: number;
  /** Billed − allowed: what the provider may not bill the member (the Balance Bill Amount). */
  balanceBillable: number;
}

/** The prefill of a claim's explanation of benefits (`GET /api/member/claims/{claimID}`). */
export function claimPrefillOf(claim: MemberClaimDetail): ClaimPrefill {
  return {
    claimID: claim.claimID,
    planID: claim.planID,
    patientMemberId: claim.patientMemberId,
    patientName: claim.patientName,
    providerName: claim.providerName,
    providerNpi: claim.providerNpi ?? claim.billingProviderNpi,
    serviceDateFrom: claim.serviceDateFrom,
    serviceDateTo: claim.serviceDateTo,
    billed: claim.billed,
    allowed: claim.allowed,
    memberOwes: claim.memberOwes,
    balanceBillable: claim.balanceBillable,
  };
}

/** Who a case is for on the first form: the member, or the dependent with that sixDegPatientID. */
export interface PatientChoice {
  appointmentFor: AppointmentFor;
  dependentId: string;
}

/**
 * The claim's patient among the people the member files for: himself when the claim's patient is
 * his member ID (`ownMemberId`: from his member detail, or the signed-in user's for 'Limited
 * Access'), else the dependent with that member ID; null when he is neither (the case could not
 * be filed for the claim's patient).
 */
export function claimPatientChoice(
  claim: Pick<ClaimPrefill, 'patientMemberId'>,
  ownMemberId: string | null,
  detail: Pick<MemberDetail, 'memberId' | 'patientid'> | undefined,
  dependents: readonly DependentMember[],
): PatientChoice | null {
  const own = detail?.memberId ?? detail?.patientid ?? ownMemberId;
  if (own !== null && own.toUpperCase() === claim.patientMemberId.toUpperCase()) {
    return { appointmentFor: 'myself', dependentId: '' };
  }
  const dependent = dependents.find(
    (candidate) =>
      (candidate.memberId ?? candidate.patientid ?? '').toUpperCase() === claim.patientMemberId.toUpperCase(),
  );
  return dependent === undefined
    ? null
    : { appointmentFor: 'dependent', dependentId: dependent.sixDegPatientID };
}
