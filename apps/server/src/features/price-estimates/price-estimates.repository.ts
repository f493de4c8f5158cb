import type { Kysely } from 'kysely';
import type { EstimateClaimType, EstimateCodeType, EstimateFact } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { benchmarkImportStamp } from '../../platform/benchmark-import-stamp.js';

/** A CMS price-file provider (`benchmark_providers`) with the place the card shows. */
export interface EstimateProvider {
  providerId: string;
  kind: 'hospital' | 'professional';
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  /** The first five digits of `zip`, or null when it has fewer. */
  zip5: string | null;
}

/** The first five digits of a zip as the price files write it (`44106-1234` → `44106`). */
export function zip5Of(zip: string | null): string | null {
  if (zip === null) return null;
  const digits = zip.replace(/\D/g, '');
  return digits.length >= 5 ? digits.slice(0, 5) : null;
}

/** One provider's facts for a code, with the provider. */
export interface CodeFacts {
  provider: EstimateProvider;
  facts: EstimateFact[];
}

/**
 * The Medicare-equivalent column of each claim type (decision 0105 "Prices", the repricing of the
 * claims): inpatient average total payments, outpatient and professional average Medicare allowed.
 */
const medicareColumn = {
  inpatient: 'f.total_payment_avg',
  outpatient: 'f.allowed_avg',
  professional: 'f.allowed_avg',
} as const;

/** Reads of price estimates (Kysely only). Every query goes through an index or a primary key. */
export class PriceEstimatesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The CMS import stamp (platform/benchmark-import-stamp.ts). */
  importStamp(): Promise<string> {
    return benchmarkImportStamp(this.db);
  }

  /** The version of the provider data (provider-experience edits bump it, decision 0082). */
  async providersVersion(): Promise<number> {
    const row = await this.db
      .selectFrom('data_versions')
      .select('version')
      .where('name', '=', 'providers')
      .executeTakeFirst();
    return row?.version ?? 0;
  }

  /**
   * Every fact of one code with its provider, all data years (the `benchmark_facts_code` index):
   * `medicareEquivalent` is the claim type's Medicare column.
   */
  async factsOfCode(
    claimType: EstimateClaimType,
    codeType: EstimateCodeType,
    code: string,
  ): Promise<CodeFacts[]> {
    const rows = await this.db
      .selectFrom('benchmark_facts as f')
      .innerJoin('benchmark_providers as p', 'p.provider_id', 'f.provider_id')
      .select([
        'f.provider_id',
        'p.provider_kind',
        'p.name',
        'p.address',
        'p.city',
        'p.state',
        'p.zip',
        'f.data_year',
        'f.place_of_service',
        'f.count',
        'f.billed_avg',
        `${medicareColumn[claimType]} as medicare`,
        'f.source_file',
      ])
      .where('f.claim_type', '=', claimType)
      .where('f.code_type', '=', codeType)
      .where('f.code', '=', code)
      .execute();
    const byProvider = new Map<string, CodeFacts>();
    for (const row of rows) {
      let entry = byProvider.get(row.provider_id);
      if (entry === undefined) {
        entry = {
          provider: {
            providerId: row.provider_id,
            kind: row.provider_kind,
            name: row.name,
            address: row.address,
            city: row.city,
            state: row.state,
            zip: row.zip,
            zip5: zip5Of(row.zip),
          },
          facts: [],
        };
        byProvider.set(row.provider_id, entry);
      }
      entry.facts.push({
        dataYear: row.data_year,
        placeOfService: row.place_of_service,
        count: row.count,
        billed: row.billed_avg,
        medicareEquivalent: row.medicare,
        sourceFile: row.source_file,
      });
    }
    return [...byProvider.values()];
  }

  /** The publisher's description of a code, or null when no file names it. */
  async codeDescription(codeType: EstimateCodeType, code: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('benchmark_codes')
      .select('description')
      .where('code_type', '=', codeType)
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.description ?? null;
  }

  /** Every hospital of the price files (the `benchmark_providers_state` index), a few thousand. */
  async hospitals(): Promise<EstimateProvider[]> {
    const rows = await this.db
      .selectFrom('benchmark_providers')
      .select(['provider_id', 'name', 'address', 'city', 'state', 'zip'])
      .where('provider_kind', '=', 'hospital')
      .execute();
    return rows.map((row) => ({
      providerId: row.provider_id,
      kind: 'hospital',
      name: row.name,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      zip5: zip5Of(row.zip),
    }));
  }

  /** Every hospital's newest HVBP total performance score that has one, by CCN. */
  async newestQualityScores(): Promise<
    Map<string, { score: number; fiscalYear: number; sourceFile: string }>
  > {
    const rows = await this.db
      .selectFrom('hospital_quality')
      .select(['ccn', 'fiscal_year', 'total_performance_score', 'source_file'])
      .where('total_performance_score', 'is not', null)
      .orderBy('fiscal_year', 'desc')
      .execute();
    const scores = new Map<string, { score: number; fiscalYear: number; sourceFile: string }>();
    for (const row of rows) {
      if (scores.has(row.ccn) || row.total_performance_score === null) continue;
      scores.set(row.ccn, {
        score: row.total_performance_score,
        fiscalYear: row.fiscal_year,
        sourceFile: row.source_file,
      });
    }
    return scores;
  }

  /**
   * The organization NPIs of every enrolled hospital by CCN (CMS Hospital Enrollments), in NPI
   * order: how the provider-experience list, kept by NPI, knows a hospital.
   */
  async hospitalNpis(): Promise<Map<string, string[]>> {
    const rows = await this.db
      .selectFrom('hospital_enrollments')
      .select(['ccn', 'npi'])
      .where('ccn', 'is not', null)
      .orderBy('npi')
      .execute();
    const npis = new Map<string, string[]>();
    for (const row of rows) {
      if (row.ccn === null) continue;
      const list = npis.get(row.ccn) ?? [];
      if (!list.includes(row.npi)) list.push(row.npi);
      npis.set(row.ccn, list);
    }
    return npis;
  }

  /**
   * Every active provider-experience recommendation (CAUTION, UNFRIENDLY, DELISTED) by NPI: a
   * hand-kept list of a few hundred rows.
   */
  async recommendations(): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('provider_experience')
      .select(['npi', 'recommendation'])
      .where('active', '=', 1)
      .execute();
    return new Map(rows.map((row) => [row.npi, row.recommendation]));
  }

  /** The NPIs contracted with plan `planId` (`provider_partner_plans`, by its plan index). */
  async contractedNpis(planId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('provider_partner_plans')
      .select('npi')
      .where('plan_id', '=', planId)
      .execute();
    return new Set(rows.map((row) => row.npi));
  }
}
