import type { BenchmarkAreaFactsTable } from '../../db/schema.js';
import { BatchWriter } from '../batch-writer.js';
import { normalizeDrg, requireDataYear, stateFromFips } from '../benchmark-fields.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult, skipRow } from '../format.js';
import { normalizeState } from '../normalize.js';
import { readDischargeFigures } from './cms-inpatient.js';

/** An area fact without its source file and time stamp. */
export type AreaFactRecord = Omit<BenchmarkAreaFactsTable, 'source_file' | 'updated_at'>;

const geographySpec = {
  level: ['Rndrng_Prvdr_Geo_Lvl', 'Prvdr_Geo_Lvl'],
  code: ['Rndrng_Prvdr_Geo_Cd', 'Prvdr_Geo_Cd'],
  description: ['Rndrng_Prvdr_Geo_Desc', 'Prvdr_Geo_Desc'],
  drg: ['DRG_Cd'],
  discharges: ['Tot_Dschrgs'],
  billed: ['Avg_Submtd_Cvrd_Chrg'],
  total: ['Avg_Tot_Pymt_Amt'],
  medicare: ['Avg_Mdcr_Pymt_Amt'],
} as const;

/** Column indexes of the Medicare Inpatient Hospitals by Geography and Service layout. */
export type GeographyColumns = Record<keyof typeof geographySpec, number>;

/** Resolves the by-Geography-and-Service columns. */
export function geographyColumns(header: HeaderIndex): GeographyColumns {
  return resolveColumns(header, geographySpec);
}

/**
 * Maps a row of Medicare Inpatient Hospitals by Geography and Service: a National row becomes area
 * 'US', a State row the USPS code of its state FIPS code (Geo_Cd `39` → `OH`; a Geo_Desc that is
 * already a USPS code also works). Other levels are skipped.
 */
export function mapGeographyRecord(
  fields: readonly string[],
  columns: GeographyColumns,
  dataYear: number,
): RowResult<AreaFactRecord> {
  const level = cell(fields, columns.level).toLowerCase();
  let area: string;
  if (level === 'national') area = 'US';
  else if (level === 'state') {
    const state =
      stateFromFips(cell(fields, columns.code)) ?? normalizeState(cell(fields, columns.description));
    if (state === null || state === undefined) {
      return rejectRow(`state FIPS code "${cell(fields, columns.code)}" is not a US state`);
    }
    area = state;
  } else return skipRow(`geography level ${level === '' ? '(empty)' : level}`);
  const rawDrg = cell(fields, columns.drg);
  const code = normalizeDrg(rawDrg);
  if (code === null) return rejectRow(`DRG "${rawDrg}" is not a DRG code`);
  const figures = readDischargeFigures(fields, columns);
  if ('problem' in figures) return rejectRow(figures.problem);
  const { count, money } = figures;
  return {
    row: {
      area,
      claim_type: 'inpatient',
      code_type: 'DRG',
      code,
      data_year: dataYear,
      count,
      billed_avg: money.billed,
      medicare_avg: money.medicare,
      total_payment_avg: money.total,
    },
  };
}

/** Medicare Inpatient Hospitals by Geography and Service → `benchmark_area_facts`. */
export const inpatientGeographyFormat: ReferenceFormat = {
  kind: 'cms-inpatient-geography',
  description: 'Medicare Inpatient Hospitals by Geography and Service',
  table: 'benchmark_area_facts',
  affectsProviderSearch: false,
  matches: (header) => header.find(...geographySpec.level) >= 0 && header.hasAll('DRG_Cd', 'Tot_Dschrgs'),
  run: async (context) => {
    const columns = geographyColumns(context.header);
    const year = requireDataYear(context.source.file, 'Inpatient by Geography and Service');
    const sourceFile = context.source.file;
    const writer = new BatchWriter<AreaFactRecord>({
      db: context.db,
      columns: 11,
      keyOf: (row) => [row.area, row.claim_type, row.code_type, row.code, row.data_year].join(' '),
      onWritten: (rows) => {
        context.tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        const updatedAt = context.now();
        await trx
          .insertInto('benchmark_area_facts')
          .values(rows.map((row) => ({ ...row, source_file: sourceFile, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc.columns(['area', 'claim_type', 'code_type', 'code', 'data_year']).doUpdateSet((eb) => ({
              count: eb.ref('excluded.count'),
              billed_avg: eb.ref('excluded.billed_avg'),
              medicare_avg: eb.ref('excluded.medicare_avg'),
              total_payment_avg: eb.ref('excluded.total_payment_avg'),
              source_file: eb.ref('excluded.source_file'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      },
    });
    await importRecords(context, (fields) => mapGeographyRecord(fields, columns, year), writer);
  },
};
