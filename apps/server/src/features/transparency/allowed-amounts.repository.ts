import { type Kysely, sql } from 'kysely';
import {
  type AllowedAmountRow,
  billingCodeVersionOf,
  minimumClaimsPerProviderAndCode,
  planYearBoundaryIn,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';

/** One plan and the window of service dates its allowed-amounts file covers (yyyy-mm-dd). */
export interface AllowedAmountsScope {
  planId: string;
  planYearStartMonth: number;
  window: { from: string; to: string };
}

/** What the allowed-amounts file of a scope holds and leaves out (publication log figures). */
export interface AllowedAmountsCounts {
  codes: number;
  providers: number;
  claims: number;
  leftOutPairs: number;
  leftOutClaims: number;
  unreportableClaims: number;
}

/** Rows read from the database per batch while streaming. */
const streamBatchRows = 5000;

// Portable CASE expressions (SQLite and PostgreSQL) mirroring the domain's rules
// (packages/domain/src/transparency/rules.ts: reportedBillingCodeType, reportedTin,
// reportedBillingClass, isPlaceOfServiceCode); the integration test recomputes them in code.
const npi = sql<string | null>`coalesce(nullif(c.billing_provider_npi, ''), nullif(c.provider_npi, ''))`;
const billingCodeType = sql<string>`case c.code_type when 'DRG' then 'MS-DRG' when 'APC' then 'APC'
  else case when substr(c.code, 1, 1) between '0' and '9' then 'CPT' else 'HCPCS' end end`;
const billingClass = sql<string>`case when c.billing_class in ('professional', 'institutional')
  then c.billing_class when c.claim_type = 'professional' then 'professional' else 'institutional' end`;
const placeOfService = sql<string | null>`case when length(c.place_of_service) = 2
  and substr(c.place_of_service, 1, 1) between '0' and '9'
  and substr(c.place_of_service, 2, 1) between '0' and '9'
  and c.place_of_service <> '00' then c.place_of_service else null end`;
const tinType = sql<string>`case when coalesce(c.billing_provider_tin, '') <> '' then 'ein' else 'npi' end`;
const tinValue = sql<string>`coalesce(nullif(c.billing_provider_tin, ''), ${npi})`;

/**
 * The allowed-amounts queries of one plan (issue 34; 29 CFR 2590.715-2715A(b)(1)(ii)): claims with
 * a service date in the window, not denied, with a DRG, APC or HCPCS code, an NPI, amounts of at
 * least 0 and, for a professional claim, a place of service. Kysely only.
 */
export class AllowedAmountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The window's claims in the file's terms (a common table expression). */
  private reportable(scope: AllowedAmountsScope) {
    const boundary = planYearBoundaryIn(scope.window, scope.planYearStartMonth);
    const before = billingCodeVersionOf(scope.window.from, scope.planYearStartMonth);
    const version =
      boundary === null
        ? sql<string>`${sql.lit(before)}`
        : sql<string>`case when c.service_date_from >= ${boundary} then ${sql.lit(billingCodeVersionOf(boundary, scope.planYearStartMonth))} else ${sql.lit(before)} end`;
    return this.db.with('r', (qb) =>
      qb
        .selectFrom('claims as c')
        .where('c.plan_id', '=', scope.planId)
        .where('c.service_date_from', '>=', scope.window.from)
        .where('c.service_date_from', '<=', scope.window.to)
        .where('c.claim_status', '<>', 'denied')
        .where('c.code_type', 'in', ['DRG', 'APC', 'HCPCS'])
        .where('c.code', 'is not', null)
        .where('c.code', '<>', '')
        .where(npi, 'is not', null)
        .where('c.allowed', '>=', 0)
        .where('c.billed', '>=', 0)
        .where((eb) => eb.or([eb(billingClass, '<>', 'professional'), eb(placeOfService, 'is not', null)]))
        .select([
          billingCodeType.as('billing_code_type'),
          'c.code_type as source_code_type',
          version.as('version'),
          sql<string>`c.code`.as('billing_code'),
          tinType.as('tin_type'),
          tinValue.as('tin_value'),
          billingClass.as('billing_class'),
          placeOfService.as('place_of_service'),
          'c.allowed',
          'c.billed',
          sql<string>`${npi}`.as('npi'),
        ]),
    );
  }

  /** Counts per provider and code in the window, with whether the pair reaches the file. */
  private pairs(scope: AllowedAmountsScope) {
    return this.reportable(scope).with('pairs', (qb) =>
      qb
        .selectFrom('r')
        .select(['billing_code_type', 'version', 'billing_code', 'npi', sql<number>`count(*)`.as('claims')])
        .groupBy(['billing_code_type', 'version', 'billing_code', 'npi']),
    );
  }

  /**
   * The file's rows in the order `allowedAmountsJsonChunks` takes them, read in batches: one row
   * per code, TIN, billing class, place of service, allowed amount, billed charge and NPI, of
   * providers with at least `minimumClaimsPerProviderAndCode` claims of the code.
   */
  async *streamRows(scope: AllowedAmountsScope): AsyncGenerator<AllowedAmountRow> {
    for await (const row of this.rowsQuery(scope).stream(streamBatchRows)) {
      yield {
        billingCodeType: row.billing_code_type,
        billingCodeTypeVersion: row.version,
        billingCode: row.billing_code,
        description: row.description,
        tinType: row.tin_type === 'ein' ? 'ein' : 'npi',
        tinValue: row.tin_value,
        billingClass: row.billing_class === 'professional' ? 'professional' : 'institutional',
        placeOfService: row.place_of_service,
        allowedAmount: row.allowed,
        billedCharge: row.billed,
        npi: row.npi,
        claims: row.claims,
      };
    }
  }

  /**
   * The query of `streamRows`. The 20-claim rule counts each claim's provider and code with a window
   * function over the same rows: one sort, where a join of the claims to their per-pair counts made
   * SQLite evaluate the claim expressions once per pair (minutes at 40,000 claims).
   */
  rowsQuery(scope: AllowedAmountsScope) {
    return this.reportable(scope)
      .with('w', (qb) =>
        qb
          .selectFrom('r')
          .selectAll()
          .select(
            sql<number>`count(*) over (partition by billing_code_type, version, billing_code, npi)`.as(
              'pair_claims',
            ),
          ),
      )
      .selectFrom('w as r')
      .leftJoin('benchmark_codes as b', (join) =>
        join.onRef('b.code_type', '=', 'r.source_code_type').onRef('b.code', '=', 'r.billing_code'),
      )
      .where('r.pair_claims', '>=', minimumClaimsPerProviderAndCode)
      .select([
        'r.billing_code_type',
        'r.version',
        'r.billing_code',
        'b.description',
        'r.tin_type',
        'r.tin_value',
        'r.billing_class',
        'r.place_of_service',
        'r.allowed',
        'r.billed',
        'r.npi',
        sql<number>`count(*)`.as('claims'),
      ])
      .groupBy([
        'r.billing_code_type',
        'r.version',
        'r.billing_code',
        'b.description',
        'r.tin_type',
        'r.tin_value',
        'r.billing_class',
        'r.place_of_service',
        'r.allowed',
        'r.billed',
        'r.npi',
      ])
      .orderBy('r.billing_code_type')
      .orderBy('r.version')
      .orderBy('r.billing_code')
      .orderBy('r.tin_type')
      .orderBy('r.tin_value')
      .orderBy('r.billing_class')
      .orderBy('r.place_of_service')
      .orderBy('r.allowed')
      .orderBy('r.billed')
      .orderBy('r.npi');
  }

  /** The publication log's figures for the scope: what the file holds, left out and could not report. */
  async counts(scope: AllowedAmountsScope): Promise<AllowedAmountsCounts> {
    const minimum = minimumClaimsPerProviderAndCode;
    const kept = await this.pairs(scope)
      .selectFrom('pairs')
      .select([
        sql<number>`count(distinct case when claims >= ${minimum} then billing_code_type || ' ' || version || ' ' || billing_code end)`.as(
          'codes',
        ),
        sql<number>`count(distinct case when claims >= ${minimum} then npi end)`.as('providers'),
        sql<number>`coalesce(sum(case when claims >= ${minimum} then claims else 0 end), 0)`.as('claims'),
        sql<number>`coalesce(sum(case when claims < ${minimum} then 1 else 0 end), 0)`.as('left_out_pairs'),
        sql<number>`coalesce(sum(case when claims < ${minimum} then claims else 0 end), 0)`.as(
          'left_out_claims',
        ),
        sql<number>`coalesce(sum(claims), 0)`.as('reportable'),
      ])
      .executeTakeFirstOrThrow();
    const all = await this.db
      .selectFrom('claims')
      .where('plan_id', '=', scope.planId)
      .where('service_date_from', '>=', scope.window.from)
      .where('service_date_from', '<=', scope.window.to)
      .where('claim_status', '<>', 'denied')
      .select(sql<number>`count(*)`.as('claims'))
      .executeTakeFirstOrThrow();
    return {
      codes: kept.codes,
      providers: kept.providers,
      claims: kept.claims,
      leftOutPairs: kept.left_out_pairs,
      leftOutClaims: kept.left_out_claims,
      unreportableClaims: all.claims - kept.reportable,
    };
  }
}
