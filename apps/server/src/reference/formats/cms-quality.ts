import type { HospitalQualityMeasuresTable, HospitalQualityTable } from '../../db/schema.js';
import { BatchWriter } from '../batch-writer.js';
import { normalizeCcn, optionalAmount } from '../benchmark-fields.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult } from '../format.js';

/** A hospital's HVBP scores without source file and time stamp. */
export type QualityRecord = Omit<HospitalQualityTable, 'source_file' | 'updated_at'>;
/** One HVBP measure of a hospital without source file and time stamp. */
export type QualityMeasureRecord = Omit<HospitalQualityMeasuresTable, 'source_file' | 'updated_at'>;

/** A fiscal year cell (`2024`, quoted in FY2021); null when not a year. */
function fiscalYear(raw: string): number | null {
  return /^\d{4}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

const totalSpec = {
  fiscalYear: ['Fiscal Year'],
  ccn: ['Facility ID', 'Provider Number'],
  clinicalOutcomes: ['Unweighted Normalized Clinical Outcomes Domain Score'],
  engagement: [
    'Unweighted Person and Community Engagement Domain Score',
    'Unweighted Normalized Person and Community Engagement Domain Score',
  ],
  safety: ['Unweighted Normalized Safety Domain Score'],
  efficiency: ['Unweighted Normalized Efficiency and Cost Reduction Domain Score'],
  total: ['Total Performance Score'],
} as const;

/** Column indexes of the HVBP Total Performance Score layout. */
export type TotalScoreColumns = Record<keyof typeof totalSpec, number>;

/** Resolves the HVBP Total Performance Score columns (FY2021 and FY2024 spellings differ in case only). */
export function totalScoreColumns(header: HeaderIndex): TotalScoreColumns {
  return resolveColumns(header, totalSpec);
}

/**
 * Maps a row of the Hospital Value-Based Purchasing Total Performance Score file: per CCN and
 * fiscal year, the UNWEIGHTED (normalized) domain scores — clinical outcomes, person and community
 * engagement, safety, efficiency and cost reduction, 0–100 points — and the total performance
 * score. "Not Available" is null.
 */
export function mapTotalScoreRecord(
  fields: readonly string[],
  columns: TotalScoreColumns,
): RowResult<QualityRecord> {
  const rawCcn = cell(fields, columns.ccn);
  const ccn = normalizeCcn(rawCcn);
  if (ccn === null) return rejectRow(`facility ID "${rawCcn}" is not a CCN`);
  const year = fiscalYear(cell(fields, columns.fiscalYear));
  if (year === null) return rejectRow(`fiscal year "${cell(fields, columns.fiscalYear)}" is not a year`);
  const labels = {
    total: 'total performance score',
    clinicalOutcomes: 'clinical outcomes score',
    engagement: 'person and community engagement score',
    safety: 'safety score',
    efficiency: 'efficiency score',
  } as const;
  const scores: Partial<Record<keyof typeof labels, number | null>> = {};
  for (const key of Object.keys(labels) as (keyof typeof labels)[]) {
    const value = optionalAmount(cell(fields, columns[key]), labels[key]);
    if (typeof value === 'object' && value !== null) return rejectRow(value.problem);
    scores[key] = value;
  }
  return {
    row: {
      ccn,
      fiscal_year: year,
      total_performance_score: scores.total ?? null,
      clinical_outcomes: scores.clinicalOutcomes ?? null,
      person_and_community_engagement: scores.engagement ?? null,
      safety: scores.safety ?? null,
      efficiency_and_cost_reduction: scores.efficiency ?? null,
    },
  };
}

/** A measure of an HVBP domain file: its name and the columns of its rate and score. */
export interface MeasureColumns {
  measure: string;
  domain: string;
  performanceRate: number;
  score: number;
}

const scoreSuffixes = [' measure score', ' dimension score'];

/**
 * The HVBP domain of a measure by its name (CMS HVBP measure list): MORT-30-*, COMP-HIP-KNEE →
 * clinical outcomes; HAI-*, Combined SSI, PC-01 → safety; MSPB → efficiency and cost reduction;
 * the HCAHPS dimensions → person and community engagement.
 */
export function measureDomain(measure: string): string {
  const name = measure.toUpperCase();
  if (name.startsWith('MORT-') || name.startsWith('COMP-')) return 'clinical_outcomes';
  if (name.startsWith('HAI-') || name.includes('SSI') || name.startsWith('PC-')) return 'safety';
  if (name.startsWith('MSPB')) return 'efficiency_and_cost_reduction';
  return 'person_and_community_engagement';
}

/**
 * The measures of an HVBP domain file's header: every column `<measure> Measure Score` or
 * `<measure> Dimension Score`, with its `<measure> Performance Rate` column (-1 when absent, as for
 * "Combined SSI").
 */
export function measureColumns(header: HeaderIndex): MeasureColumns[] {
  const measures: MeasureColumns[] = [];
  header.names.forEach((raw, index) => {
    const name = raw.trim();
    const suffix = scoreSuffixes.find((candidate) => name.toLowerCase().endsWith(candidate));
    if (suffix === undefined) return;
    const measure = name.slice(0, name.length - suffix.length).trim();
    measures.push({
      measure,
      domain: measureDomain(measure),
      performanceRate: header.find(`${measure} Performance Rate`),
      score: index,
    });
  });
  return measures;
}

/** A measure score as points: `7 out of 10` → 7, `3` → 3; null when "Not Available"; NaN otherwise. */
export function parseMeasurePoints(raw: string): number | null {
  const outOf = /^(\d+(?:\.\d+)?)\s+out\s+of\s+\d+$/i.exec(raw.trim());
  if (outOf?.[1] !== undefined) return Number(outOf[1]);
  const value = optionalAmount(raw, 'score');
  return typeof value === 'object' && value !== null ? Number.NaN : value;
}

/**
 * Maps a row of an HVBP measure-level domain file to one record per measure: performance rate as
 * written (a ratio such as 0.880237, or percent points for HCAHPS: `73.8343%` → 73.8343) and the
 * measure score in points (`7 out of 10` → 7). A measure with neither is left out.
 */
export function mapMeasureRecord(
  fields: readonly string[],
  columns: { ccn: number; fiscalYear: number; measures: readonly MeasureColumns[] },
): RowResult<QualityMeasureRecord[]> {
  const rawCcn = cell(fields, columns.ccn);
  const ccn = normalizeCcn(rawCcn);
  if (ccn === null) return rejectRow(`facility ID "${rawCcn}" is not a CCN`);
  const year = fiscalYear(cell(fields, columns.fiscalYear));
  if (year === null) return rejectRow(`fiscal year "${cell(fields, columns.fiscalYear)}" is not a year`);
  const records: QualityMeasureRecord[] = [];
  for (const measure of columns.measures) {
    const rawRate = cell(fields, measure.performanceRate);
    const rate = optionalAmount(rawRate, `${measure.measure} performance rate`);
    if (typeof rate === 'object' && rate !== null) return rejectRow(rate.problem);
    const rawScore = cell(fields, measure.score);
    const score = parseMeasurePoints(rawScore);
    if (score !== null && Number.isNaN(score)) {
      return rejectRow(`${measure.measure} score "${rawScore}" is not points`);
    }
    if (rate === null && score === null) continue;
    records.push({
      ccn,
      fiscal_year: year,
      domain: measure.domain,
      measure: measure.measure,
      performance_rate: rate,
      measure_score: score,
    });
  }
  return { row: records };
}

/** HVBP Total Performance Score → `hospital_quality`. */
export const hvbpTotalScoreFormat: ReferenceFormat = {
  kind: 'cms-hvbp-total-performance-score',
  description: 'CMS Hospital Value-Based Purchasing Total Performance Score',
  table: 'hospital_quality',
  affectsProviderSearch: false,
  matches: (header) => header.hasAll('Facility ID', 'Fiscal Year', 'Total Performance Score'),
  run: async (context) => {
    const columns = totalScoreColumns(context.header);
    const sourceFile = context.source.file;
    const writer = new BatchWriter<QualityRecord>({
      db: context.db,
      columns: 9,
      keyOf: (row) => `${row.ccn} ${String(row.fiscal_year)}`,
      onWritten: (rows) => {
        context.tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        const updatedAt = context.now();
        await trx
          .insertInto('hospital_quality')
          .values(rows.map((row) => ({ ...row, source_file: sourceFile, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc.columns(['ccn', 'fiscal_year']).doUpdateSet((eb) => ({
              total_performance_score: eb.ref('excluded.total_performance_score'),
              clinical_outcomes: eb.ref('excluded.clinical_outcomes'),
              person_and_community_engagement: eb.ref('excluded.person_and_community_engagement'),
              safety: eb.ref('excluded.safety'),
              efficiency_and_cost_reduction: eb.ref('excluded.efficiency_and_cost_reduction'),
              source_file: eb.ref('excluded.source_file'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      },
    });
    await importRecords(context, (fields) => mapTotalScoreRecord(fields, columns), writer);
  },
};

/** HVBP measure-level domain files (clinical outcomes, safety, …) → `hospital_quality_measures`. */
export const hvbpMeasuresFormat: ReferenceFormat = {
  kind: 'cms-hvbp-measures',
  description: 'CMS Hospital Value-Based Purchasing domain measures',
  table: 'hospital_quality_measures',
  affectsProviderSearch: false,
  matches: (header) =>
    header.hasAll('Facility ID', 'Fiscal Year') &&
    !header.hasAll('Total Performance Score') &&
    measureColumns(header).length > 0,
  run: async (context) => {
    const columns = {
      ccn: context.header.find('Facility ID'),
      fiscalYear: context.header.find('Fiscal Year'),
      measures: measureColumns(context.header),
    };
    const sourceFile = context.source.file;
    const writer = new BatchWriter<QualityMeasureRecord>({
      db: context.db,
      columns: 8,
      keyOf: (row) => [row.ccn, row.fiscal_year, row.domain, row.measure].join(' '),
      onWritten: (rows) => {
        context.tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        const updatedAt = context.now();
        await trx
          .insertInto('hospital_quality_measures')
          .values(rows.map((row) => ({ ...row, source_file: sourceFile, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc.columns(['ccn', 'fiscal_year', 'domain', 'measure']).doUpdateSet((eb) => ({
              performance_rate: eb.ref('excluded.performance_rate'),
              measure_score: eb.ref('excluded.measure_score'),
              source_file: eb.ref('excluded.source_file'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      },
    });
    // One file row becomes several measure rows: the sink takes the row's records one by one.
    const sink = {
      add: (records: QualityMeasureRecord[]) => {
        let full = false;
        for (const record of records) full = writer.add(record) || full;
        return full;
      },
      flush: () => writer.flush(),
    };
    await importRecords(context, (fields) => mapMeasureRecord(fields, columns), sink);
  },
};
