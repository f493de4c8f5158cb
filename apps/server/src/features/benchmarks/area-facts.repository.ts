import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ImportMemo } from './import-memo.js';

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
 * DRGs) of the selected codes, per state or nation.
 */
export class AreaFactsRepository {
  /** The years of every inpatient DRG's by-geography figures, until the next import. */
  private readonly yearsByCode: ImportMemo<Map<string, number[]>>;

  constructor(private readonly db: Kysely<Database>) {
    this.yearsByCode = new ImportMemo(db, () => this.readYearsByCode());
  }

  /** Years of the by-geography figures for the codes (inpatient DRG), newest first. */
  async areaYears(codes: readonly string[]): Promise<number[]> {
    if (codes.length === 0) return [];
    const byCode = await this.yearsByCode.get();
    const years = new Set<number>();
    for (const code of codes) for (const year of byCode.get(code) ?? []) years.add(year);
    return [...years].sort((a, b) => b - a);
  }

  /** Each inpatient DRG of the by-geography figures with its years (some thousand pairs). */
  private async readYearsByCode(): Promise<Map<string, number[]>> {
    const rows = await this.db
      .selectFrom('benchmark_area_facts')
      .select(['code', 'data_year'])
      .distinct()
      .where('claim_type', '=', 'inpatient')
      .where('code_type', '=', 'DRG')
      .execute();
    const byCode = new Map<string, number[]>();
    for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row.data_year]);
    return byCode;
  }

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
