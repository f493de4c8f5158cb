import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { benchmarkImportStamp } from '../../platform/benchmark-import-stamp.js';
import { numberOrNull } from './chart.repository.js';

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

/** Every hospital's newest cost-to-charge ratio and newest HVBP score, by CCN. */
export interface HospitalFigures {
  ratios: ReadonlyMap<string, NewestCostToChargeRatio>;
  scores: ReadonlyMap<string, NewestQualityScore>;
}

/**
 * The reads behind the benchmark data snapshot (`benchmark-snapshot.ts`): the import stamp and
 * the whole-table figures the snapshot keeps until the next import. Kysely only, no state.
 */
export class BenchmarkSnapshotRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The import stamp (platform/benchmark-import-stamp.ts). One query. */
  importStamp(): Promise<string> {
    return benchmarkImportStamp(this.db);
  }

  /**
   * Every hospital's newest cost-to-charge ratio (newest report year with a ratio) and newest HVBP
   * total performance score (newest fiscal year), by CCN: a few thousand rows a year, two queries.
   */
  async newestHospitalFigures(): Promise<HospitalFigures> {
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

  /**
   * Each inpatient DRG of the by-geography figures (`benchmark_area_facts`) with its data years,
   * in the database's order (some thousand pairs, one query).
   */
  async areaYearsByCode(): Promise<Map<string, number[]>> {
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
}
