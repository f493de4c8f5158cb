import { sql } from 'kysely';
import type { HospitalCostReportsTable } from '../../db/schema.js';
import { BatchWriter } from '../batch-writer.js';
import {
  dataYearFromFileName,
  normalizeCcn,
  optionalAmount,
  parseCount,
  parseUsDate,
} from '../benchmark-fields.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { importRecords, type ReferenceFormat, rejectRow, type RowResult } from '../format.js';

/** A cost report without source file and time stamp. */
export type CostReportRecord = Omit<HospitalCostReportsTable, 'source_file' | 'updated_at'>;

const costSpec = {
  ccn: ['Provider CCN'],
  fiscalYearBegin: ['Fiscal Year Begin Date'],
  fiscalYearEnd: ['Fiscal Year End Date'],
  year: ['Year'],
  beds: ['Number of Beds'],
  totalCosts: ['Total Costs'],
  inpatientCharges: ['Inpatient Total Charges'],
  outpatientCharges: ['Outpatient Total Charges'],
  totalCharges: ['Combined Outpatient + Inpatient Total Charges'],
  totalPatientRevenue: ['Total Patient Revenue'],
  patientDiscounts: ["Less Contractual Allowance and Discounts on Patients' Accounts"],
  netPatientRevenue: ['Net Patient Revenue'],
  operatingExpenses: ['Less Total Operating Expense'],
  netIncome: ['Net Income'],
  costToChargeRatio: ['Cost To Charge Ratio'],
} as const;

/** Column indexes of the CMS Hospital Provider Cost Report (HCRIS summary) layout. */
export type CostReportColumns = Record<keyof typeof costSpec, number>;

/** Resolves the Hospital Provider Cost Report columns. */
export function costReportColumns(header: HeaderIndex): CostReportColumns {
  return resolveColumns(header, costSpec);
}

const moneyFields = {
  totalCosts: 'total_costs',
  inpatientCharges: 'inpatient_charges',
  outpatientCharges: 'outpatient_charges',
  totalCharges: 'total_charges',
  totalPatientRevenue: 'total_patient_revenue',
  patientDiscounts: 'patient_discounts',
  netPatientRevenue: 'net_patient_revenue',
  operatingExpenses: 'operating_expenses',
  netIncome: 'net_income',
  costToChargeRatio: 'cost_to_charge_ratio',
} as const;

/**
 * Maps a row of the CMS Hospital Provider Cost Report (HCRIS summary, one row per report):
 * CCN, fiscal year begin and end (m/d/yyyy → ISO), beds, total costs, inpatient / outpatient /
 * combined total charges, total patient revenue, contractual allowances and discounts, net
 * patient revenue, total operating expense, net income and the cost-to-charge ratio, in US
 * dollars as written. The report year is the file's "Year" column when it has one (2019, 2020
 * files), else the year the file name states (the 2021 file has no Year column), else the year of
 * the fiscal year end.
 */
export function mapCostReportRecord(
  fields: readonly string[],
  columns: CostReportColumns,
  fileYear: number | null,
): RowResult<CostReportRecord> {
  const rawCcn = cell(fields, columns.ccn);
  const ccn = normalizeCcn(rawCcn);
  if (ccn === null) return rejectRow(`provider CCN "${rawCcn}" is not a CCN`);
  const rawBegin = cell(fields, columns.fiscalYearBegin);
  const rawEnd = cell(fields, columns.fiscalYearEnd);
  const begin = parseUsDate(rawBegin);
  const end = parseUsDate(rawEnd);
  if (rawBegin !== '' && begin === null) return rejectRow(`fiscal year begin "${rawBegin}" is not a date`);
  if (rawEnd !== '' && end === null) return rejectRow(`fiscal year end "${rawEnd}" is not a date`);
  const rawYear = cell(fields, columns.year);
  const reportYear = /^\d{4}$/.test(rawYear)
    ? Number(rawYear)
    : (fileYear ?? (end === null ? null : Number(end.slice(0, 4))));
  if (reportYear === null)
    return rejectRow('no report year: no Year column, year in the file name or fiscal year end');
  const beds = parseCount(cell(fields, columns.beds));
  if (beds !== null && Number.isNaN(beds))
    return rejectRow(`number of beds "${cell(fields, columns.beds)}" is not a count`);
  const money: Partial<Record<(typeof moneyFields)[keyof typeof moneyFields], number | null>> = {};
  for (const key of Object.keys(moneyFields) as (keyof typeof moneyFields)[]) {
    const value = optionalAmount(cell(fields, columns[key]), moneyFields[key].replace(/_/g, ' '));
    if (typeof value === 'object' && value !== null) return rejectRow(value.problem);
    money[moneyFields[key]] = value;
  }
  return {
    row: {
      ccn,
      report_year: reportYear,
      fiscal_year_begin: begin,
      fiscal_year_end: end,
      beds,
      total_charges: money.total_charges ?? null,
      inpatient_charges: money.inpatient_charges ?? null,
      outpatient_charges: money.outpatient_charges ?? null,
      total_costs: money.total_costs ?? null,
      total_patient_revenue: money.total_patient_revenue ?? null,
      patient_discounts: money.patient_discounts ?? null,
      net_patient_revenue: money.net_patient_revenue ?? null,
      operating_expenses: money.operating_expenses ?? null,
      net_income: money.net_income ?? null,
      cost_to_charge_ratio: money.cost_to_charge_ratio ?? null,
    },
  };
}

