import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** One DRG of a hospital in a year: discharges summed over its rows. */
export interface HospitalDrgCount {
  code: string;
  discharges: number;
}

/** The reads of the hospital profile that the chart's repositories lack. */
export class HospitalProfileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The hospital's inpatient DRG data years, newest first. */
  async inpatientYears(ccn: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('benchmark_facts')
      .select('data_year')
      .distinct()
      .where('provider_id', '=', ccn)
      .where('claim_type', '=', 'inpatient')
      .where('code_type', '=', 'DRG')
      .orderBy('data_year', 'desc')
      .execute();
    return rows.map((row) => row.data_year);
  }

  /** The hospital's `limit` DRGs with most discharges in `year` (ties by code). */
  async topDrgs(ccn: string, year: number, limit: number): Promise<HospitalDrgCount[]> {
    const rows = await this.db
      .selectFrom('benchmark_facts')
      .select(['code', sql<number | string>`sum(count)`.as('discharges')])
      .where('provider_id', '=', ccn)
      .where('claim_type', '=', 'inpatient')
      .where('code_type', '=', 'DRG')
      .where('data_year', '=', year)
      .groupBy('code')
      .orderBy(sql`sum(count)`, 'desc')
      .orderBy('code')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ code: row.code, discharges: Number(row.discharges) }));
  }
}
