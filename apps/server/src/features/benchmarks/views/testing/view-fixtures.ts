import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.js';
import { amountOf, readShippedRows } from '../../testing/cms-rows.js';

const now = () => new Date().toISOString();

export const zipFile = 'us-zip-centroids-geonames.csv.gz';

/** Inserts the GeoNames rows of these zips (as the zip importer writes them); returns zip → county. */
export async function insertZipRows(
  db: Kysely<Database>,
  zips: readonly string[],
): Promise<Map<string, string>> {
  const records = await readShippedRows(`zip/${zipFile}`, (line) =>
    zips.some((zip) => line.startsWith(`${zip},`)),
  );
  const counties = new Map<string, string>();
  for (const record of records) {
    const zip = record['zip'] ?? '';
    counties.set(zip, record['county'] ?? '');
    await db
      .insertInto('zip_codes')
      .values({
        zip,
        city: record['city'] ?? null,
        state: record['state'] ?? null,
        state_name: record['state_name'] ?? null,
        county: record['county'] ?? null,
        latitude: Number(record['latitude']),
        longitude: Number(record['longitude']),
        source: zipFile,
      })
      .onConflict((oc) => oc.column('zip').doNothing())
      .execute();
  }
  return counties;
}

/** One hospital's row of a comprehensive APC file. */
export interface OutpatientRow {
  ccn: string;
  name: string;
  state: string;
  zip: string;
  apc: string;
  services: number;
  billed: number | null;
  allowed: number | null;
  medicare: number | null;
}

export const outpatientCy2015File = 'outpatient-comprehensive-apc-by-provider-cy2015.csv.gz';

/** Reads the CY2015 rows of these hospitals (6-digit CCNs) for one APC (4 digits) and inserts them as facts. */
export async function insertOutpatientRows(
  db: Kysely<Database>,
  ccns: readonly string[],
  apc: string,
): Promise<OutpatientRow[]> {
  const records = await readShippedRows(`cms/outpatient/${outpatientCy2015File}`, (line) =>
    ccns.some((ccn) => line.startsWith(`${String(Number(ccn))},`)),
  );
  const rows = records
    .map((record) => ({
      ccn: (record['provider id'] ?? '').padStart(6, '0'),
      name: record['provider name'] ?? '',
      state: record['provider state'] ?? '',
      zip: record['provider zip code'] ?? '',
      apc: (record['apc'] ?? '').padStart(4, '0'),
      services: amountOf(record['comprehensive apc services']) ?? 0,
      billed: amountOf(record['average estimated total submitted charges']),
      allowed: amountOf(record['average medicare allowed amount']),
      medicare: amountOf(record['average medicare payment amount']),
    }))
    .filter((row) => ccns.includes(row.ccn) && row.apc === apc);
  const at = now();
  for (const row of rows) {
    await db
      .insertInto('benchmark_providers')
      .values({
        provider_id: row.ccn,
        provider_kind: 'hospital',
        name: row.name,
        address: null,
        city: null,
        state: row.state,
        zip: row.zip,
        specialty: null,
        source: outpatientCy2015File,
        updated_at: at,
      })
      .onConflict((oc) => oc.column('provider_id').doNothing())
      .execute();
    await db
      .insertInto('benchmark_facts')
      .values({
        provider_id: row.ccn,
        claim_type: 'outpatient',
        code_type: 'APC',
        code: row.apc,
        data_year: 2015,
        place_of_service: '',
        count: row.services,
        beneficiaries: null,
        billed_avg: row.billed,
        allowed_avg: row.allowed,
        medicare_avg: row.medicare,
        total_payment_avg: null,
        source_file: outpatientCy2015File,
        updated_at: at,
      })
      .execute();
  }
  return rows;
}

export const nebraska2012File = 'physician-services-2012-NE.csv.gz';

/**
 * The per-state 2012 rows of these NPIs for one HCPCS in Nebraska (services, total payments; no
 * submitted charges), as `insertProfessional2012` takes them: Medicare = total payments / services.
 */
export async function readNebraskaRows(
  npis: readonly string[],
  hcpcs: string,
): Promise<{ npi: string; name: string; services: number; medicare: number }[]> {
  const records = await readShippedRows(`cms/professional/${nebraska2012File}`, (line) =>
    npis.some((npi) => line.includes(`,${hcpcs},${npi},`)),
  );
  return records
    .filter((record) => npis.includes(record['npi'] ?? '') && record['service_billing_code'] === hcpcs)
    .map((record) => {
      const services = amountOf(record['num_of_services']) ?? 0;
      return {
        npi: record['npi'] ?? '',
        name: `${record['nppes_provider_last_org_name'] ?? ''}, ${record['nppes_provider_first_name'] ?? ''}`,
        services,
        medicare: (amountOf(record['total_payments']) ?? 0) / services,
      };
    });
}
