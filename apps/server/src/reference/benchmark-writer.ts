import { type Kysely, type RawBuilder, sql } from 'kysely';
import type {
  BenchmarkCodesTable,
  BenchmarkFactsTable,
  BenchmarkProvidersTable,
  Database,
} from '../db/schema.js';
import { BatchWriter } from './batch-writer.js';
import { type FormatRunContext, importRecords, type RowResult, type RowSink } from './format.js';

/** A provider of a price file, without its source and time stamp. */
export type BenchmarkProviderRecord = Omit<BenchmarkProvidersTable, 'source' | 'updated_at'>;
/** A code with its description, without its source and time stamp. */
export type BenchmarkCodeRecord = Omit<BenchmarkCodesTable, 'source' | 'updated_at'>;
/** A fact, without its source file and time stamp. */
export type BenchmarkFactRecord = Omit<BenchmarkFactsTable, 'source_file' | 'updated_at'>;

/** One mapped row of a price file: the fact, and the provider and code it names. */
export interface BenchmarkRow {
  fact: BenchmarkFactRecord;
  provider: BenchmarkProviderRecord;
  /** null when the file gives no description for the code. */
  code: BenchmarkCodeRecord | null;
}

/** The key of a fact (the table's primary key). */
export function factKey(fact: BenchmarkFactRecord): string {
  return [
    fact.provider_id,
    fact.claim_type,
    fact.code_type,
    fact.code,
    fact.data_year,
    fact.place_of_service,
  ].join('\u0000');
}

function weightedAverage(a: number | null, countA: number, b: number | null, countB: number): number | null {
  if (a === null) return b;
  if (b === null) return a;
  const total = countA + countB;
  return total === 0 ? (a + b) / 2 : (a * countA + b * countB) / total;
}

/**
 * Merges two rows of one file with the same key (the physician files list an NPI and HCPCS code
 * once per place of service when they carry no place-of-service column): counts and beneficiaries
 * add up, per-unit averages are weighted by count. A figure missing on one side takes the other's.
 * The SQL upsert of {@link BenchmarkFactSink} applies the same rule to rows of the same file in
 * different batches.
 */
export function mergeFacts(earlier: BenchmarkFactRecord, later: BenchmarkFactRecord): BenchmarkFactRecord {
  const beneficiaries =
    earlier.beneficiaries === null && later.beneficiaries === null
      ? null
      : (earlier.beneficiaries ?? 0) + (later.beneficiaries ?? 0);
  const average = (field: 'billed_avg' | 'allowed_avg' | 'medicare_avg' | 'total_payment_avg') =>
    weightedAverage(earlier[field], earlier.count, later[field], later.count);
  return {
    ...later,
    count: earlier.count + later.count,
    beneficiaries,
    billed_avg: average('billed_avg'),
    allowed_avg: average('allowed_avg'),
    medicare_avg: average('medicare_avg'),
    total_payment_avg: average('total_payment_avg'),
  };
}

/** Keeps the later row's non-empty values over the earlier's. */
function mergeProviders(
  earlier: BenchmarkProviderRecord,
  later: BenchmarkProviderRecord,
): BenchmarkProviderRecord {
  return {
    provider_id: later.provider_id,
    provider_kind: later.provider_kind,
    name: later.name,
    address: later.address ?? earlier.address,
    city: later.city ?? earlier.city,
    state: later.state ?? earlier.state,
    zip: later.zip ?? earlier.zip,
    specialty: later.specialty ?? earlier.specialty,
  };
}

const existing = (column: string) => sql.ref(`benchmark_facts.${column}`);
const incoming = (column: string) => sql.ref(`excluded.${column}`);
const sameFile = sql`${existing('source_file')} = ${incoming('source_file')}`;

/** SQL of {@link mergeFacts} for one average column, or the incoming value for a row of another file. */
function mergedAverageSql(column: string): RawBuilder<number | null> {
  const a = existing(column);
  const b = incoming(column);
  const ca = existing('count');
  const cb = incoming('count');
  return sql<number | null>`CASE WHEN NOT (${sameFile}) OR ${a} IS NULL THEN ${b}
    WHEN ${b} IS NULL THEN ${a}
    WHEN ${ca} + ${cb} = 0 THEN (${a} + ${b}) / 2
    ELSE (${a} * ${ca} + ${b} * ${cb}) / (${ca} + ${cb}) END`;
}

/** Rows per file remembered as already written (providers, codes); the memory bound of the sets. */
const seenLimit = 100_000;

/** A set that forgets everything when it reaches {@link seenLimit} entries, to bound memory. */
class BoundedSeen {
  private keys = new Set<string>();
  /** True the first time `key` is offered since the last reset. */
  firstTime(key: string): boolean {
    if (this.keys.has(key)) return false;
    if (this.keys.size >= seenLimit) this.keys = new Set();
    this.keys.add(key);
    return true;
  }
}

/**
 * Writes the rows of one price file into `benchmark_facts`, `benchmark_providers` and
 * `benchmark_codes`. Call {@link start} first: it deletes the facts an earlier import of the same
 * file name wrote, so a re-import writes the same rows again (idempotent) while rows repeating a
 * key inside the file merge by {@link mergeFacts} — in memory within a batch, in the upsert across
 * batches. A fact of another file with the same key is replaced (the later file wins). Providers:
 * the later file's non-empty name, address and specialty win; codes: the later description wins.
 * Written counts are facts.
 */
