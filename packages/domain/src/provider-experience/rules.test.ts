import { describe, expect, it } from 'vitest';
import {
  createProviderExperienceBodySchema,
  providerExperienceListQuerySchema,
  updateProviderExperienceBodySchema,
} from './contract.js';
import {
  hasValidNpiCheckDigit,
  keepDigits,
  npiProblem,
  passesLuhn,
  providerExperienceMessages as messages,
  providerRowHeight,
  taxIdProblem,
} from './rules.js';

// Real NPIs from the shipped NPPES extracts (Cleveland physicians and the 2025 sample).
const realNpis = ['1003000423', '1003178427', '1003254350', '1003805508', '1679576722', '1588667638'];

/** The first message zod gives for `field`, or undefined when the field passed. */
function messageFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('NPI check digit', () => {
  it('accepts real NPIs from the NPPES data', () => {
    for (const npi of realNpis) expect(hasValidNpiCheckDigit(npi), npi).toBe(true);
  });

  it('accepts the CMS worked example 1234567893 and rejects every other last digit', () => {
    expect(hasValidNpiCheckDigit('1234567893')).toBe(true);
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit === 3) continue;
      expect(hasValidNpiCheckDigit(`123456789${String(digit)}`)).toBe(false);
    }
  });

  it('rejects a real NPI with one digit changed or two digits swapped', () => {
    expect(hasValidNpiCheckDigit('1003000424')).toBe(false);
    expect(hasValidNpiCheckDigit('1003000432')).toBe(false);
    expect(hasValidNpiCheckDigit('0103000423')).toBe(false);
  });

  it('needs exactly ten digits', () => {
    expect(hasValidNpiCheckDigit('123456789')).toBe(false);
    expect(hasValidNpiCheckDigit('12345678931')).toBe(false);
    expect(hasValidNpiCheckDigit('12345678a3')).toBe(false);
  });

  it('runs the plain Luhn check on card-style numbers', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('provider admin field rules', () => {
  it('words the NPI problems as the spec does', () => {
    expect(npiProblem('')).toBe('Provider NPI is required');
    expect(npiProblem('   ')).toBe('Provider NPI is required');
    expect(npiProblem('12345')).toBe('Provider NPI must be a 10-digit number');
    expect(npiProblem('12345678931')).toBe('Provider NPI must be a 10-digit number');
    expect(npiProblem('12345-7893')).toBe('Provider NPI must be a 10-digit number');
    expect(npiProblem('1234567890')).toBe(messages.npiCheckDigit);
    expect(npiProblem(' 1003000423 ')).toBeNull();
  });

  it('takes an empty tax ID or 1 to 9 digits', () => {
    expect(taxIdProblem('')).toBeNull();
    expect(taxIdProblem('123456789')).toBeNull();
    expect(taxIdProblem('1234567890')).toBe(messages.taxIdDigits);
    expect(taxIdProblem('12-345678')).toBe(messages.taxIdDigits);
  });

  it('keeps digits only, up to the field length', () => {
    expect(keepDigits('10a03-000 4239', 10)).toBe('1003000423');
    expect(keepDigits('12-3456789', 9)).toBe('123456789');
  });

  it('grows a row by 20 px per 50 characters of the longest text', () => {
    expect(providerRowHeight([null, undefined, ''])).toBe(70);
    expect(providerRowHeight(['x'.repeat(49)])).toBe(70);
    expect(providerRowHeight(['short', 'x'.repeat(50)])).toBe(90);
    expect(providerRowHeight(['x'.repeat(160), 'y'])).toBe(130);
  });
});

describe('provider-experience contract', () => {
  it('reads an insert body with defaults and empty optional fields cleared', () => {
    const body = createProviderExperienceBodySchema.parse({
      npi: '1003000423',
      ein: '',
      recommendation: 'CAUTION',
      external_notes: '  ',
      entity_type: 1,
    });
    expect(body).toMatchObject({ npi: '1003000423', ein: null, external_notes: null, active: true });
    expect(body.entity_type).toBe('1');
  });

  it('gives the spec messages for a missing NPI and recommendation', () => {
    const result = createProviderExperienceBodySchema.safeParse({});
    expect(messageFor(result, 'npi')).toBe('Provider NPI is required');
    expect(messageFor(result, 'recommendation')).toBe('Recommendation is required');
    const empty = createProviderExperienceBodySchema.safeParse({ npi: '', recommendation: '' });
    expect(messageFor(empty, 'npi')).toBe('Provider NPI is required');
    expect(messageFor(empty, 'recommendation')).toBe('Recommendation is required');
  });

  it('rejects a bad NPI, tax ID, recommendation, entity type and over-long notes', () => {
    const result = createProviderExperienceBodySchema.safeParse({
      npi: '1003000424',
      ein: '1234567890',
      recommendation: 'GOOD',
      entity_type: '3',
      internal_notes: 'x'.repeat(2001),
    });
    expect(messageFor(result, 'npi')).toBe(messages.npiCheckDigit);
    expect(messageFor(result, 'ein')).toBe(messages.taxIdDigits);
    expect(messageFor(result, 'recommendation')).toBe(messages.recommendationUnknown);
    expect(messageFor(result, 'entity_type')).toBe(messages.entityType);
    expect(messageFor(result, 'internal_notes')).toBe(messages.notesTooLong);
    expect(messageFor(createProviderExperienceBodySchema.safeParse({ npi: 1003000423 }), 'npi')).toBe(
      messages.npiTenDigits,
    );
  });

  it('keeps fields left out of an update and clears those sent empty', () => {
    const body = updateProviderExperienceBodySchema.parse({
      recommendation: 'DELISTED',
      internal_notes: null,
    });
    expect(body.external_notes).toBeUndefined();
    expect(body.ein).toBeUndefined();
    expect(body.active).toBeUndefined();
    expect(body.internal_notes).toBeNull();
    expect(messageFor(updateProviderExperienceBodySchema.safeParse({}), 'recommendation')).toBe(
      'Recommendation is required',
    );
  });

  it('defaults the list query to page 1 of 10 by provider name and omits empty values', () => {
    expect(
      providerExperienceListQuerySchema.parse({ recommendation: '', entityType: '', searchText: '  ' }),
    ).toEqual({ offset: 1, limit: 10, sortBy: 'providerName', sortDirection: 'asc' });
  });

  it('takes only 5, 10 or 25 rows, a page from 1 and the two sort fields', () => {
    expect(
      providerExperienceListQuerySchema.parse({ limit: '25', offset: '3', sortBy: 'npi' }),
    ).toMatchObject({ limit: 25, offset: 3, sortBy: 'npi' });
    for (const query of [
      { limit: '50' },
      { limit: 'ten' },
      { offset: '0' },
      { offset: '1.5' },
      { offset: '1e12' },
      { sortBy: 'recommendation' },
      { recommendation: 'caution' },
      { entityType: '3' },
      { searchText: 'x'.repeat(101) },
    ]) {
      expect(providerExperienceListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
