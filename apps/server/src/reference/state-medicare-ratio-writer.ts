import { type Kysely, sql } from 'kysely';
import type { ComparisonCategory } from '@medivi/domain';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { Clock } from '../platform/clock.js';
import type { FormatKind } from './format.js';
import type { FileImportResult } from './import-file.js';
import { type RatioSums, resolveMedicareRatios } from './state-medicare-ratios.js';

/**
 * Rebuilds `state_medicare_ratios` (migration 0010) from the imported CMS facts (issue 18;
 * docs/decisions/0104), for every benchmark import to call when it finishes.
 */

/** The layouts whose rows feed a per-state ratio. */
const ratioSourceKinds: ReadonlySet<FormatKind> = new Set([
  'cms-inpatient-geography',
  'cms-outpatient-apc',
  'cms-physician-puf',
  'cms-physician-provider-service',
  'cms-physician-services-2012',
]);

interface SumsRow {
  state: string | null;
  data_year: number;
  billed: number | string | null;
  medicare: number | string | null;
  services: number | string | null;
  providers: number | string;
  first_file: string | null;
  last_file: string | null;
}

function toSums(rows: readonly SumsRow[]): RatioSums[] {
  return rows.flatMap((row) =>
    row.state === null || row.first_file === null
      ? []
      : [
          {
            state: row.state,
            dataYear: row.data_year,
            billed: Number(row.billed ?? 0),
            medicare: Number(row.medicare ?? 0),
            services: Number(row.services ?? 0),
            providers: Number(row.providers),
            sourceFile:
              row.last_file === null || row.last_file === row.first_file
                ? row.first_file
                : `${row.first_file}, ${row.last_file}`,
          },
        ],
  );
}

/**
 * Σ discharges × average covered charges and Σ discharges × average Medicare payment per state
 * and data year, from the state rows of the inpatient by-geography files (`benchmark_area_facts`).
 */
async function inpatientSums(db: Kysely<Database>): Promise<RatioSums[]> {
  const rows = await db
    .selectFrom('benchmark_area_facts')
    .where('claim_type', '=', 'inpatient')
    .where('area', '<>', 'US')
    .where('billed_avg', 'is not', null)
    .where('medicare_avg', 'is not', null)
    .groupBy(['area', 'data_year'])
    .select([
      'area as state',
      'data_year',
      sql<number>`sum(count * billed_avg)`.as('billed'),
      sql<number>`sum(count * medicare_avg)`.as('medicare'),
      sql<number>`sum(count)`.as('services'),
      sql<number>`0`.as('providers'),
      sql<string>`min(source_file)`.as('first_file'),
      sql<string>`max(source_file)`.as('last_file'),
    ])
    .execute();
  return toSums(rows);
}

/**
 * The same sums per provider state and data year over the providers' price facts of a claim type
 * (`benchmark_facts` joined to `benchmark_providers`), rows with both averages only: the
 * comprehensive APC files for outpatient; for professional, the physician files with submitted
 * charges (the 2012 per-state files have none, so their rows drop out).
 */
async function providerSums(
  db: Kysely<Database>,
  claimType: 'outpatient' | 'professional',
): Promise<RatioSums[]> {
  const rows = await db
    .selectFrom('benchmark_facts as f')
    .innerJoin('benchmark_providers as p', 'p.provider_id', 'f.provider_id')
    .where('f.claim_type', '=', claimType)
    .where('f.billed_avg', 'is not', null)
    .where('f.medicare_avg', 'is not', null)
    .where('p.state', 'is not', null)
    .groupBy(['p.state', 'f.data_year'])
    .select([
      'p.state as state',
      'f.data_year as data_year',
      sql<number>`sum(f.count * f.billed_avg)`.as('billed'),
      sql<number>`sum(f.count * f.medicare_avg)`.as('medicare'),
      sql<number>`sum(f.count)`.as('services'),
      sql<number>`count(distinct f.provider_id)`.as('providers'),
      sql<string>`min(f.source_file)`.as('first_file'),
      sql<string>`max(f.source_file)`.as('last_file'),
    ])
    .execute();
  return toSums(rows);
}

/**
 * Recomputes the ratio of every state and category from the facts now in the database and
 * replaces the table's rows in one transaction, so running it twice writes the same rows.
 * @returns how many figures were written and how many of them are derived from CMS files (the
 * rest are the spec's examples or defaults).
 */
export async function rebuildStateMedicareRatios(
  handle: DatabaseHandle,
  clock: Clock,
): Promise<{ written: number; derived: number }> {
  const sums: Record<ComparisonCategory, RatioSums[]> = {
    inpatient: await inpatientSums(handle.db),
    outpatient: await providerSums(handle.db, 'outpatient'),
    professional: await providerSums(handle.db, 'professional'),
  };
  const figures = resolveMedicareRatios(sums);
  const now = clock.now().toISOString();
  await handle.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('state_medicare_ratios').execute();
    await trx
      .insertInto('state_medicare_ratios')
      .values(
        figures.map(({ state, category, figure }) => ({
          state,
          category,
          ratio: figure.ratio,
          source: figure.source,
          data_year: figure.dataYear,
          source_file: figure.sourceFile,
          note: figure.note,
          updated_at: now,
        })),
      )
      .execute();
  });
  return { written: figures.length, derived: figures.filter(({ figure }) => figure.source === 'cms').length };
}

/**
 * Called when an import finishes: rebuilds the ratios when a file of a ratio-feeding layout was
 * written (imported, or failed after writing part of its rows), or when the table is still empty
 * (a database whose CMS files were imported before migration 0010). Logs one line when it rebuilds.
 */
export async function refreshStateMedicareRatios(
  handle: DatabaseHandle,
  results: readonly FileImportResult[],
  options: { log: (line: string) => void; clock: Clock },
): Promise<void> {
  const fed = results.some(
    (result) =>
      result.kind !== null &&
      ratioSourceKinds.has(result.kind) &&
      (result.status === 'imported' || result.status === 'failed'),
  );
  const existing = await handle.db.selectFrom('state_medicare_ratios').select('state').limit(1).execute();
  if (!fed && existing.length > 0) return;
  const { written, derived } = await rebuildStateMedicareRatios(handle, options.clock);
  options.log(
    `state Medicare ratios: ${String(derived)} of ${String(written)} figures derived from CMS files`,
  );
}
