import type { YearProviders } from '@medivi/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Claim type as the fact table writes it. */
export type FactClaimType = Database['benchmark_facts']['claim_type'];
/** Code type with figures in the fact table. */
export type FactCodeType = Database['benchmark_facts']['code_type'];
/** Provider kind of the dimension table. */
export type ProviderKind = Database['benchmark_providers']['provider_kind'];

/**
 * The facts a chart reads: one claim type, one code type, the selected codes, and the providers
 * of the selection: listed ids, every provider of `kind` in `states`, or, with neither, every
 * provider (the nation).
 */
export interface FactScope {
  claimType: FactClaimType;
  codeType: FactCodeType;
  codes: readonly string[];
  providerIds: readonly string[];
  states: readonly string[];
  kind: ProviderKind;
}

/**
 * A scope with the way its facts are read (`ChartRepository.readScopeOf`): with `byCode`, through
 * the code index, keeping the facts of the states' providers; without, by provider.
 */
export interface ReadScope extends FactScope {
  byCode: boolean;
}

/** One provider's figures for one code in one year, summed over places of service. */
export interface ProviderCodeRow {
  providerId: string;
  code: string;
  numClaims: number;
  billedAvg: number | null;
  medicareAvg: number | null;
}

/** A provider of the dimension table. */
export interface ProviderRow {
  providerId: string;
  kind: ProviderKind;
  name: string;
  city: string | null;
  state: string | null;
}

// Keeps each IN list well under SQLite's and PostgreSQL's bound-parameter limits.
const chunkSize = 900;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize)
    result.push(items.slice(start, start + chunkSize));
  return result;
}

/** A nullable aggregate as a number: PostgreSQL returns bigint sums and counts as strings. */
export const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

type FactsBuilder = ExpressionBuilder<Database & { f: Database['benchmark_facts'] }, 'f'>;

/**
 * Above this many providers in the selected states, a chart reads the facts of its codes through
 * the code index and keeps those of the states' providers; below, it reads each provider's facts
 * by the primary key (provider first). Measured on SQLite with 20 DRGs of FY2011: CA (≈ 300
 * hospitals) is twice as fast by provider, the whole country (≈ 3,400) a third faster by code.
 */
export const wideStateScopeProviders = 1000;

/**
 * The WHERE of a scope (codes and providers), on the facts aliased `f`. With `scope.byCode`, the
 * states' providers are matched on `provider_id || ''`, which no index holds, so that the
 * database reads the codes' facts through the code index instead of seeking every provider.
 */
function inScope(eb: FactsBuilder, scope: ReadScope) {
  const conditions = [
    eb('f.claim_type', '=', scope.claimType),
    eb('f.code_type', '=', scope.codeType),
    eb('f.code', 'in', scope.codes),
  ];
  const providers = [];
  if (scope.providerIds.length > 0) providers.push(eb('f.provider_id', 'in', scope.providerIds));
  if (scope.states.length > 0)
    providers.push(
      eb(
        scope.byCode ? sql<string>`${sql.ref('f.provider_id')} || ''` : eb.ref('f.provider_id'),
        'in',
        eb
          .selectFrom('benchmark_providers')
          .select('provider_id')
          .where('provider_kind', '=', scope.kind)
          .where('state', 'in', scope.states),
      ),
    );
  if (providers.length > 0) conditions.push(eb.or(providers));
  return eb.and(conditions);
}

/**
 * Professional facts of 2012 come twice for some providers and codes: from a per-state file
 * (place of service '') and from the national PUF (F and O, with billed charges). Where a
 * provider, code and year has F/O rows, its '' row is left out, so no service counts twice
 * (docs/decisions/0102 "Importers", "For the API").
 */
function onePlaceOfServiceSource(eb: FactsBuilder, scope: FactScope) {
  if (scope.claimType !== 'professional') return eb.lit(true);
  return eb.or([
    eb('f.place_of_service', '<>', ''),
    eb.not(
      eb.exists(
        eb
          .selectFrom('benchmark_facts as g')
          .select('g.provider_id')
          .whereRef('g.provider_id', '=', 'f.provider_id')
          .whereRef('g.claim_type', '=', 'f.claim_type')
          .whereRef('g.code_type', '=', 'f.code_type')
          .whereRef('g.code', '=', 'f.code')
          .whereRef('g.data_year', '=', 'f.data_year')
          .where('g.place_of_service', '<>', ''),
      ),
    ),
  ]);
}

/** The figures of a scope in one year (`ChartRepository.providerCodeFigures`). */
export interface ScopeFigures {
  rows: ProviderCodeRow[];
  /**
   * The files the scope's facts of that year came from, sorted by UTF-16 code units, when the
   * read could tell them (every group of at most two fact rows: its first and last file are then
   * all its files); null otherwise, when `sourceFiles` reads them.
   */
  sourceFiles: string[] | null;
}

