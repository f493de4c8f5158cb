import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FactClaimType } from './chart.repository.js';

/** The reads of `POST /api/providerDetail`: one provider's rows, newest first. */
export class ProviderDetailRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findProvider(providerId: string) {
    return this.db
      .selectFrom('benchmark_providers')
      .selectAll()
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
  }

  newestCostReport(ccn: string) {
    return this.db
      .selectFrom('hospital_cost_reports')
      .selectAll()
      .where('ccn', '=', ccn)
      .orderBy('report_year', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  newestQuality(ccn: string) {
    return this.db
      .selectFrom('hospital_quality')
      .selectAll()
      .where('ccn', '=', ccn)
      .orderBy('fiscal_year', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * The provider's newest data year of a claim type, and over that year's facts with both figures
   * the claim-weighted billed and Medicare totals (US dollars); undefined without facts.
   */
  async newestYearTotals(
    providerId: string,
    claimType: FactClaimType,
  ): Promise<{ year: number; billed: number | null; medicare: number | null } | undefined> {
    const row = await this.db
      .selectFrom('benchmark_facts')
      .select([
        'data_year',
        sql<
          number | null
        >`sum(case when billed_avg is not null and medicare_avg is not null then count * billed_avg end)`.as(
          'billed',
        ),
        sql<
          number | null
        >`sum(case when billed_avg is not null and medicare_avg is not null then count * medicare_avg end)`.as(
          'medicare',
        ),
      ])
      .where('provider_id', '=', providerId)
      .where('claim_type', '=', claimType)
      .groupBy('data_year')
      .orderBy('data_year', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      year: row.data_year,
      billed: row.billed === null ? null : row.billed,
      medicare: row.medicare === null ? null : row.medicare,
    };
  }

  /** The NPPES taxonomy codes of a professional, primary first. */
  async taxonomyCodes(npi: string): Promise<{ primary: string | null; secondary: string[] }> {
    const row = await this.db
      .selectFrom('providers')
      .select(['primary_taxonomy', 'secondary_taxonomies'])
      .where('npi', '=', npi)
      .executeTakeFirst();
    return {
      primary: row?.primary_taxonomy ?? null,
      secondary: (row?.secondary_taxonomies ?? '').split('|').filter((code) => code !== ''),
    };
  }

  async taxonomies(codes: readonly string[]) {
    if (codes.length === 0) return [];
    return this.db
      .selectFrom('taxonomies')
      .select(['code', 'grouping', 'classification', 'specialization', 'display_name'])
      .where('code', 'in', codes)
      .execute();
  }
}
