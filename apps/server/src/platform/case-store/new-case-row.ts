import type { Insertable } from 'kysely';
import { initialCaseStatus } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { NewCase } from './case-store.js';

/**
 * The `cases` row of a case being filed (`LocalCaseStore.create`): `input` in the table's columns,
 * with its number, first status and filing time.
 */
export function newCaseRow(
  input: NewCase,
  filed: { id: string; caseNumber: string; status: string; statusDetail: string | null; now: string },
): Insertable<Database['cases']> {
  const { id, caseNumber, status, statusDetail, now } = filed;
  const m = input.member;
  const f = input.figures ?? {};
  return {
    id,
    case_number: caseNumber,
    record_type: input.recordType,
    status,
    status_detail: statusDetail,
    channel: input.channel,
    submitted_by_user_id: input.submittedByUserId,
    member_link_id: input.memberLinkId,
    eligibility_id: input.eligibilityId,
    plan_id: input.planId,
    first_name: m.firstName,
    last_name: m.lastName,
    member_id: m.memberId,
    date_of_birth: m.dateOfBirth,
    phone: m.phone,
    email: m.email,
    address: m.address,
    city: m.city,
    state: m.state,
    zip: m.zip,
    preferred_contact: m.preferredContact,
    new_patient: m.newPatient === null ? null : m.newPatient ? 1 : 0,
    group_id: m.groupId,
    plan_name: m.planName,
    tpa_name: m.tpaName,
    submitter_json: input.submitter === null ? null : JSON.stringify(input.submitter),
    provider_name: input.provider.name,
    provider_street: input.provider.street,
    provider_city: input.provider.city,
    provider_state: input.provider.state,
    provider_zip: input.provider.zip,
    provider_json: input.provider.details === null ? null : JSON.stringify(input.provider.details),
    additional_comment: input.additionalComment,
    pss_email: f.pssEmail ?? null,
    css_email: f.cssEmail ?? null,
    total_billed_charges: f.totalBilledCharges ?? null,
    balance_bill_amount: f.balanceBillAmount ?? null,
    claim_dos_from: f.claimDosFrom ?? null,
    claim_dos_to: f.claimDosTo ?? null,
    number_of_claims: f.numberOfClaims ?? null,
    is_synthetic: input.isSynthetic === true ? 1 : 0,
    created_at: now,
    updated_at: now,
    appeal_urgency: input.recordType === 'Appeal' ? (input.appealUrgency ?? null) : null,
    received_at: now,
    // A case filed further on (the demo seed) was answered, or decided, when it was filed.
    first_response_at: status === initialCaseStatus ? null : now,
    decided_at: status === 'Closed' ? now : null,
  };
}
