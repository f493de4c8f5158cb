/**
 * Scale providers for the benchmarks: SYNTHETIC provider rows made by re-placing real provider
 * records at other real zips, so search areas hold as many providers as a national directory
 * would. Used only by the benchmarks, never by the portal.
 */
import type { DatabaseHandle } from '../apps/server/src/db/database.js';
import type { ProvidersTable } from '../apps/server/src/db/schema.js';
import { rowsPerStatement } from '../apps/server/src/reference/batch-writer.js';
import { bumpProvidersVersion } from '../apps/server/src/reference/import-runs.js';
import { npiCheckDigit } from '../apps/server/src/reference/normalize.js';

/** The `source` of every synthetic scale row. */
export const syntheticScaleSource = 'synthetic-scale';

/** Fixed seed: the same database and target give the same rows. */
const seed = 0x5eed_2026;

/** mulberry32: a small, fast, deterministic pseudo-random generator (values in [0, 1)). */
function mulberry32(state: number): () => number {
  let current = state >>> 0;
  return () => {
    current = (current + 0x6d2b79f5) >>> 0;
    let t = current;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Synthetic NPI number `index`: 9, eight digits, and a valid check digit. Real NPIs start with 1
 * or 2 (CMS NPI Final Rule), so these can never collide with a real provider.
 */
export function syntheticNpi(index: number): string {
  const firstNine = `9${String(index).padStart(8, '0')}`;
  return `${firstNine}${npiCheckDigit(firstNine)}`;
}

type Template = Omit<
  ProvidersTable,
  'npi' | 'zip' | 'zip_plus4' | 'city' | 'state' | 'source' | 'updated_at'
>;

/**
 * Adds synthetic providers until `providers` holds `targetProviders` rows. Each is a real
 * provider record (any imported source) re-placed at a zip drawn from every `zip_codes` row, with
 * that zip's city and state, a synthetic NPI and `source = 'synthetic-scale'`. The choice is
 * pseudo-random with a fixed seed. Rows are bulk-inserted in transactions of 20 statements.
 * Run after the real reference data is imported.
 * @returns the number of providers afterwards.
 * @throws Error when there is no real provider or zip to copy from.
 */
export async function buildScaleDirectory(
  handle: DatabaseHandle,
  targetProviders: number,
  log: (line: string) => void,
): Promise<{ providers: number }> {
  const { db } = handle;
  const countOf = async (): Promise<number> => {
    const row = await db
      .selectFrom('providers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  };
  const existing = await countOf();
  const missing = targetProviders - existing;
  if (missing <= 0) return { providers: existing };

  const templates: Template[] = await db
    .selectFrom('providers')
    .select([
      'entity_type',
      'organization_name',
      'last_name',
      'first_name',
      'middle_name',
      'credential',
      'address_line1',
      'address_line2',
      'phone',
      'gender',
      'primary_taxonomy',
      'secondary_taxonomies',
      'specialty_text',
    ])
    .where('source', '!=', syntheticScaleSource)
    .orderBy('npi')
    .execute();
  const zips = await db.selectFrom('zip_codes').select(['zip', 'city', 'state']).orderBy('zip').execute();
  if (templates.length === 0 || zips.length === 0) {
    throw new Error('buildScaleDirectory needs the real providers and zip codes imported first');
  }
  const alreadySynthetic = await db
    .selectFrom('providers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('source', '=', syntheticScaleSource)
    .executeTakeFirstOrThrow();
  let nextIndex = alreadySynthetic.count;

  log(`scale directory: adding ${String(missing)} synthetic providers (${syntheticScaleSource})`);
  const random = mulberry32(seed + nextIndex);
  const statementRows = rowsPerStatement(20);
  const transactionRows = statementRows * 20;
  const updatedAt = new Date(0).toISOString();
  let added = 0;
  while (added < missing) {
    const count = Math.min(transactionRows, missing - added);
    const rows: ProvidersTable[] = [];
    for (let index = 0; index < count; index += 1) {
      const template = templates[Math.floor(random() * templates.length)] as Template;
      const place = zips[Math.floor(random() * zips.length)] as (typeof zips)[number];
      rows.push({
        ...template,
        npi: syntheticNpi(nextIndex),
        zip: place.zip,
        zip_plus4: null,
        city: place.city,
        state: place.state,
        source: syntheticScaleSource,
        updated_at: updatedAt,
      });
      nextIndex += 1;
    }
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += statementRows) {
        await trx
          .insertInto('providers')
          .values(rows.slice(start, start + statementRows))
          .onConflict((oc) => oc.column('npi').doNothing())
          .execute();
      }
    });
    added += count;
    if (added % (transactionRows * 10) === 0 || added === missing) {
      log(`scale directory: ${String(added)} of ${String(missing)} added`);
    }
  }
  await bumpProvidersVersion(db);
  return { providers: await countOf() };
}
