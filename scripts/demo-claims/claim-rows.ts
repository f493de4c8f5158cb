import {
  type Adjudication,
  type ClaimPatientRelationship,
  type ClaimsFileColumn,
  type ClaimStatus,
  placesOfService,
} from '@medivi/domain';
import { demoEligibility } from '../../apps/server/src/seed/demo-eligibility.js';
import { addDays, cents, chance, pick } from './draws.js';
import type { ClaimToAdjudicate } from './cost-share.js';
import type { Price } from './prices.js';

/** A person on a demo plan's eligibility file: a subscriber or one of his dependents. */
export interface Patient {
  /** The subscriber's member id (the claim's `member_id`). */
  memberId: string;
  /** The patient's own member id. */
  patientMemberId: string;
  relationship: ClaimPatientRelationship;
  name: string;
  dateOfBirth: string;
}

/** The people of a demo plan's eligibility (seed/demo-eligibility.ts), dependents included. */
export function patientsOf(planName: string): Patient[] {
  return demoEligibility
    .filter((row) => row.planName === planName)
    .map((row) => ({
      memberId: row.subscriberMemberId ?? row.memberId,
      patientMemberId: row.memberId,
      relationship: row.relationship,
      name: `${row.firstName} ${row.lastName}`,
      dateOfBirth: row.dateOfBirth,
    }));
}

/** One demo claim before its cost share: what was billed, where, and what the plan decided. */
export interface DemoClaim extends ClaimToAdjudicate {
  planName: string;
  patient: Patient;
  price: Price;
  serviceDateTo: string;
  receivedOn: string;
  decidedOn: string;
  denialReason: string;
  isBalanceBilled: boolean;
}

/** Plain-words reasons of the demo's denied claims (what an explanation of benefits says). */
export const demoDenialReasons = [
  'The plan needed approval before this service (prior authorization), and none was on file.',
  'The plan does not cover this service.',
  'This claim repeats a claim the plan has already processed.',
  'The provider did not send the medical records the plan asked for.',
  'The claim reached the plan after its filing deadline.',
] as const;

/** Shares of the claims that may be denied or adjusted (neither for balance-billed claims). */
const deniedShare = 0.025;
const adjustedShare = 0.04;

/**
 * The CMS place of service of a demo claim (CMS Place of Service Code Set): an inpatient stay in
 * the hospital (21); an outpatient claim in the outpatient hospital (22), or in the emergency
 * room (23) for comprehensive observation (APC 8011), which often follows an emergency visit; a
 * professional claim in the office (11), or for one office visit in ten (E/M codes 99201–99215)
 * at an urgent care facility (20), which bills the same codes.
 */
export function demoPlaceOfService(price: Price, ...key: (string | number)[]): string {
  if (price.claimType === 'inpatient') return placesOfService.inpatientHospital;
  if (price.claimType === 'outpatient') {
    return price.code === '8011' ? placesOfService.emergencyRoom : placesOfService.outpatientHospital;
  }
  const isOfficeVisit = /^992(0[1-5]|1[1-5])$/.test(price.code);
  return isOfficeVisit && chance(...key, 'urgent') < 0.1
    ? placesOfService.urgentCare
    : placesOfService.office;
}

/**
 * What the plan decided on a demo claim: 2.5 % of professional and outpatient claims denied with
 * one of `demoDenialReasons`, 4 % adjusted (decided again 10 to 40 days after repricing, at the
 * latest on `lastDay`), the rest paid on the day they were repriced. Balance-billed claims are
 * always paid: their balance is billed − allowed, which a denial would make the whole bill.
 */
export function demoDecision(
  claimType: Price['claimType'],
  receivedOn: string,
  lastDay: string,
  isBalanceBilled: boolean,
  ...key: (string | number)[]
): { status: ClaimStatus; denialReason: string; decidedOn: string } {
  const draw = isBalanceBilled ? 1 : chance(...key, 'status');
  if (draw < deniedShare && claimType !== 'inpatient') {
    return {
      status: 'denied',
      denialReason: pick(demoDenialReasons, ...key, 'reason'),
      decidedOn: receivedOn,
    };
  }
  if (draw >= deniedShare && draw < deniedShare + adjustedShare) {
    const decided = addDays(receivedOn, 10 + Math.floor(chance(...key, 'adjusted') * 31));
    return { status: 'adjusted', denialReason: '', decidedOn: decided > lastDay ? lastDay : decided };
  }
  return { status: 'paid', denialReason: '', decidedOn: receivedOn };
}

/** The claims-file row of a demo claim with its split; amounts US dollars to the cent. */
export function claimRow(claim: DemoClaim, split: Adjudication): Record<ClaimsFileColumn, string> {
  const { price, patient } = claim;
  const isFacility = price.claimType !== 'professional';
  const money = (value: number) => cents(value).toFixed(2);
  return {
    claim_id: claim.claimId,
    plan_name: claim.planName,
    member_id: patient.memberId,
    patient_name: patient.name,
    provider_npi: isFacility ? '' : price.providerId,
    provider_ccn: isFacility ? price.providerId : '',
    provider_name: price.providerName,
    provider_state: price.providerState,
    claim_type: price.claimType,
    code_type: price.codeType,
    code: price.code,
    service_date_from: claim.serviceDateFrom,
    service_date_to: claim.serviceDateTo,
    received_on: claim.receivedOn,
    billed: money(price.billed),
    allowed: money(split.allowed),
    paid: money(split.planPaid),
    medicare_equivalent: money(price.medicare),
    balance_billed: claim.isBalanceBilled ? money(price.billed - split.allowed) : '0.00',
    case_number: '',
    is_synthetic: '1',
    patient_member_id: patient.patientMemberId,
    patient_relationship: patient.relationship,
    billing_provider_npi: price.billingNpi,
    // Neither NPPES nor the CMS files publish a provider's EIN: left empty rather than invented.
    billing_provider_tin: '',
    place_of_service: claim.placeOfService,
    billing_class: isFacility ? 'institutional' : 'professional',
    claim_status: claim.status,
    denial_reason: claim.denialReason,
    decided_on: claim.decidedOn,
    deductible_amount: money(split.deductible),
    coinsurance_amount: money(split.coinsurance),
    copay_amount: money(split.copay),
  };
}
