import { describe, expect, it } from 'vitest';
import { claimDetailColumns } from './claim-details.js';
import {
  claimsFileColumns,
  claimsFileOptionalColumns,
  claimsFileRowSchema,
  claimsRowProblem,
} from './rules.js';

/** A paid professional office visit of a child, with every member-claim column. */
const good: Record<string, string> = {
  claim_id: 'syn-9',
  plan_name: 'Plan A',
  member_id: 'm100',
  patient_name: 'Ava Example',
  provider_npi: '1234567893',
  provider_ccn: '',
  provider_name: 'Doctor',
  provider_state: 'OH',
  claim_type: 'professional',
  code_type: 'HCPCS',
  code: '99213',
  service_date_from: '2024-03-04',
  service_date_to: '2024-03-04',
  received_on: '2024-03-20',
  billed: '180.00',
  allowed: '103.14',
  paid: '42.51',
  medicare_equivalent: '73.67',
  balance_billed: '',
  case_number: '',
  is_synthetic: '1',
  patient_member_id: 'm100-02',
  patient_relationship: 'Child',
  billing_provider_npi: '1234567893',
  billing_provider_tin: '12-3456789',
  place_of_service: '11',
  billing_class: 'Professional',
  claim_status: 'paid',
  denial_reason: '',
  decided_on: '2024-03-20',
  deductible_amount: '',
  coinsurance_amount: '10.63',
  copay_amount: '50',
};

/** The old layout: no member-claim column at all. */
const oldLayout = Object.fromEntries(
  Object.entries(good).filter(([column]) => !(claimDetailColumns as readonly string[]).includes(column)),
);

function problem(changes: Record<string, string | undefined>, base = good): string | null {
  const result = claimsFileRowSchema.safeParse({ ...base, ...changes });
  return result.success ? null : claimsRowProblem(result.error);
}

const denied = {
  claim_status: 'denied',
  denial_reason: 'The plan needed prior authorization for this service.',
  allowed: '0',
  paid: '0',
  coinsurance_amount: '',
  copay_amount: '',
};

