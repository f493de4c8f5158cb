import {
  appealByOf,
  balanceBillableOf,
  eobExplanation,
  isMemberClaimsDate,
  type MemberClaimDetail,
  type MemberClaimRelationship,
  memberClaimRelationships,
  type MemberClaimStatus,
  memberClaimStatuses,
  type MemberClaimSummary,
  memberOwesOf,
  type PlanBenefitDesign,
  planYearOf,
} from '@medivi/domain';
import type { ClaimPatient } from './claim-scope.js';
import type { MemberClaimRow, MemberClaimSummaryRow } from './member-claims.repository.js';

/** A stored status as the API names it; a claim loaded before migration 0014 is 'paid'. */
function statusOf(value: string): MemberClaimStatus {
  return (memberClaimStatuses as readonly string[]).includes(value) ? (value as MemberClaimStatus) : 'paid';
}

/** The claim's patient: its own patient member id, or its subscriber when it names none. */
export function patientOf(row: Pick<MemberClaimRow, 'patient_member_id' | 'member_id'>): string {
  return row.patient_member_id ?? row.member_id;
}

/**
 * The patient's relationship to the subscriber: the claim's own, else the eligibility record's of
 * the member's patient, else 'subscriber' when the claim names no patient of its own (he is the
 * subscriber), else 'other'.
 */
function relationshipOf(
  row: MemberClaimSummaryRow,
  patient: ClaimPatient | undefined,
): MemberClaimRelationship {
  const given = row.patient_relationship;
  if (given !== null && (memberClaimRelationships as readonly string[]).includes(given)) {
    return given as MemberClaimRelationship;
  }
  if (patient !== undefined) return patient.relationship;
  return row.patient_member_id === null || row.patient_member_id === row.member_id ? 'subscriber' : 'other';
}

/** One claim of My Claims; `patients` are the member's patients by `plan\0memberId`. */
export function summaryOf(
  row: MemberClaimSummaryRow,
  patients: ReadonlyMap<string, ClaimPatient>,
): MemberClaimSummary {
  const patientMemberId = patientOf(row);
  return {
    claimID: row.claim_id,
    planID: row.plan_id,
    planName: row.plan_name,
    patientMemberId,
    patientName: row.patient_name,
    relationship: relationshipOf(row, patients.get(patientKey(row.plan_id, patientMemberId))),
    providerName: row.provider_name,
    providerNpi: row.provider_npi,
    serviceDateFrom: row.service_date_from,
    serviceDateTo: row.service_date_to,
    claimType: row.claim_type,
    status: statusOf(row.claim_status),
    billed: row.billed,
    allowed: row.allowed,
    planPaid: row.paid,
    memberOwes: memberOwesOf({
      deductible: row.deductible_amount,
      coinsurance: row.coinsurance_amount,
      copay: row.copay_amount,
    }),
    isSynthetic: row.is_synthetic === 1,
  };
}

/** The key of a patient on a plan. */
export function patientKey(planId: string, memberId: string): string {
  return `${planId}\u0000${memberId}`;
}

/** The plan year a claim belongs to (by its first day of service), or null for a bad date. */
export function planYearOfClaim(row: MemberClaimRow): number | null {
  return isMemberClaimsDate(row.service_date_from)
    ? planYearOf(row.service_date_from, row.plan_year_start_month)
    : null;
}

/**
 * One claim's EOB: the summary, the figures behind it, the appeal deadline of a denied claim
 * (decision day + 180 days; the decision day is the day received when the file gives none) and
 * the explanation in sentences.
 */
export function detailOf(
  row: MemberClaimRow,
  patients: ReadonlyMap<string, ClaimPatient>,
  design: PlanBenefitDesign | null,
  cases: MemberClaimDetail['cases'],
): MemberClaimDetail {
  const summary = summaryOf(row, patients);
  const decidedOn = row.decided_on ?? row.received_on;
  const appealBy =
    summary.status === 'denied' && isMemberClaimsDate(decidedOn) ? appealByOf(decidedOn) : null;
  const medicareMultiple = design === null ? null : design.medicareMultiples[row.claim_type];
  const figures = {
    deductible: row.deductible_amount,
    coinsurance: row.coinsurance_amount,
    copay: row.copay_amount,
    medicareEquivalent: row.medicare_equivalent,
    medicareMultiple,
  };
  return {
    ...summary,
    ...figures,
    balanceBillable: balanceBillableOf(summary),
    placeOfService: row.place_of_service,
    billingClass:
      row.billing_class === 'professional' || row.billing_class === 'institutional'
        ? row.billing_class
        : null,
    billingProviderNpi: row.billing_provider_npi,
    billingProviderTin: row.billing_provider_tin,
    code: row.code,
    codeType: row.code_type,
    denialReason: row.denial_reason,
    decidedOn,
    appealBy,
    cases,
    explanation: eobExplanation({
      ...figures,
      providerName: summary.providerName,
      claimType: summary.claimType,
      status: summary.status,
      billed: summary.billed,
      allowed: summary.allowed,
      planPaid: summary.planPaid,
      denialReason: row.denial_reason,
      appealBy,
    }),
  };
}
