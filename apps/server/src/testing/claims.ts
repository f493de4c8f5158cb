import type { Insertable } from 'kysely';
import type { ClaimsTable } from '../db/schema/claims.js';

/** A stored claim on `planId` for `memberId` (the subscriber); amounts in US dollars. */
export function claimRow(
  claimId: string,
  planId: string,
  memberId: string,
  changes: Partial<Insertable<ClaimsTable>> = {},
): Insertable<ClaimsTable> {
  return {
    claim_id: claimId,
    plan_id: planId,
    member_id: memberId,
    patient_name: 'TEST PATIENT',
    provider_npi: '1234567893',
    provider_ccn: null,
    provider_name: 'Synthetic Lakeside Clinic',
    provider_state: 'OH',
    claim_type: 'professional',
    code_type: 'HCPCS',
    code: '99213',
    service_date_from: '2030-08-10',
    service_date_to: '2030-08-10',
    received_on: '2030-08-20',
    billed: 180,
    allowed: 110.51,
    paid: 55.41,
    medicare_equivalent: 73.67,
    balance_billed: 0,
    case_id: null,
    is_synthetic: 1,
    source_file: 'member-claims-test.csv',
    imported_at: new Date().toISOString(),
    // Every column given: a multi-row insert on SQLite sends NULL, not DEFAULT, for a missing one.
    patient_member_id: null,
    patient_relationship: null,
    billing_provider_npi: null,
    billing_provider_tin: null,
    place_of_service: null,
    billing_class: null,
    claim_status: 'paid',
    denial_reason: null,
    decided_on: null,
    deductible_amount: 0,
    coinsurance_amount: 0,
    copay_amount: 0,
    ...changes,
  };
}
