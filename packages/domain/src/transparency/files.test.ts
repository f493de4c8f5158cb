import { describe, expect, it } from 'vitest';
import {
  type AllowedAmountRow,
  allowedAmountsJsonChunks,
  tableOfContentsText,
  type TransparencyFileHeader,
} from './files.js';

const header: TransparencyFileHeader = {
  reportingEntityName: 'MediVI',
  reportingEntityType: 'third-party administrator',
  planName: 'Lakeside Manufacturing Health Plan',
  issuerName: 'Lakeside Manufacturing',
  sponsorName: 'Lakeside Manufacturing',
  planIdType: 'ein',
  planId: '123456789',
  marketType: 'group',
  lastUpdatedOn: '2026-12-01',
};

function row(changes: Partial<AllowedAmountRow>): AllowedAmountRow {
  return {
    billingCodeType: 'CPT',
    billingCodeTypeVersion: '2026',
    billingCode: '99213',
    description: 'Office visit',
    tinType: 'ein',
    tinValue: '111111111',
    billingClass: 'professional',
    placeOfService: '11',
    allowedAmount: 110.5,
    billedCharge: 180,
    npi: '1234567893',
    claims: 20,
    ...changes,
  };
}

async function fileOf(rows: AllowedAmountRow[]): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of allowedAmountsJsonChunks(header, rows)) text += chunk;
  return JSON.parse(text) as Record<string, unknown>;
}

describe('allowed-amounts file text', () => {
  it('writes a file with no entries when no row reaches it', async () => {
    const file = await fileOf([]);
    expect(file).toMatchObject({
      plan_id_type: 'ein',
      plan_sponsor_name: 'Lakeside Manufacturing',
      version: '2.1.0',
    });
    expect(file.out_of_network).toEqual([]);
  });

  it('nests codes, TINs, allowed amounts and billed charges as the sorted rows change (worked example)', async () => {
    const file = await fileOf([
      row({ npi: '1234567893' }),
      row({ npi: '1234567893' }),
      row({ npi: '1987654320' }),
      row({ billedCharge: 200, npi: '1234567893' }),
      row({ allowedAmount: 120, npi: '1234567893' }),
      row({ tinValue: '222222222', npi: '1555555555' }),
      row({ tinType: 'npi', tinValue: '1666666666', placeOfService: '22', npi: '1666666666' }),
      row({
        billingCodeType: 'MS-DRG',
        billingCode: '470',
        description: null,
        billingClass: 'institutional',
        placeOfService: null,
        allowedAmount: 15000,
        billedCharge: 60000,
        npi: '1777777777',
      }),
    ]);
    expect(file.out_of_network).toEqual([
      {
        name: 'Office visit',
        billing_code_type: 'CPT',
        billing_code_type_version: '2026',
        billing_code: '99213',
        description: 'Office visit',
        allowed_amounts: [
          {
            tin: { type: 'ein', value: '111111111' },
            service_code: ['11'],
            billing_class: 'professional',
            payments: [
              {
                allowed_amount: 110.5,
                providers: [
                  { billed_charge: 180, npi: [1234567893, 1987654320] },
                  { billed_charge: 200, npi: [1234567893] },
                ],
              },
              { allowed_amount: 120, providers: [{ billed_charge: 180, npi: [1234567893] }] },
            ],
          },
          {
            tin: { type: 'ein', value: '222222222' },
            service_code: ['11'],
            billing_class: 'professional',
            payments: [{ allowed_amount: 110.5, providers: [{ billed_charge: 180, npi: [1555555555] }] }],
          },
          {
            tin: { type: 'npi', value: '1666666666' },
            service_code: ['22'],
            billing_class: 'professional',
            payments: [{ allowed_amount: 110.5, providers: [{ billed_charge: 180, npi: [1666666666] }] }],
          },
        ],
      },
      {
        name: 'MS-DRG 470',
        billing_code_type: 'MS-DRG',
        billing_code_type_version: '2026',
        billing_code: '470',
        description: 'MS-DRG 470',
        allowed_amounts: [
          {
            tin: { type: 'ein', value: '111111111' },
            billing_class: 'institutional',
            payments: [{ allowed_amount: 15000, providers: [{ billed_charge: 60000, npi: [1777777777] }] }],
          },
        ],
      },
    ]);
  });

  it('hands the text on in chunks rather than as one string', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => row({ billingCode: String(10000 + i) }));
    let chunks = 0;
    let text = '';
    for await (const chunk of allowedAmountsJsonChunks(header, rows)) {
      chunks += 1;
      text += chunk;
    }
    expect(chunks).toBeGreaterThan(5);
    expect((JSON.parse(text) as { out_of_network: unknown[] }).out_of_network).toHaveLength(5000);
  });
});

describe('table of contents text', () => {
  it('names the plan and the allowed-amounts file, and the in-network file only when there is one', () => {
    const without = JSON.parse(
      tableOfContentsText(header, { inNetwork: null, allowedAmounts: 'https://portal.example/a.json' }),
    ) as { reporting_structure: Record<string, unknown>[] };
    expect(without.reporting_structure[0]).toEqual({
      reporting_plans: [
        {
          plan_name: 'Lakeside Manufacturing Health Plan',
          plan_sponsor_name: 'Lakeside Manufacturing',
          issuer_name: 'Lakeside Manufacturing',
          plan_id_type: 'ein',
          plan_id: '123456789',
          plan_market_type: 'group',
        },
      ],
      allowed_amount_file: { description: 'allowed amount file', location: 'https://portal.example/a.json' },
    });
    const withNetwork = JSON.parse(
      tableOfContentsText(header, {
        inNetwork: 'https://portal.example/n.json',
        allowedAmounts: 'https://x.example/a',
      }),
    ) as { reporting_structure: Record<string, unknown>[] };
    expect(withNetwork.reporting_structure[0]?.in_network_files).toEqual([
      { description: 'in-network file', location: 'https://portal.example/n.json' },
    ]);
  });
});