export class BenchmarkFactSink implements RowSink<BenchmarkRow> {
  private readonly facts: BatchWriter<BenchmarkFactRecord>;
  private readonly providers: BatchWriter<BenchmarkProviderRecord>;
  private readonly codes: BatchWriter<BenchmarkCodeRecord>;
  private readonly seenProviders = new BoundedSeen();
  private readonly seenCodes = new BoundedSeen();
  private readonly sourceFile: string;

  constructor(private readonly context: FormatRunContext) {
    const { db, now, tally } = context;
    const sourceFile = context.source.file;
    this.sourceFile = sourceFile;
    this.facts = new BatchWriter<BenchmarkFactRecord>({
      db,
      columns: 14,
      keyOf: factKey,
      merge: mergeFacts,
      onWritten: (rows) => {
        tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        const updatedAt = now();
        await trx
          .insertInto('benchmark_facts')
          .values(rows.map((row) => ({ ...row, source_file: sourceFile, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc
              .columns(['provider_id', 'claim_type', 'code_type', 'code', 'data_year', 'place_of_service'])
              .doUpdateSet({
                count: sql<number>`CASE WHEN ${sameFile} THEN ${existing('count')} + ${incoming('count')}
                  ELSE ${incoming('count')} END`,
                beneficiaries: sql<
                  number | null
                >`CASE WHEN NOT (${sameFile}) THEN ${incoming('beneficiaries')}
                  WHEN ${existing('beneficiaries')} IS NULL THEN ${incoming('beneficiaries')}
                  WHEN ${incoming('beneficiaries')} IS NULL THEN ${existing('beneficiaries')}
                  ELSE ${existing('beneficiaries')} + ${incoming('beneficiaries')} END`,
                billed_avg: mergedAverageSql('billed_avg'),
                allowed_avg: mergedAverageSql('allowed_avg'),
                medicare_avg: mergedAverageSql('medicare_avg'),
                total_payment_avg: mergedAverageSql('total_payment_avg'),
                source_file: (eb) => eb.ref('excluded.source_file'),
                updated_at: (eb) => eb.ref('excluded.updated_at'),
              }),
          )
          .execute();
      },
    });
    this.providers = new BatchWriter<BenchmarkProviderRecord>({
      db,
      columns: 10,
      keyOf: (row) => row.provider_id,
      merge: mergeProviders,
      write: async (trx, rows) => {
        const updatedAt = now();
        await trx
          .insertInto('benchmark_providers')
          .values(rows.map((row) => ({ ...row, source: sourceFile, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc.column('provider_id').doUpdateSet((eb) => ({
              provider_kind: eb.ref('excluded.provider_kind'),
              name: eb.ref('excluded.name'),
              address: eb.fn.coalesce('excluded.address', 'benchmark_providers.address'),
              city: eb.fn.coalesce('excluded.city', 'benchmark_providers.city'),
              state: eb.fn.coalesce('excluded.state', 'benchmark_providers.state'),
              zip: eb.fn.coalesce('excluded.zip', 'benchmark_providers.zip'),
              specialty: eb.fn.coalesce('excluded.specialty', 'benchmark_providers.specialty'),
              source: eb.ref('excluded.source'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      },
    });
    this.codes = new BatchWriter<BenchmarkCodeRecord>({
      db,
      columns: 5,
      keyOf: (row) => `${row.code_type} ${row.code}`,
      write: async (trx, rows) => {
        const updatedAt = now();
        await trx
          .insertInto('benchmark_codes')
          .values(rows.map((row) => ({ ...row, source: sourceFile, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc.columns(['code_type', 'code']).doUpdateSet((eb) => ({
              description: eb.ref('excluded.description'),
              source: eb.ref('excluded.source'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      },
    });
  }

  /**
   * Deletes the facts an earlier import of this file wrote (see the class comment). The delete
   * scans the fact table (it has no index on the file), so it runs only when `import_runs` shows
   * an earlier run of the file name besides the current one: never on a first start.
   */
  async start(): Promise<void> {
    const runs = await this.context.db
      .selectFrom('import_runs')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('runs'))
      .where('file', '=', this.sourceFile)
      .executeTakeFirst();
    if (Number(runs?.runs ?? 0) !== 1) await deleteFactsOfFile(this.context.db, this.sourceFile);
  }

  add(row: BenchmarkRow): boolean {
    let full = this.facts.add(row.fact);
    if (this.seenProviders.firstTime(row.provider.provider_id)) {
      full = this.providers.add(row.provider) || full;
    }
    if (row.code !== null && this.seenCodes.firstTime(`${row.code.code_type} ${row.code.code}`)) {
      full = this.codes.add(row.code) || full;
    }
    return full;
  }

  async flush(): Promise<void> {
    await this.providers.flush();
    await this.codes.flush();
    await this.facts.flush();
  }
}

/** Deletes the facts whose `source_file` is `file` (before re-importing that file). */
export async function deleteFactsOfFile(db: Kysely<Database>, file: string): Promise<void> {
  await db.deleteFrom('benchmark_facts').where('source_file', '=', file).execute();
}

/**
 * Imports the rows of a price file through a {@link BenchmarkFactSink}: deletes the file's earlier
 * facts, then maps and writes every row (bad rows are reported with their line, never fatal).
 */
export async function importBenchmarkRows(
  context: FormatRunContext,
  map: (fields: readonly string[]) => RowResult<BenchmarkRow>,
): Promise<void> {
  const sink = new BenchmarkFactSink(context);
  await sink.start();
  await importRecords(context, map, sink);
}
