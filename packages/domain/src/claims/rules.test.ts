import { describe, expect, it } from 'vitest';
import { claimsFileColumns, claimsFileRowSchema, claimsRowProblem } from './rules.js';
import { repricingSavings } from '../shared/repricing-savings.js';

const good: Record<string, string> = {
  claim_id: 'syn-1',
  plan_name: 'Plan A',
  member_id: 'm100',
  patient_name: 'Ann Example',
  provider_npi: '',
  provider_ccn: '360180',
  provider_name: 'Hospital',
  provider_state: 'oh',
  claim_type: 'Inpatient',
  code_type: 'drg',
  code: '470',
  service_date_from: '2024-02-01',
  service_date_to: '2024-02-03',
  received_on: '2024-02-20',
  billed: '1000.50',
  allowed: '400',
  paid: '400',
  medicare_equivalent: '250',
  balance_billed: '',
  case_number: '',
  is_synthetic: '1',
};

function problem(changes: Record<string, string>): string | null {
  const result = claimsFileRowSchema.safeParse({ ...good, ...changes });
  return result.success ? null : claimsRowProblem(result.error);
}

describe('claims file rows', () => {
  it('lists the columns of the documented header in order, the member-claim columns last', () => {
    expect(claimsFileColumns.join(',')).toBe(
      'claim_id,plan_name,member_id,patient_name,provider_npi,provider_ccn,provider_name,provider_state,claim_type,code_type,code,service_date_from,service_date_to,received_on,billed,allowed,paid,medicare_equivalent,balance_billed,case_number,is_synthetic,' +
        'patient_member_id,patient_relationship,billing_provider_npi,billing_provider_tin,place_of_service,billing_class,claim_status,denial_reason,decided_on,deductible_amount,coinsurance_amount,copay_amount',
    );
  });

  it('normalises a good row: upper-case ids, numbers, nulls for empty optional cells', () => {
    const row = claimsFileRowSchema.parse(good);
    expect(row).toMatchObject({
      claim_id: 'SYN-1',
      member_id: 'M100',
      provider_npi: null,
      provider_ccn: '360180',
      provider_state: 'OH',
      claim_type: 'inpatient',
      code_type: 'DRG',
      billed: 1000.5,
      balance_billed: 0,
      case_number: null,
      is_synthetic: true,
    });
  });

  it('refuses rows that break a rule, naming the column', () => {
    expect(problem({ claim_id: '' })).toBe('claim_id: is empty');
    expect(problem({ billed: '12.345' })).toMatch(/^billed: is not an amount/);
    expect(problem({ billed: '-5' })).toMatch(/^billed: is not an amount/);
    expect(problem({ provider_ccn: '' })).toBe('provider_npi: a claim needs provider_npi or provider_ccn');
    expect(problem({ provider_npi: '12345' })).toBe('provider_npi: is not a 10-digit NPI');
    expect(problem({ claim_type: 'dental' })).toMatch(/^claim_type: /);
    expect(problem({ code_type: 'APC' })).toBe('code_type: APC does not fit a inpatient claim');
    expect(problem({ code: '' })).toBe('code: code_type and code go together');
    expect(problem({ service_date_to: '2024-01-31' })).toBe('service_date_to: is before service_date_from');
    expect(problem({ received_on: '2024-02-30' })).toBe('received_on: is not a YYYY-MM-DD date');
    expect(problem({ allowed: '2000' })).toBe('allowed: is more than billed');
    expect(problem({ paid: '401' })).toBe('paid: is more than allowed');
    expect(problem({ balance_billed: '600.51' })).toBe('balance_billed: is more than billed minus allowed');
    expect(problem({ provider_state: 'XX' })).toBe('provider_state: is not a USPS state code');
    expect(problem({ is_synthetic: 'maybe' })).toMatch(/^is_synthetic: /);
    expect(problem({ balance_billed: '600.50' })).toBeNull();
  });

  it('computes savings as billed minus allowed, to the cent', () => {
    expect(repricingSavings({ billed: 1000.5, allowed: 400.25 })).toBe(600.25);
    expect(repricingSavings({ billed: 100, allowed: 100 })).toBe(0);
  });
});