describe('claims file member-claim columns (decision 0114)', () => {
  it('makes every member-claim column optional', () => {
    expect(claimDetailColumns.every((column) => claimsFileOptionalColumns.includes(column))).toBe(true);
    expect(claimsFileColumns.slice(-claimDetailColumns.length)).toEqual([...claimDetailColumns]);
  });

  it('normalises a good row: upper-case patient id, lower-case choices, the EIN as 9 digits, empty = 0', () => {
    expect(claimsFileRowSchema.parse(good)).toMatchObject({
      patient_member_id: 'M100-02',
      patient_relationship: 'child',
      billing_provider_npi: '1234567893',
      billing_provider_tin: '123456789',
      place_of_service: '11',
      billing_class: 'professional',
      claim_status: 'paid',
      denial_reason: null,
      decided_on: '2024-03-20',
      deductible_amount: 0,
      coinsurance_amount: 10.63,
      copay_amount: 50,
    });
  });

  it('reads a row of the old layout as a paid claim of the subscriber with no known split', () => {
    expect(claimsFileRowSchema.parse(oldLayout)).toMatchObject({
      patient_member_id: null,
      patient_relationship: null,
      billing_provider_npi: null,
      billing_provider_tin: null,
      place_of_service: null,
      billing_class: null,
      claim_status: 'paid',
      denial_reason: null,
      decided_on: null,
      deductible_amount: null,
      coinsurance_amount: null,
      copay_amount: null,
    });
    // paid below allowed with no cost-share column: the old layout never said why.
    expect(problem({ paid: '20' }, oldLayout)).toBeNull();
  });

  it('refuses bad cells, naming the column', () => {
    expect(problem({ patient_relationship: 'cousin' })).toBe(
      'patient_relationship: is not subscriber, spouse, child or other',
    );
    expect(problem({ billing_provider_npi: '12345' })).toBe('billing_provider_npi: is not a 10-digit NPI');
    expect(problem({ billing_provider_tin: '1234' })).toMatch(/^billing_provider_tin: is not a 9-digit EIN/);
    expect(problem({ billing_provider_tin: '123-45-6789' })).toMatch(/^billing_provider_tin: /);
    expect(problem({ place_of_service: '1' })).toBe(
      'place_of_service: is not a two-digit CMS place-of-service code (01 to 99)',
    );
    expect(problem({ place_of_service: '00' })).toMatch(/^place_of_service: /);
    expect(problem({ place_of_service: 'O' })).toMatch(/^place_of_service: /);
    expect(problem({ billing_class: 'dental' })).toBe('billing_class: is not professional or institutional');
    expect(problem({ claim_status: 'pending' })).toBe('claim_status: is not paid, denied or adjusted');
    expect(problem({ decided_on: '2024-02-30' })).toBe('decided_on: is not a YYYY-MM-DD date');
    expect(problem({ copay_amount: '-5' })).toMatch(/^copay_amount: is not an amount/);
    expect(problem({ coinsurance_amount: '10.633' })).toMatch(/^coinsurance_amount: is not an amount/);
    expect(problem({ ...denied, denial_reason: 'x'.repeat(501) })).toBe(
      'denial_reason: is longer than 500 characters',
    );
  });

  it('accepts every two-digit place of service from 01 to 99 and an EIN without its dash', () => {
    for (const code of ['01', '09', '10', '20', '21', '22', '23', '81', '99']) {
      expect(problem({ place_of_service: code }), code).toBeNull();
    }
    expect(problem({ billing_provider_tin: '' })).toBeNull();
    expect(
      claimsFileRowSchema.parse({ ...good, billing_provider_tin: '123456789' }).billing_provider_tin,
    ).toBe('123456789');
  });

  it('ties the patient to the subscriber: a relationship needs a patient id, the subscriber is member_id', () => {
    expect(problem({ patient_member_id: '' })).toBe('patient_relationship: needs a patient_member_id');
    expect(problem({ patient_relationship: 'subscriber' })).toBe(
      'patient_member_id: is not member_id, yet the patient is the subscriber',
    );
    expect(problem({ patient_relationship: 'subscriber', patient_member_id: 'M100' })).toBeNull();
    expect(problem({ patient_relationship: '' })).toBeNull();
  });

  it('needs a reason for a denied claim, and no paid amount or cost share on it', () => {
    expect(problem(denied)).toBeNull();
    expect(problem({ ...denied, denial_reason: '' })).toBe(
      'denial_reason: is empty; a denied claim needs one',
    );
    expect(problem({ ...denied, allowed: '103.14', paid: '103.14' })).toBe(
      'paid: is not 0 on a denied claim',
    );
    expect(problem({ ...denied, copay_amount: '50' })).toBe(
      'copay_amount: is not 0: a denied claim has no cost share',
    );
    // A repricer may send the repriced allowed amount on a denied claim.
    expect(problem({ ...denied, allowed: '103.14' })).toBeNull();
    expect(problem({ denial_reason: 'Not covered.' })).toBe(
      'denial_reason: only a denied claim has one (this one is paid)',
    );
    expect(problem({ denial_reason: 'Not covered.', claim_status: 'adjusted' })).toBe(
      'denial_reason: only a denied claim has one (this one is adjusted)',
    );
  });

  it('makes the cost share of a paid or adjusted claim what the plan did not pay, to the cent', () => {
    expect(problem({ coinsurance_amount: '10.62' })).toBe(
      'deductible_amount: deductible + coinsurance + copay is 60.62, not allowed − paid (60.63)',
    );
    expect(problem({ claim_status: 'adjusted', copay_amount: '0' })).toBe(
      'deductible_amount: deductible + coinsurance + copay is 10.63, not allowed − paid (60.63)',
    );
    expect(problem({ claim_status: 'adjusted' })).toBeNull();
    // One cost-share column is enough for the file to state the split; the others are then 0.
    const onlyCopay = { ...oldLayout, copay_amount: '50', paid: '53.14' };
    expect(problem(onlyCopay, {})).toBeNull();
    expect(problem({ ...onlyCopay, paid: '40' }, {})).toMatch(/^deductible_amount: .* is 50\.00, not/);
  });

  it('refuses a decision before the service', () => {
    expect(problem({ decided_on: '2024-03-03' })).toBe('decided_on: is before service_date_from');
    expect(problem({ decided_on: '2024-03-04' })).toBeNull();
  });
});
