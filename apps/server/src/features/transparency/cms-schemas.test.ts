import { describe, expect, it } from 'vitest';
import { allowedAmountsJsonChunks, tableOfContentsText, type TransparencyFileHeader } from '@medivi/domain';
import { cmsFile, cmsSchemaErrors } from './testing/cms-schemas.js';

const header: TransparencyFileHeader = {
  reportingEntityName: 'MediVI',
  reportingEntityType: 'third-party administrator',
  planName: 'Synthetic Lakeside Plan',
  issuerName: 'Synthetic Lakeside Manufacturing',
  sponsorName: 'Synthetic Lakeside Manufacturing',
  planIdType: 'ein',
  planId: '990000001',
  marketType: 'group',
  lastUpdatedOn: '2026-12-01',
};

describe('the CMS schemas as the tests use them (a check that the validator works)', () => {
  it.each([
    ['allowed-amounts', 'allowed-amounts-single-plan-sample'],
    ['allowed-amounts', 'allowed-amounts-multiple-plan-sample'],
    ['in-network-rates', 'in-network-rates-fee-for-service-single-plan-sample'],
    ['in-network-rates', 'in-network-rates-all-negotiated-types-sample'],
    ['table-of-contents', 'table-of-contents-sample'],
  ] as const)('accepts CMS sample %s/%s', (schema, sample) => {
    expect(cmsSchemaErrors(schema, cmsFile('examples', sample))).toEqual([]);
  });

  it('refuses a sample with a required field gone, a bad date and an http location', () => {
    const sample = cmsFile('examples', 'allowed-amounts-single-plan-sample') as Record<string, unknown>;
    const { version: _version, ...withoutVersion } = sample;
    expect(cmsSchemaErrors('allowed-amounts', withoutVersion).join()).toContain(
      "must have required property 'version'",
    );
    expect(cmsSchemaErrors('allowed-amounts', { ...sample, last_updated_on: '2020-13-45' }).join()).toContain(
      'must match format "date"',
    );
    const toc = JSON.parse(
      tableOfContentsText(header, { inNetwork: null, allowedAmounts: 'http://portal.example/a.json' }),
    ) as unknown;
    expect(cmsSchemaErrors('table-of-contents', toc).join()).toContain('must match pattern');
  });

  it('refuses an in-network file with no rates (why the portal publishes none yet)', () => {
    expect(
      cmsSchemaErrors('in-network-rates', {
        reporting_entity_name: 'MediVI',
        reporting_entity_type: 'third-party administrator',
        last_updated_on: '2026-12-01',
        version: '2.1.0',
        provider_references: [],
        in_network: [],
      }).join(),
    ).toContain('/in_network must NOT have fewer than 1 items');
  });
});

describe('the portal file text against the CMS schemas', () => {
  it('writes an allowed-amounts file and a table of contents that validate', async () => {
    let text = '';
    const rows = [
      {
        billingCodeType: 'CPT',
        billingCodeTypeVersion: '2026',
        billingCode: '99213',
        description: null,
        tinType: 'npi' as const,
        tinValue: '1234567893',
        billingClass: 'professional' as const,
        placeOfService: '11',
        allowedAmount: 110.51,
        billedCharge: 180,
        npi: '1234567893',
        claims: 20,
      },
    ];
    for await (const chunk of allowedAmountsJsonChunks(header, rows)) text += chunk;
    expect(cmsSchemaErrors('allowed-amounts', JSON.parse(text))).toEqual([]);
    const toc = tableOfContentsText(header, {
      inNetwork: null,
      allowedAmounts: 'https://portal.example/a.json',
    });
    expect(cmsSchemaErrors('table-of-contents', JSON.parse(toc))).toEqual([]);
  });

  it('refuses a professional entry without its place of service', async () => {
    let text = '';
    const rows = [
      {
        billingCodeType: 'CPT',
        billingCodeTypeVersion: '2026',
        billingCode: '99213',
        description: 'Office visit',
        tinType: 'ein' as const,
        tinValue: '111111111',
        billingClass: 'professional' as const,
        placeOfService: null,
        allowedAmount: 1,
        billedCharge: 2,
        npi: '1234567893',
        claims: 20,
      },
    ];
    for await (const chunk of allowedAmountsJsonChunks(header, rows)) text += chunk;
    expect(cmsSchemaErrors('allowed-amounts', JSON.parse(text)).join()).toContain(
      "required property 'service_code'",
    );
  });
});
