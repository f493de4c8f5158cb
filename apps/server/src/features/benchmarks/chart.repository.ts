import type { YearProviders } from '@medivi/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ImportMemo } from './import-memo.js';

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

/** One provider's figures for one code in one year, summed over places of service. */
export interface ProviderCodeRow {
  providerId: string;
  code: string;
  numClaims: number;
  billedAvg: number | null;
  medicareAvg: number | null;
}

/** A hospital's newest cost-to-charge ratio, the year of its cost report and the file. */
export interface NewestCostToChargeRatio {
  ratio: number;
  reportYear: number;
  sourceFile: string;
}

/** A hospital's newest HVBP total performance score (null when not scored), its fiscal year and file. */
export interface NewestQualityScore {
  score: number | null;
  fiscalYear: number;
  sourceFile: string;
}

interface HospitalFigures {
  ratios: Map<string, NewestCostToChargeRatio>;
  scores: Map<string, NewestQualityScore>;
}

/** The entries of `all` for `keys` (keys without one are left out). */
function pick<T>(all: ReadonlyMap<string, T>, keys: readonly string[]): Map<string, T> {
  const result = new Map<string, T>();
  for (const key of keys) {
    const value = all.get(key);
    if (value !== undefined) result.set(key, value);
  }
  return result;
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
const numberOrNull = (value: unknown): number | null =>
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
 * The WHERE of a scope (codes and providers), on the facts aliased `f`. With `byCode`, the
 * states' providers are matched on `provider_id || ''`, which no index holds, so that the
 * database reads the codes' facts through the code index instead of seeking every provider.
 */
function inScope(eb: FactsBuilder, scope: FactScope, byCode = false) {
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
        byCode ? sql<string>`${sql.ref('f.provider_id')} || ''` : eb.ref('f.provider_id'),
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

/**
 * The SQL a chart needs (docs/decisions/0102): every read aggregates in the database over the
 * selection's providers and codes, grouped by provider and code; no table is read whole.
 */
export class ChartRepository {
  /** Providers per data year of the scopes `availableYears` has read (one request's scope). */
  private readonly providerCounts = new WeakMap<FactScope, Map<number, number>>();
  /** Files per data year of the scopes `providerCodeFigures` has read, when they are all known. */
  private readonly sourcesRead = new WeakMap<FactScope, Map<number, string[]>>();
  /** Whether each scope seen is read through the code index (`readsByCode`). */
  private readonly byCodeScopes = new WeakMap<FactScope, boolean>();
  /** Every hospital's newest cost-to-charge ratio and HVBP score, until the next import. */
  private readonly hospitalFigures: ImportMemo<HospitalFigures>;

  constructor(private readonly db: Kysely<Database>) {
    this.hospitalFigures = new ImportMemo(db, () => this.readHospitalFigures());
  }

  /**
   * Data years with facts for the scope, newest first. The same read counts each year's providers,
   * which `countProviders` then answers for this scope object without reading again.
   */
  async availableYears(scope: FactScope): Promise<number[]> {
    if (scope.codes.length === 0) return [];
    const byCode = await this.readsByCode(scope);
    const rows = await this.db
      .selectFrom('benchmark_facts as f')
      .select(['f.data_year', sql<number | string>`count(distinct f.provider_id)`.as('providers')])
      .where((eb) => inScope(eb, scope, byCode))
      .groupBy('f.data_year')
      .orderBy('f.data_year', 'desc')
      .execute();
    this.providerCounts.set(scope, new Map(rows.map((row) => [row.data_year, Number(row.providers)])));
    return rows.map((row) => row.data_year);
  }

  /**
   * Providers with facts for the scope in each of `years` (as `availableYears` gave them), same
   * order; read again only when `availableYears` did not read this scope object.
   */
  async providersPerYear(scope: FactScope, years: readonly number[]): Promise<YearProviders[]> {
    const counts = await Promise.all(years.map((year) => this.countProviders(scope, year)));
    return years.map((year, index) => ({ year, providers: counts[index] ?? 0 }));
  }

  /** How many providers have facts for the scope in `year`. */
  async countProviders(scope: FactScope, year: number): Promise<number> {
    const counted = this.providerCounts.get(scope);
    if (counted !== undefined) return counted.get(year) ?? 0;
    const byCode = await this.readsByCode(scope);
    const row = await this.db
      .selectFrom('benchmark_facts as f')
      .select(sql<number | string>`count(distinct f.provider_id)`.as('providers'))
      .where((eb) => inScope(eb, scope, byCode))
      .where('f.data_year', '=', year)
      .executeTakeFirst();
    return Number(row?.providers ?? 0);
  }

  /**
   * Claims and claim-weighted billed and Medicare averages (US dollars per claim) of every
   * provider and code of the scope in `year`, summed over places of service.
   */
  async providerCodeFigures(scope: FactScope, year: number): Promise<ProviderCodeRow[]> {
    const byCode = await this.readsByCode(scope);
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
      .where((eb) => inScope(eb, scope, byCode))
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
    const known = this.sourcesRead.get(scope) ?? new Map<number, string[]>();
    if (complete) known.set(year, [...files].sort());
    else known.delete(year);
    this.sourcesRead.set(scope, known);
    return rows.map((row) => ({
      providerId: row.provider_id,
      code: row.code,
      numClaims: Number(row.claims),
      billedAvg: numberOrNull(row.billed),
      medicareAvg: numberOrNull(row.medicare),
    }));
  }

  /**
   * The files the scope's facts of `year` came from, sorted (by UTF-16 code units when
   * `providerCodeFigures` has read them for this scope object, else in the database's order).
   */
  async sourceFiles(scope: FactScope, year: number): Promise<string[]> {
    const read = this.sourcesRead.get(scope)?.get(year);
    if (read !== undefined) return [...read];
    const byCode = await this.readsByCode(scope);
    const rows = await this.db
      .selectFrom('benchmark_facts as f')
      .select('f.source_file')
      .distinct()
      .where((eb) => inScope(eb, scope, byCode))
      .where('f.data_year', '=', year)
      .where((eb) => onePlaceOfServiceSource(eb, scope))
      .orderBy('f.source_file')
      .execute();
    return rows.map((row) => row.source_file);
  }

  /**
   * Whether the scope's facts are read through the code index: when its states hold more than
   * `wideStateScopeProviders` providers of its kind (one count on the state index, once per scope).
   */
  private async readsByCode(scope: FactScope): Promise<boolean> {
    if (scope.states.length === 0) return false;
    const known = this.byCodeScopes.get(scope);
    if (known !== undefined) return known;
    const row = await this.db
      .selectFrom('benchmark_providers')
      .select((eb) => eb.fn.countAll<number | string>().as('providers'))
      .where('provider_kind', '=', scope.kind)
      .where('state', 'in', scope.states)
      .executeTakeFirst();
    const byCode = Number(row?.providers ?? 0) > wideStateScopeProviders;
    this.byCodeScopes.set(scope, byCode);
    return byCode;
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

  /** Each hospital's newest cost report with a cost-to-charge ratio: the ratio, its year and file. */
  async newestCostToChargeRatios(ccns: readonly string[]): Promise<Map<string, NewestCostToChargeRatio>> {
    const { ratios } = await this.hospitalFigures.get();
    return pick(ratios, ccns);
  }

  /** Each hospital's newest HVBP total performance score, its fiscal year and file. */
  async newestQualityScores(ccns: readonly string[]): Promise<Map<string, NewestQualityScore>> {
    const { scores } = await this.hospitalFigures.get();
    return pick(scores, ccns);
  }

  /**
   * Every hospital's newest cost-to-charge ratio (newest report year with a ratio) and newest HVBP
   * total performance score (newest fiscal year), by CCN: a few thousand rows a year.
   */
  private async readHospitalFigures(): Promise<HospitalFigures> {
    const ratios = new Map<string, NewestCostToChargeRatio>();
    const reports = await this.db
      .selectFrom('hospital_cost_reports')
      .select(['ccn', 'report_year', 'cost_to_charge_ratio', 'source_file'])
      .where('cost_to_charge_ratio', 'is not', null)
      .orderBy('report_year', 'desc')
      .execute();
    for (const row of reports) {
      if (ratios.has(row.ccn) || row.cost_to_charge_ratio === null) continue;
      ratios.set(row.ccn, {
        ratio: row.cost_to_charge_ratio,
        reportYear: row.report_year,
        sourceFile: row.source_file,
      });
    }
    const scores = new Map<string, NewestQualityScore>();
    const quality = await this.db
      .selectFrom('hospital_quality')
      .select(['ccn', 'fiscal_year', 'total_performance_score', 'source_file'])
      .orderBy('fiscal_year', 'desc')
      .execute();
    for (const row of quality) {
      if (scores.has(row.ccn)) continue;
      scores.set(row.ccn, {
        score: numberOrNull(row.total_performance_score),
        fiscalYear: row.fiscal_year,
        sourceFile: row.source_file,
      });
    }
    return { ratios, scores };
  }
}