/**
 * The SQL a chart needs (docs/decisions/0102): every read aggregates in the database over the
 * selection's providers and codes, grouped by provider and code; no table is read whole. It keeps
 * nothing between calls: what one read learns and a later one needs (the read path of a scope,
 * the providers per year, the source files) is in what it returns.
 */
export class ChartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The scope with its read path: through the code index when its states hold more than
   * `wideStateScopeProviders` providers of its kind (one count on the state index), else by
   * provider (no query without states).
   */
  async readScopeOf(scope: FactScope): Promise<ReadScope> {
    if (scope.states.length === 0) return { ...scope, byCode: false };
    const row = await this.db
      .selectFrom('benchmark_providers')
      .select((eb) => eb.fn.countAll<number | string>().as('providers'))
      .where('provider_kind', '=', scope.kind)
      .where('state', 'in', scope.states)
      .executeTakeFirst();
    return { ...scope, byCode: Number(row?.providers ?? 0) > wideStateScopeProviders };
  }

  /**
   * Data years with facts for the scope, newest first, each with the number of providers that
   * have facts in it (one query; none without codes).
   */
  async yearsWithProviders(scope: ReadScope): Promise<YearProviders[]> {
    if (scope.codes.length === 0) return [];
    const rows = await this.db
      .selectFrom('benchmark_facts as f')
      .select(['f.data_year', sql<number | string>`count(distinct f.provider_id)`.as('providers')])
      .where((eb) => inScope(eb, scope))
      .groupBy('f.data_year')
      .orderBy('f.data_year', 'desc')
      .execute();
    return rows.map((row) => ({ year: row.data_year, providers: Number(row.providers) }));
  }

  /**
   * Claims and claim-weighted billed and Medicare averages (US dollars per claim) of every
   * provider and code of the scope in `year`, summed over places of service, with the source
   * files when the same read tells them (one query).
   */
  async providerCodeFigures(scope: ReadScope, year: number): Promise<ScopeFigures> {
    const rows = await this.db
      .selectFrom('benchmark_facts as f')
      .select([
        'f.provider_id',
        'f.code',
        sql<number | string>`sum(f.count)`.as('claims'),
        sql<
          number | null
        >`sum(case when f.billed_avg is not null then f.count * f.billed_avg end) * 1.0 / nullif(sum(case when f.billed_avg is not null then f.count end), 0)`.as(
          'billed',
        ),
        sql<
          number | null
        >`sum(case when f.medicare_avg is not null then f.count * f.medicare_avg end) * 1.0 / nullif(sum(case when f.medicare_avg is not null then f.count end), 0)`.as(
          'medicare',
        ),
        sql<string>`min(f.source_file)`.as('first_file'),
        sql<string>`max(f.source_file)`.as('last_file'),
        sql<number | string>`count(*)`.as('fact_rows'),
      ])
      .where((eb) => inScope(eb, scope))
      .where('f.data_year', '=', year)
      .where((eb) => onePlaceOfServiceSource(eb, scope))
      .groupBy(['f.provider_id', 'f.code'])
      .execute();
    // A group of at most two fact rows came from its first and last file; with every group so,
    // those files are all the files of the scope's facts, and sourceFiles needs no read.
    const files = new Set<string>();
    let complete = true;
    for (const row of rows) {
      if (Number(row.fact_rows) > 2) complete = false;
      files.add(row.first_file);
      files.add(row.last_file);
    }
    return {
      rows: rows.map((row) => ({
        providerId: row.provider_id,
        code: row.code,
        numClaims: Number(row.claims),
        billedAvg: numberOrNull(row.billed),
        medicareAvg: numberOrNull(row.medicare),
      })),
      sourceFiles: complete ? [...files].sort() : null,
    };
  }

  /** The files the scope's facts of `year` came from, in the database's order (one query). */
  async sourceFiles(scope: ReadScope, year: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('benchmark_facts as f')
      .select('f.source_file')
      .distinct()
      .where((eb) => inScope(eb, scope))
      .where('f.data_year', '=', year)
      .where((eb) => onePlaceOfServiceSource(eb, scope))
      .orderBy('f.source_file')
      .execute();
    return rows.map((row) => row.source_file);
  }

  /** Providers of the dimension table by id (unknown ids are left out). */
  async providers(ids: readonly string[]): Promise<ProviderRow[]> {
    const result: ProviderRow[] = [];
    for (const part of chunks(ids)) {
      const rows = await this.db
        .selectFrom('benchmark_providers')
        .select(['provider_id', 'provider_kind', 'name', 'city', 'state'])
        .where('provider_id', 'in', part)
        .execute();
      for (const row of rows)
        result.push({
          providerId: row.provider_id,
          kind: row.provider_kind,
          name: row.name,
          city: row.city,
          state: row.state,
        });
    }
    return result;
  }

  /** Descriptions of codes of one type, by code. */
  async codeDescriptions(codeType: FactCodeType, codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('benchmark_codes')
      .select(['code', 'description'])
      .where('code_type', '=', codeType)
      .where('code', 'in', codes)
      .execute();
    return new Map(rows.map((row) => [row.code, row.description]));
  }
}
