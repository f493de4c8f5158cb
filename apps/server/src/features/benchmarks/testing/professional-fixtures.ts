import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { amountOf, readShippedRows } from './cms-rows.js';

const now = () => new Date().toISOString();

/** The shipped 2023 Physician & Other Practitioners sample (by provider and service) the tests read. */
export const professionalSampleFile = 'physician-by-provider-and-service-2023-sample.csv';

/** One professional's rows of the 2023 sample file (per HCPCS and place of service). */
export interface ProfessionalRow {
  npi: string;
  name: string;
  city: string;
  state: string;
  hcpcs: string;
  description: string;
  placeOfService: string;
  services: number;
  billed: number | null;
  allowed: number | null;
  medicare: number | null;
}

/** Reads the 2023 sample rows of one NPI and inserts them as professional facts (data year 2023). */
export async function insertProfessionalSample(
  db: Kysely<Database>,
  npi: string,
): Promise<ProfessionalRow[]> {
  const records = await readShippedRows(`cms/professional/${professionalSampleFile}`, (line) =>
    line.startsWith(`${npi},`),
  );
  const rows = records.map((record) => ({
    npi,
    name: `${(record['rndrng_prvdr_last_org_name'] ?? '').toUpperCase()}, ${(record['rndrng_prvdr_first_name'] ?? '').toUpperCase()}`,
    city: record['rndrng_prvdr_city'] ?? '',
    state: record['rndrng_prvdr_state_abrvtn'] ?? '',
    hcpcs: record['hcpcs_cd'] ?? '',
    description: record['hcpcs_desc'] ?? '',
    placeOfService: record['place_of_srvc'] ?? '',
    services: Math.round(amountOf(record['tot_srvcs']) ?? 0),
    billed: amountOf(record['avg_sbmtd_chrg']),
    allowed: amountOf(record['avg_mdcr_alowd_amt']),
    medicare: amountOf(record['avg_mdcr_pymt_amt']),
  }));
  const first = rows[0];
  if (first === undefined) throw new Error(`no sample rows for NPI ${npi}`);
  const at = now();
  await db
    .insertInto('benchmark_providers')
    .values({
      provider_id: npi,
      provider_kind: 'professional',
      name: first.name,
      address: null,
      city: first.city,
      state: first.state,
      zip: null,
      specialty: null,
      source: professionalSampleFile,
      updated_at: at,
    })
    .execute();
  for (const row of rows) {
    await db
      .insertInto('benchmark_codes')
      .values({
        code_type: 'HCPCS',
        code: row.hcpcs,
        description: row.description,
        source: professionalSampleFile,
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(['code_type', 'code']).doNothing())
      .execute();
    await db
      .insertInto('benchmark_facts')
      .values({
        provider_id: npi,
        claim_type: 'professional',
        code_type: 'HCPCS',
        code: row.hcpcs,
        data_year: 2023,
        place_of_service: row.placeOfService,
        count: row.services,
        beneficiaries: null,
        billed_avg: row.billed,
        allowed_avg: row.allowed,
        medicare_avg: row.medicare,
        total_payment_avg: null,
        source_file: professionalSampleFile,
        updated_at: at,
      })
      .execute();
  }
  return rows;
}

/** One professional fact of 2012 to insert: a per-state row (place '') or a PUF row (F/O). */
export interface Professional2012Fact {
  npi: string;
  name: string;
  state: string;
  hcpcs: string;
  placeOfService: string;
  services: number;
  billed: number | null;
  medicare: number | null;
  sourceFile: string;
}

/** Inserts 2012 professional facts (and the provider and code once). */
export async function insertProfessional2012(
  db: Kysely<Database>,
  facts: readonly Professional2012Fact[],
): Promise<void> {
  const at = now();
  for (const fact of facts) {
    await db
      .insertInto('benchmark_providers')
      .values({
        provider_id: fact.npi,
        provider_kind: 'professional',
        name: fact.name,
        address: null,
        city: null,
        state: fact.state,
        zip: null,
        specialty: null,
        source: fact.sourceFile,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('provider_id').doNothing())
      .execute();
    await db
      .insertInto('benchmark_facts')
      .values({
        provider_id: fact.npi,
        claim_type: 'professional',
        code_type: 'HCPCS',
        code: fact.hcpcs,
        data_year: 2012,
        place_of_service: fact.placeOfService,
        count: fact.services,
        beneficiaries: null,
        billed_avg: fact.billed,
        allowed_avg: null,
        medicare_avg: fact.medicare,
        total_payment_avg: null,
        source_file: fact.sourceFile,
        updated_at: at,
      })
      .execute();
  }
}
