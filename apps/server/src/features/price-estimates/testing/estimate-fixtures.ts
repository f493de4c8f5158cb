import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { importFiles } from '../../../reference/import-files.js';
import { referenceFile } from '../../../testing/reference-data.js';
import type { TestApp } from '../../../testing/test-app.js';

/** A CSV row of a shipped file by lower-cased header name. */
export type CsvRecord = Record<string, string>;

/** The rows of a shipped file (gzipped or not) whose raw line passes `keep`, parsed under its header. */
export async function readShippedRows(
  path: string,
  keep: (line: string) => boolean,
  delimiter = ',',
): Promise<CsvRecord[]> {
  const stream = createReadStream(referenceFile(path));
  const lines = createInterface({
    input: path.endsWith('.gz') ? stream.pipe(createGunzip()) : stream,
    crlfDelay: Infinity,
  });
  let header: string | null = null;
  const kept: string[] = [];
  for await (const line of lines) {
    if (header === null) header = line.replace(/^\uFEFF/, '');
    else if (keep(line)) kept.push(line);
  }
  if (header === null || kept.length === 0) return [];
  return parse<CsvRecord>([header, ...kept].join('\n'), {
    columns: (names: string[]) => names.map((name) => name.trim().toLowerCase()),
    delimiter,
    relax_quotes: delimiter === '\t',
  });
}

/** '$1,234.56' → 1234.56. */
export function money(cell: string | undefined): number {
  const value = Number((cell ?? '').replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${String(cell)}`);
  return value;
}

export const fy2011File = 'inpatient-drg100-by-provider-fy2011.csv.gz';
export const nebraskaFile = 'physician-services-2012-NE.csv.gz';

/**
 * Imports, through the portal's importers, the zip centroids, CMS Hospital Enrollments, the HVBP
 * total performance scores FY2024, the New York inpatient file 2022 and the physician PUF sample
 * 2012; then inserts, as the importers write them, the FY2011 inpatient rows of `ccns` (every
 * DRG of theirs in `drgs`) and the Nebraska 2012 rows of HCPCS 01996 in Hastings (68901).
 */
export async function loadEstimateReferenceData(
  t: TestApp,
  ccns: readonly string[],
  drgs: readonly string[],
): Promise<void> {
  await importFiles(
    t.database.handle,
    [
      'zip/us-zip-centroids-geonames.csv.gz',
      'hospitals/hospital-enrollments-2023-10-02.csv.gz',
      'cms/quality/hvbp-total-performance-score-fy2024.csv',
      'cms/inpatient/inpatient-by-provider-and-service-2022-ny.csv.gz',
      'cms/professional/physician-and-other-supplier-puf-2012-national-first-17028.tsv.gz',
    ].map(referenceFile),
    { log: () => undefined },
  );
  const inpatient = await fy2011Rows(ccns, drgs);
  await insertFacts(
    t.db,
    inpatient.map((row) => ({
      providerId: (row['provider id'] ?? '').padStart(6, '0'),
      kind: 'hospital' as const,
      name: row['provider name'] ?? '',
      address: row['provider street address'] ?? '',
      city: row['provider city'] ?? '',
      zip: row['provider zip code'] ?? '',
      state: row['provider state'] ?? '',
      claimType: 'inpatient' as const,
      codeType: 'DRG' as const,
      code: (row['drg definition'] ?? '').slice(0, 3),
      year: 2011,
      count: money(row['total discharges']),
      billed: money(row['average covered charges']),
      allowed: null,
      medicare: money(row['average medicare payments']),
      totalPayment: money(row['average total payments']),
      file: fy2011File,
    })),
  );
  const hastings = await nebraskaRows();
  await insertFacts(
    t.db,
    hastings.map((row) => {
      const exact = Number(row.num_of_services);
      return {
        providerId: row.npi ?? '',
        kind: 'professional' as const,
        name: `${row.nppes_provider_last_org_name ?? ''}, ${row.nppes_provider_first_name ?? ''}`,
        address: row.nppes_provider_street ?? '',
        city: row.nppes_provider_city ?? '',
        zip: (row.nppes_provider_zip ?? '').slice(0, 5),
        state: 'NE',
        claimType: 'professional' as const,
        codeType: 'HCPCS' as const,
        code: row.service_billing_code ?? '',
        year: 2012,
        count: Math.round(exact),
        billed: null,
        allowed: null,
        medicare: money(row.total_payments) / exact,
        totalPayment: null,
        file: nebraskaFile,
      };
    }),
  );
}

/** The FY2011 Top 100 DRG rows of `ccns` for `drgs`, as the file writes them. */
export function fy2011Rows(ccns: readonly string[], drgs: readonly string[]): Promise<CsvRecord[]> {
  return readShippedRows(
    `cms/inpatient/${fy2011File}`,
    (line) =>
      drgs.some((drg) => line.startsWith(`${drg} `)) &&
      ccns.some((ccn) => line.includes(`,${String(Number(ccn))},`)),
  );
}

/** The Nebraska 2012 rows of HCPCS 01996 in Hastings. */
export function nebraskaRows(): Promise<CsvRecord[]> {
  return readShippedRows(
    `cms/professional/${nebraskaFile}`,
    (line) => line.includes(',01996,') && line.includes(',HASTINGS,NE,'),
  );
}

interface FactToInsert {
  providerId: string;
  kind: 'hospital' | 'professional';
  name: string;
  address: string;
  city: string;
  zip: string;
  state: string;
  claimType: 'inpatient' | 'professional';
  codeType: 'DRG' | 'HCPCS';
  code: string;
  year: number;
  count: number;
  billed: number | null;
  allowed: number | null;
  medicare: number;
  totalPayment: number | null;
  file: string;
}

async function insertFacts(db: Kysely<Database>, facts: readonly FactToInsert[]): Promise<void> {
  const at = new Date().toISOString();
  for (const fact of facts) {
    await db
      .insertInto('benchmark_providers')
      .values({
        provider_id: fact.providerId,
        provider_kind: fact.kind,
        name: fact.name,
        address: fact.address,
        city: fact.city,
        state: fact.state,
        zip: fact.zip,
        specialty: null,
        source: fact.file,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('provider_id').doNothing())
      .execute();
    await db
      .insertInto('benchmark_facts')
      .values({
        provider_id: fact.providerId,
        claim_type: fact.claimType,
        code_type: fact.codeType,
        code: fact.code,
        data_year: fact.year,
        place_of_service: '',
        count: fact.count,
        beneficiaries: null,
        billed_avg: fact.billed,
        allowed_avg: fact.allowed,
        medicare_avg: fact.medicare,
        total_payment_avg: fact.totalPayment,
        source_file: fact.file,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .columns(['provider_id', 'claim_type', 'code_type', 'code', 'data_year', 'place_of_service'])
          .doNothing(),
      )
      .execute();
  }
}
