import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One area's figures for one code (by-geography files). */
export interface AreaCodeRow {
  area: string;
  code: string;
  numClaims: number;
  billedAvg: number | null;
  medicareAvg: number | null;
  sourceFile: string;
}

/**
 * The reads of the reference lines: the CMS by-geography figures (`benchmark_area_facts`, inpatient
 * DRGs) of the selected codes, per state or nation. The years each DRG has are part of the
 * benchmark data snapshot (`BenchmarkSnapshot.areaYears`).
 */
export class AreaFactsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The by-geography figures of `areas` ('US' or states) for the codes in `year`. */
  async areaFigures(
    codes: readonly string[],
    areas: readonly string[],
    year: number,
  ): Promise<AreaCodeRow[]> {
    if (codes.length === 0 || areas.length === 0) return [];
    const rows = await this.db
      .selectFrom('benchmark_area_facts')
      .select(['area', 'code', 'count', 'billed_avg', 'medicare_avg', 'source_file'])
      .where('claim_type', '=', 'inpatient')
      .where('code_type', '=', 'DRG')
      .where('code', 'in', codes)
      .where('area', 'in', areas)
      .where('data_year', '=', year)
      .execute();
    return rows.map((row) => ({
      area: row.area,
      code: row.code,
      numClaims: row.count,
      billedAvg: row.billed_avg,
      medicareAvg: row.medicare_avg,
      sourceFile: row.source_file,
    }));
  }
}
