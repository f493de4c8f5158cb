import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FactClaimType, FactCodeType, ProviderKind } from './chart.repository.js';

/** The facts the match counts of the options are taken against: the other selection. */
export interface MatchScope {
  claimType: FactClaimType;
  codeType: FactCodeType;
  /** Selected codes (for provider options); empty: any code. */
  codes: readonly string[];
  /** Selected provider ids (for code options); with `states` empty too: any provider. */
  providerIds: readonly string[];
  states: readonly string[];
  kind: ProviderKind;
}

/** `text` as a LIKE pattern that matches it literally (`!` escapes). */
export function likeLiteral(text: string): string {
  return text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`);
}

const countOf = (value: unknown): number => Number(value ?? 0);

/**
 * The reads of `POST /api/autocomplete/{query}` (docs/decisions/0102): at most `limit` providers
 * or codes matching the text, and their match counts for those few options only.
 */
export class AutocompleteRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Providers of `kind` whose name contains the text, or whose city or id starts with it. */
  async findProviders(kind: ProviderKind, text: string, limit: number) {
    const pattern = likeLiteral(text);
    return this.db
      .selectFrom('benchmark_providers')
      .select(['provider_id', 'name', 'city', 'state'])
      .where('provider_kind', '=', kind)
      .where((eb) =>
        eb.or([
          eb(sql`lower(name)`, 'like', sql<string>`${`%${pattern}%`} escape '!'`),
          eb(sql`lower(city)`, 'like', sql<string>`${`${pattern}%`} escape '!'`),
          eb('provider_id', 'like', sql<string>`${`${pattern}%`} escape '!'`),
        ]),
      )
      .orderBy('name')
      .orderBy('provider_id')
      .limit(limit)
      .execute();
  }

  /** The providers of these ids, with the names the latest import gave them. */
  providersByIds(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('benchmark_providers')
      .select(['provider_id', 'name', 'city', 'state'])
      .where('provider_id', 'in', ids)
      .execute();
  }

  /** The codes of `codeType` among `codes`, with their descriptions as imported. */
  codesByIds(codeType: FactCodeType, codes: readonly string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('benchmark_codes')
      .select(['code', 'description'])
      .where('code_type', '=', codeType)
      .where('code', 'in', codes)
      .execute();
  }

  /** Codes of `codeType` that start with the text or whose description contains it. */
  async findCodes(codeType: FactCodeType, text: string, limit: number) {
    const pattern = likeLiteral(text);
    return this.db
      .selectFrom('benchmark_codes')
      .select(['code', 'description'])
      .where('code_type', '=', codeType)
      .where((eb) =>
        eb.or([
          eb(sql`lower(code)`, 'like', sql<string>`${`${pattern}%`} escape '!'`),
          eb(sql`lower(description)`, 'like', sql<string>`${`%${pattern}%`} escape '!'`),
        ]),
      )
      .orderBy('code')
      .limit(limit)
      .execute();
  }

  /** For each provider: how many distinct codes of the scope (the selected ones, or any) it has facts for. */
  async codesPerProvider(providerIds: readonly string[], scope: MatchScope): Promise<Map<string, number>> {
    if (providerIds.length === 0) return new Map();
    let query = this.db
      .selectFrom('benchmark_facts')
      .select(['provider_id', sql<number | string>`count(distinct code)`.as('matches')])
      .where('provider_id', 'in', providerIds)
      .where('claim_type', '=', scope.claimType)
      .where('code_type', '=', scope.codeType);
    if (scope.codes.length > 0) query = query.where('code', 'in', scope.codes);
    const rows = await query.groupBy('provider_id').execute();
    return new Map(rows.map((row) => [row.provider_id, countOf(row.matches)]));
  }

  /** For each state: how many providers of the scope's kind there have facts for the scope's codes (or any). */
  async providersPerState(states: readonly string[], scope: MatchScope): Promise<Map<string, number>> {
    if (states.length === 0) return new Map();
    let query = this.db
      .selectFrom('benchmark_facts as f')
      .innerJoin('benchmark_providers as p', 'p.provider_id', 'f.provider_id')
      .select(['p.state', sql<number | string>`count(distinct f.provider_id)`.as('matches')])
      .where('p.provider_kind', '=', scope.kind)
      .where('p.state', 'in', states)
      .where('f.claim_type', '=', scope.claimType)
      .where('f.code_type', '=', scope.codeType);
    if (scope.codes.length > 0) query = query.where('f.code', 'in', scope.codes);
    const rows = await query.groupBy('p.state').execute();
    return new Map(rows.map((row) => [row.state ?? '', countOf(row.matches)]));
  }

  /** For each code: how many providers of the scope (the selected ones, or any) have facts for it. */
  async providersPerCode(codes: readonly string[], scope: MatchScope): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    let query = this.db
      .selectFrom('benchmark_facts as f')
      .select(['f.code', sql<number | string>`count(distinct f.provider_id)`.as('matches')])
      .where('f.claim_type', '=', scope.claimType)
      .where('f.code_type', '=', scope.codeType)
      .where('f.code', 'in', codes);
    const { providerIds, states, kind } = scope;
    if (providerIds.length > 0 || states.length > 0)
      query = query.where((eb) =>
        eb.or([
          ...(providerIds.length > 0 ? [eb('f.provider_id', 'in', providerIds)] : []),
          ...(states.length > 0
            ? [
                eb(
                  'f.provider_id',
                  'in',
                  eb
                    .selectFrom('benchmark_providers')
                    .select('provider_id')
                    .where('provider_kind', '=', kind)
                    .where('state', 'in', states),
                ),
              ]
            : []),
        ]),
      );
    const rows = await query.groupBy('f.code').execute();
    return new Map(rows.map((row) => [row.code, countOf(row.matches)]));
  }
}
