import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CodeEntry, LookupCodeType } from '@medivi/domain';
import type { Database, ImportRunsTable } from '../../db/schema.js';

/** A code search, already checked by the contract (docs/decisions/0107-code-and-cms.md). */
export interface CodeFilters {
  /** Lower-cased words; each must be part of the code or of a description column. */
  words: readonly string[];
  /** The search text as typed, trimmed; a code equal to it (either case) comes first. */
  text: string | undefined;
  type: LookupCodeType | undefined;
}

/** `word` as a LIKE pattern matching it anywhere, its `%`, `_` and `\` taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * True when every word is part of one of `columns` (lower-cased on both sides, so the match
 * ignores case on SQLite and PostgreSQL alike; `escape` makes `%` and `_` in a word literal).
 */
function matchesEveryWord(columns: readonly Expression<unknown>[], words: readonly string[]) {
  const clauses = words.map((word) => {
    const pattern = containsPattern(word);
    const any = columns.map((column) => sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`);
    return sql<SqlBool>`(${sql.join(any, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(clauses, sql` and `)})`;
}

const typeOrder = sql<number>`case code_type when 'DRG' then 1 when 'APC' then 2 when 'HCPCS' then 3 else 4 end`;

/** The imported reference files' runs, as stored. */
export type ImportRunRow = Pick<
  ImportRunsTable,
  'kind' | 'file' | 'started_at' | 'finished_at' | 'rows_read' | 'rows_written' | 'rows_rejected' | 'status'
>;

/**
 * Reads the codes the imports wrote: DRG, APC and HCPCS from `benchmark_codes` (CMS price files,
 * docs/decisions/0102), NUCC taxonomy codes from `taxonomies`; and the `import_runs` rows. Reads
 * only; the importers own the tables.
 */
export class CodeLookupRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Both tables as one row set of the reply's columns (snake case kept for the outer query). */
  private union(filters: CodeFilters, taxonomySource: string | null) {
    const { words, type } = filters;
    const nullText = sql<string | null>`cast(null as text)`;
    const cms = this.db
      .selectFrom('benchmark_codes as b')
      .select([
        sql<string>`b.code_type`.as('code_type'),
        'b.code as code',
        'b.description as description',
        nullText.as('grouping'),
        nullText.as('classification'),
        nullText.as('specialization'),
        sql<string | null>`b.source`.as('source'),
      ])
      .$if(type !== undefined && type !== 'taxonomy', (q) => q.where('b.code_type', '=', type as 'DRG'))
      .$if(type === 'taxonomy', (q) => q.where(sql<SqlBool>`1 = 0`))
      .$if(words.length > 0, (q) =>
        q.where(matchesEveryWord([sql.ref('b.code'), sql.ref('b.description')], words)),
      );
    const nucc = this.db
      .selectFrom('taxonomies as t')
      .select([
        sql<string>`'taxonomy'`.as('code_type'),
        't.code as code',
        sql<string>`coalesce(t.display_name, t.classification, t.code)`.as('description'),
        't.grouping as grouping',
        't.classification as classification',
        't.specialization as specialization',
        sql<string | null>`cast(${taxonomySource} as text)`.as('source'),
      ])
      .$if(type !== undefined && type !== 'taxonomy', (q) => q.where(sql<SqlBool>`1 = 0`))
      .$if(words.length > 0, (q) =>
        q.where(
          matchesEveryWord(
            [
              sql.ref('t.code'),
              sql.ref('t.display_name'),
              sql.ref('t.grouping'),
              sql.ref('t.classification'),
              sql.ref('t.specialization'),
            ],
            words,
          ),
        ),
      );
    return cms.unionAll(nucc);
  }

  /** How many codes match `filters`. */
  async count(filters: CodeFilters): Promise<number> {
    const row = await this.db
      .selectFrom(this.union(filters, null).as('c'))
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Up to `limit` matching codes after skipping `offset`: a code equal to the search text first,
   * then by type (DRG, APC, HCPCS, taxonomy) and code.
   * @param taxonomySource the file the NUCC codes came from, given as their `source`.
   */
  async find(
    filters: CodeFilters,
    limit: number,
    offset: number,
    taxonomySource: string | null,
  ): Promise<CodeEntry[]> {
    const exact = (filters.text ?? '').toLowerCase();
    const rows = await this.db
      .selectFrom(this.union(filters, taxonomySource).as('c'))
      .selectAll()
      .orderBy(sql`case when lower(code) = ${exact} then 0 else 1 end`)
      .orderBy(typeOrder)
      .orderBy('code')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      codeType: row.code_type as CodeEntry['codeType'],
      code: row.code,
      description: row.description,
      grouping: row.grouping,
      classification: row.classification,
      specialization: row.specialization,
      source: row.source,
    }));
  }

  /**
   * The newest run of each file among the runs of `kinds` (by start, ties by id), newest start
   * first: one row per file however many runs pile up, found through the `import_runs_file` index.
   */
  async latestImportRuns(kinds: readonly string[]): Promise<ImportRunRow[]> {
    if (kinds.length === 0) return [];
    return this.db
      .selectFrom('import_runs as run')
      .select([
        'run.kind',
        'run.file',
        'run.started_at',
        'run.finished_at',
        'run.rows_read',
        'run.rows_written',
        'run.rows_rejected',
        'run.status',
      ])
      .where('run.kind', 'in', kinds)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('import_runs as newer')
              .select('newer.id')
              .whereRef('newer.file', '=', 'run.file')
              .where('newer.kind', 'in', kinds)
              .where((inner) =>
                inner.or([
                  inner('newer.started_at', '>', eb.ref('run.started_at')),
                  inner.and([
                    inner('newer.started_at', '=', eb.ref('run.started_at')),
                    inner('newer.id', '>', eb.ref('run.id')),
                  ]),
                ]),
              ),
          ),
        ),
      )
      .orderBy('run.started_at', 'desc')
      .orderBy('run.id', 'desc')
      .execute();
  }

  /** The file of the newest successful NUCC taxonomy import, or null. */
  async taxonomySource(): Promise<string | null> {
    const row = await this.db
      .selectFrom('import_runs')
      .select('file')
      .where('kind', '=', 'nucc-taxonomy')
      .where('status', '=', 'succeeded')
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.file ?? null;
  }
}
