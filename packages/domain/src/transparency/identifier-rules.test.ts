import { describe, expect, it } from 'vitest';
import { transparencyIdentifiersBodySchema } from './identifiers-contract.js';
import {
  completeTransparencyIdentifiersOf,
  storedPlanIdOf,
  transparencyIdentifierMessages as messages,
  transparencyIdentifierProblems as problems,
  transparencyIdentifierProblemsOf,
} from './identifier-rules.js';

/** The message of each issue of a failed parse, keyed by its dotted path. */
function fieldErrors(input: unknown): Record<string, string> {
  const result = transparencyIdentifiersBodySchema.safeParse(input);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

const ein = {
  planIdType: 'ein',
  planId: '12-3456789',
  planSponsorName: 'Synthetic Lakeside Manufacturing',
  issuerName: 'Synthetic Lakeside Manufacturing',
  planMarketType: 'group',
};
const hios = {
  planIdType: 'hios',
  planId: '12345OH001',
  planSponsorName: null,
  issuerName: 'Synthetic Mutual Insurance',
  planMarketType: 'individual',
};

describe('Transparency in Coverage plan identifiers (issue 34; the CMS field tables)', () => {
  it('takes an EIN with the sponsor, and a HIOS id without one', () => {
    expect(transparencyIdentifiersBodySchema.safeParse(ein).success).toBe(true);
    expect(transparencyIdentifiersBodySchema.safeParse(hios).success).toBe(true);
    expect(transparencyIdentifiersBodySchema.safeParse({ ...hios, planSponsorName: '' }).success).toBe(true);
    expect(transparencyIdentifiersBodySchema.safeParse({ ...hios, planSponsorName: undefined }).success).toBe(
      true,
    );
  });

  it('takes an EIN as nine digits or as 12-3456789, and stores the digits', () => {
    for (const text of ['123456789', '12-3456789', ' 12-3456789 ']) {
      expect(fieldErrors({ ...ein, planId: text }), text).toEqual({});
      expect(storedPlanIdOf('ein', text)).toBe('123456789');
    }
  });

  it('refuses an EIN that is not nine digits, with the EIN message', () => {
    for (const text of ['12345678', '1234567890', '123-456789', '12-34567A9', '12 3456789', 'AB-CDEFGHI']) {
      expect(fieldErrors({ ...ein, planId: text }), text).toEqual({ planId: messages.einFormat });
      expect(storedPlanIdOf('ein', text)).toBeNull();
    }
  });

  it('takes a HIOS id as the 10-character product id, ten digits as CMS samples, or the 5-digit issuer id', () => {
    for (const [text, stored] of [
      ['12345OH001', '12345OH001'],
      ['12345oh001', '12345OH001'],
      ['1111111111', '1111111111'],
      ['12345', '12345'],
    ] as const) {
      expect(fieldErrors({ ...hios, planId: text }), text).toEqual({});
      expect(storedPlanIdOf('hios', text)).toBe(stored);
    }
  });

  it('refuses any other HIOS id, the 14-character plan id included, with the HIOS message', () => {
    for (const text of ['1234', '123456', '12345OH01', '12345OHIO1', '12345OH0010001', '12-3456789']) {
      expect(fieldErrors({ ...hios, planId: text }), text).toEqual({ planId: messages.hiosFormat });
    }
  });

  it('asks for the plan id type, the plan id, the issuer and the market type', () => {
    expect(fieldErrors({})).toEqual({
      planIdType: messages.planIdTypeRequired,
      planId: messages.planIdRequired,
      issuerName: messages.issuerNameRequired,
      planMarketType: messages.marketTypeRequired,
    });
    expect(
      fieldErrors({ ...ein, planIdType: '', planId: '  ', issuerName: ' ', planMarketType: 'small-group' }),
    ).toEqual({
      planIdType: messages.planIdTypeRequired,
      planId: messages.planIdRequired,
      issuerName: messages.issuerNameRequired,
      planMarketType: messages.marketTypeRequired,
    });
  });

  it('asks for the sponsor name with an EIN only', () => {
    for (const planSponsorName of [null, '', '   ', undefined]) {
      expect(fieldErrors({ ...ein, planSponsorName })).toEqual({
        planSponsorName: messages.sponsorNameRequired,
      });
      expect(fieldErrors({ ...hios, planSponsorName })).toEqual({});
    }
  });

  it('checks the id against its type even while another field is missing', () => {
    expect(fieldErrors({ ...ein, planId: '1234', planMarketType: '', issuerName: undefined })).toEqual({
      planId: messages.einFormat,
      planMarketType: messages.marketTypeRequired,
      issuerName: messages.issuerNameRequired,
    });
  });

  it('bounds the names to 200 characters and the plan id to 20', () => {
    const long = 'x'.repeat(201);
    expect(fieldErrors({ ...ein, planSponsorName: long, issuerName: long })).toEqual({
      planSponsorName: messages.nameTooLong,
      issuerName: messages.nameTooLong,
    });
    expect(fieldErrors({ ...ein, planId: '1'.repeat(21) })).toEqual({ planId: messages.planIdTooLong });
    expect(fieldErrors({ ...ein, planSponsorName: 'x'.repeat(200) })).toEqual({});
  });

  it('trims the names', () => {
    const parsed = transparencyIdentifiersBodySchema.parse({ ...ein, issuerName: '  Synthetic Issuer  ' });
    expect(parsed.issuerName).toBe('Synthetic Issuer');
  });
});

describe('whether stored identifiers let a plan be published', () => {
  const stored = {
    planIdType: 'ein',
    planId: '123456789',
    planSponsorName: 'Synthetic Sponsor',
    issuerName: 'Synthetic Sponsor',
    planMarketType: 'group',
  };

  it('finds nothing missing in complete identifiers', () => {
    expect(transparencyIdentifierProblemsOf(stored)).toEqual([]);
    expect(
      transparencyIdentifierProblemsOf({
        ...stored,
        planIdType: 'hios',
        planId: '12345OH001',
        planSponsorName: null,
      }),
    ).toEqual([]);
  });

  it('names everything missing, in the order the run checks it', () => {
    expect(
      transparencyIdentifierProblemsOf({
        planIdType: null,
        planId: null,
        planSponsorName: null,
        issuerName: null,
        planMarketType: null,
      }),
    ).toEqual([problems.noPlanIdType, problems.noPlanId, problems.noMarketType, problems.noIssuerName]);
    expect(transparencyIdentifierProblemsOf({ ...stored, planSponsorName: ' ', issuerName: '' })).toEqual([
      problems.noIssuerName,
      problems.noSponsorName,
    ]);
  });

  it('counts an id only in its stored form, and an unknown type or market as none', () => {
    expect(transparencyIdentifierProblemsOf({ ...stored, planId: '12-3456789' })).toEqual([
      problems.invalidEin,
    ]);
    expect(transparencyIdentifierProblemsOf({ ...stored, planIdType: 'hios', planId: '12345oh001' })).toEqual(
      [problems.invalidHios],
    );
    expect(
      transparencyIdentifierProblemsOf({ ...stored, planIdType: 'EIN', planMarketType: 'Group' }),
    ).toEqual([problems.noPlanIdType, problems.noMarketType]);
  });

  it('types complete identifiers for the files, the blank sponsor of a HIOS plan as none', () => {
    expect(completeTransparencyIdentifiersOf(stored)).toEqual(stored);
    expect(
      completeTransparencyIdentifiersOf({
        ...stored,
        planIdType: 'hios',
        planId: '12345',
        planSponsorName: '  ',
      }),
    ).toEqual({ ...stored, planIdType: 'hios', planId: '12345', planSponsorName: null });
    expect(completeTransparencyIdentifiersOf({ ...stored, planMarketType: null })).toBeNull();
  });
});