/**
 * Of two reports of one hospital and report year (a change of ownership or a short period files
 * two), the one whose fiscal year ends later; on a tie, or when either end is unknown, the later row.
 */
export function laterReport(earlier: CostReportRecord, later: CostReportRecord): CostReportRecord {
  if (earlier.fiscal_year_end !== null && later.fiscal_year_end !== null) {
    return later.fiscal_year_end >= earlier.fiscal_year_end ? later : earlier;
  }
  return later;
}

const costUpdateColumns = [
  'fiscal_year_begin',
  'fiscal_year_end',
  'beds',
  'total_charges',
  'inpatient_charges',
  'outpatient_charges',
  'total_costs',
  'total_patient_revenue',
  'patient_discounts',
  'net_patient_revenue',
  'operating_expenses',
  'net_income',
  'cost_to_charge_ratio',
  'source_file',
  'updated_at',
] as const;

/** CMS Hospital Provider Cost Report (HCRIS summary) → `hospital_cost_reports`. */
export const hospitalCostReportFormat: ReferenceFormat = {
  kind: 'cms-hospital-cost-report',
  description: 'CMS Hospital Provider Cost Report (HCRIS summary)',
  table: 'hospital_cost_reports',
  affectsProviderSearch: false,
  matches: (header) => header.hasAll('Provider CCN', 'Fiscal Year End Date', 'Total Costs'),
  run: async (context) => {
    const columns = costReportColumns(context.header);
    const fileYear = dataYearFromFileName(context.source.file);
    const sourceFile = context.source.file;
    const writer = new BatchWriter<CostReportRecord>({
      db: context.db,
      columns: 17,
      keyOf: (row) => `${row.ccn} ${String(row.report_year)}`,
      merge: laterReport,
      onWritten: (rows) => {
        context.tally.countWritten(rows);
      },
      write: async (trx, rows) => {
        const updatedAt = context.now();
        await trx
          .insertInto('hospital_cost_reports')
          .values(rows.map((row) => ({ ...row, source_file: sourceFile, updated_at: updatedAt })))
          .onConflict((oc) =>
            oc
              .columns(['ccn', 'report_year'])
              .doUpdateSet((eb) =>
                Object.fromEntries(costUpdateColumns.map((column) => [column, eb.ref(`excluded.${column}`)])),
              )
              // The same rule as laterReport for a report of the same file in an earlier batch.
              .where((eb) =>
                eb.or([
                  eb('hospital_cost_reports.source_file', '<>', eb.ref('excluded.source_file')),
                  eb('hospital_cost_reports.fiscal_year_end', 'is', null),
                  eb('excluded.fiscal_year_end', 'is', null),
                  eb(
                    sql.ref('excluded.fiscal_year_end'),
                    '>=',
                    sql.ref('hospital_cost_reports.fiscal_year_end'),
                  ),
                ]),
              ),
          )
          .execute();
      },
    });
    await importRecords(context, (fields) => mapCostReportRecord(fields, columns, fileYear), writer);
  },
};
