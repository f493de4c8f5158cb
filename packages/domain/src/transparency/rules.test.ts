import { describe, expect, it } from 'vitest';
import {
  allowedAmountsWindow,
  billingCodeName,
  billingCodeVersionOf,
  isPlaceOfServiceCode,
  planYearBoundaryIn,
  publicationDateOf,
  reportedBillingClass,
  reportedBillingCodeType,
  reportedTin,
} from './rules.js';

describe('transparency rules', () => {
  it('covers the 90 days that begin 180 days before the publication date (worked example)', () => {
    // 2026-12-01 minus 180 days is 2026-06-04; 90 days from it, both ends counted, end 2026-09-01.
    expect(allowedAmountsWindow('2026-12-01')).toEqual({ from: '2026-06-04', to: '2026-09-01' });
    expect(allowedAmountsWindow('2027-03-01')).toEqual({ from: '2026-09-02', to: '2026-11-30' });
  });

  it('publishes a month on its first day and refuses what is not a month', () => {
    expect(publicationDateOf('2026-12')).toBe('2026-12-01');
    expect(() => publicationDateOf('2026-13')).toThrow('not a month');
    expect(() => publicationDateOf('26-12')).toThrow('not a month');
  });

  it('names DRGs MS-DRG, Level I HCPCS codes CPT and Level II codes HCPCS', () => {
    expect(reportedBillingCodeType('DRG', '470')).toBe('MS-DRG');
    expect(reportedBillingCodeType('APC', '5072')).toBe('APC');
    expect(reportedBillingCodeType('HCPCS', '99213')).toBe('CPT');
    expect(reportedBillingCodeType('HCPCS', '0001F')).toBe('CPT');
    expect(reportedBillingCodeType('HCPCS', 'J1885')).toBe('HCPCS');
    expect(reportedBillingCodeType('HCPCS', null)).toBeNull();
    expect(reportedBillingCodeType(null, '99213')).toBeNull();
  });

  it('versions a code by the plan year of its service date', () => {
    expect(billingCodeVersionOf('2026-03-10', 7)).toBe('2025');
    expect(billingCodeVersionOf('2026-07-01', 7)).toBe('2026');
    expect(billingCodeVersionOf('2026-03-10', 1)).toBe('2026');
  });

  it('finds the plan year that begins inside a window, and none when none does', () => {
    expect(planYearBoundaryIn({ from: '2026-06-04', to: '2026-09-01' }, 7)).toBe('2026-07-01');
    expect(planYearBoundaryIn({ from: '2026-09-02', to: '2026-11-30' }, 1)).toBeNull();
    expect(planYearBoundaryIn({ from: '2026-11-15', to: '2027-02-12' }, 1)).toBe('2027-01-01');
    // A plan year that starts on the window's first day changes nothing inside it.
    expect(planYearBoundaryIn({ from: '2026-07-01', to: '2026-09-28' }, 7)).toBeNull();
  });

  it('reports under the EIN, else the NPI, never an empty identifier', () => {
    expect(reportedTin('123456789', '1234567893')).toEqual({ type: 'ein', value: '123456789' });
    expect(reportedTin(null, '1234567893')).toEqual({ type: 'npi', value: '1234567893' });
    expect(reportedTin('', '')).toBeNull();
  });

  it("takes the claim's billing class, else derives it from the claim type", () => {
    expect(reportedBillingClass('institutional', 'professional')).toBe('institutional');
    expect(reportedBillingClass(null, 'professional')).toBe('professional');
    expect(reportedBillingClass(null, 'outpatient')).toBe('institutional');
    expect(reportedBillingClass(null, 'inpatient')).toBe('institutional');
  });

  it('accepts the two-digit place-of-service codes the schema accepts', () => {
    expect(isPlaceOfServiceCode('11')).toBe(true);
    expect(isPlaceOfServiceCode('01')).toBe(true);
    expect(isPlaceOfServiceCode('00')).toBe(false);
    expect(isPlaceOfServiceCode('1')).toBe(false);
    expect(isPlaceOfServiceCode(null)).toBe(false);
  });

  it('names a code by its description, else by the code itself', () => {
    expect(billingCodeName('CPT', '99213', 'Office o/p est low 20 min')).toBe('Office o/p est low 20 min');
    expect(billingCodeName('CPT', '99213', '  ')).toBe('CPT 99213');
    expect(billingCodeName('MS-DRG', '470', null)).toBe('MS-DRG 470');
  });
});
