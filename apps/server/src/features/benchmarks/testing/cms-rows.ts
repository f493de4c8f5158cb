import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { usStates } from '@medivi/domain';
import { referenceFile } from '../../../testing/reference-data.js';

/** A CSV row of a shipped file keyed by its header, names trimmed and lower-cased. */
export type CsvRecord = Record<string, string>;

/**
 * The rows of a shipped CMS file (`cms/...`, gzipped or not) whose line passes `keep`, parsed as
 * CSV under the file's header. Lines are filtered before parsing, so a test reads a few rows of a
 * large file quickly; a line cut by a quoted newline would be lost (the CMS files have none).
 */
export async function readShippedRows(
  path: string,
  keep: (line: string) => boolean,
  delimiter = ',',
): Promise<CsvRecord[]> {
  const file = referenceFile(path);
  const stream = createReadStream(file);
  const lines = createInterface({
    input: path.endsWith('.gz') ? stream.pipe(createGunzip()) : stream,
    crlfDelay: Infinity,
  });
  let header: string | null = null;
  const kept: string[] = [];
  for await (const line of lines) {
    if (header === null) header = line.replace(/^\uFEFF/, '');
    else if (keep(line)) kept.push(line);
  }
  if (header === null || kept.length === 0) return [];
  return parse<CsvRecord>([header, ...kept].join('\n'), {
    columns: (names: string[]) => names.map((name) => name.trim().toLowerCase()),
    skip_empty_lines: true,
    delimiter,
    relax_quotes: delimiter === '\t',
  });
}

/** A money or count cell as written ('$32963.07', '1,234') as a number; null for empty. */
export function amountOf(cell: string | undefined): number | null {
  const cleaned = (cell ?? '').replace(/[$,\s"]/g, '');
  if (cleaned === '' || !Number.isFinite(Number(cleaned))) return null;
  return Number(cleaned);
}

function requiredAmount(cell: string | undefined): number {
  const value = amountOf(cell);
  if (value === null) throw new Error(`expected a number, got ${String(cell)}`);
  return value;
}

/** One row of the FY2011 Top 100 DRG inpatient file. */
export interface InpatientRow {
  drg: string;
  description: string;
  ccn: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  discharges: number;
  billed: number;
  totalPayment: number;
  medicare: number;
}

export const inpatientFy2011File = 'inpatient-drg100-by-provider-fy2011.csv.gz';

/** The FY2011 inpatient rows of these hospitals (CCNs) and DRGs (3 digits), as the file writes them. */
export async function readInpatientFy2011(
  ccns: readonly string[],
  drgs: readonly string[],
): Promise<InpatientRow[]> {
  const records = await readShippedRows(
    `cms/inpatient/${inpatientFy2011File}`,
    (line) =>
      drgs.some((drg) => line.startsWith(`${drg} `)) &&
      ccns.some((ccn) => line.includes(`,${String(Number(ccn))},`)),
  );
  return records
    .map((record) => {
      const definition = record['drg definition'] ?? '';
      return {
        drg: definition.slice(0, 3),
        description: definition.slice(6),
        ccn: (record['provider id'] ?? '').padStart(6, '0'),
        name: record['provider name'] ?? '',
        street: record['provider street address'] ?? '',
        city: record['provider city'] ?? '',
        state: record['provider state'] ?? '',
        zip: record['provider zip code'] ?? '',
        discharges: requiredAmount(record['total discharges']),
        billed: requiredAmount(record['average covered charges']),
        totalPayment: requiredAmount(record['average total payments']),
        medicare: requiredAmount(record['average medicare payments']),
      };
    })
    .filter((row) => ccns.includes(row.ccn) && drgs.includes(row.drg));
}

/** One hospital's HCRIS cost report summary. */
export interface CostReportRow {
  ccn: string;
  name: string;
  fiscalYearBegin: string;
  fiscalYearEnd: string;
  beds: number | null;
  totalCosts: number | null;
  totalCharges: number | null;
  inpatientCharges: number | null;
  outpatientCharges: number | null;
  netIncome: number | null;
  totalPatientRevenue: number | null;
  patientDiscounts: number | null;
  netPatientRevenue: number | null;
  operatingExpenses: number | null;
  costToChargeRatio: number | null;
}

/** 'm/d/yyyy' as 'yyyy-mm-dd'. */
function isoDate(cell: string | undefined): string {
  const [month = '', day = '', year = ''] = (cell ?? '').split('/');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** The cost reports of these hospitals in `cms/cost-reports/hospital-cost-report-<year>.csv.gz`. */
export async function readCostReports(year: number, ccns: readonly string[]): Promise<CostReportRow[]> {
  const records = await readShippedRows(
    `cms/cost-reports/hospital-cost-report-${String(year)}.csv.gz`,
    (line) => ccns.some((ccn) => line.includes(`,${ccn},`)),
  );
  return records
    .filter((record) => ccns.includes((record['provider ccn'] ?? '').padStart(6, '0')))
    .map((record) => ({
      ccn: (record['provider ccn'] ?? '').padStart(6, '0'),
      name: record['hospital name'] ?? '',
      fiscalYearBegin: isoDate(record['fiscal year begin date']),
      fiscalYearEnd: isoDate(record['fiscal year end date']),
      beds: amountOf(record['number of beds']),
      totalCosts: amountOf(record['total costs']),
      totalCharges: amountOf(record['combined outpatient + inpatient total charges']),
      inpatientCharges: amountOf(record['inpatient total charges']),
      outpatientCharges: amountOf(record['outpatient total charges']),
      netIncome: amountOf(record['net income']),
      totalPatientRevenue: amountOf(record['total patient revenue']),
      patientDiscounts: amountOf(record["less contractual allowance and discounts on patients' accounts"]),
      netPatientRevenue: amountOf(record['net patient revenue']),
      operatingExpenses: amountOf(record['less total operating expense']),
      costToChargeRatio: amountOf(record['cost to charge ratio']),
    }));
}

/** One hospital's HVBP scores of one fiscal year (unweighted domain scores, points). */
export interface QualityRow {
  ccn: string;
  fiscalYear: number;
  totalPerformanceScore: number | null;
  clinicalOutcomes: number | null;
  personAndCommunityEngagement: number | null;
  safety: number | null;
  efficiencyAndCostReduction: number | null;
}

/** The HVBP total performance score rows of these hospitals in `hvbp-total-performance-score-fy<year>.csv`. */
export async function readQuality(fiscalYear: number, ccns: readonly string[]): Promise<QualityRow[]> {
  const records = await readShippedRows(
    `cms/quality/hvbp-total-performance-score-fy${String(fiscalYear)}.csv`,
    (line) => ccns.some((ccn) => line.includes(ccn)),
  );
  return records
    .filter((record) => ccns.includes(record['facility id'] ?? ''))
    .map((record) => ({
      ccn: record['facility id'] ?? '',
      fiscalYear: requiredAmount(record['fiscal year']),
      totalPerformanceScore: amountOf(record['total performance score']),
      clinicalOutcomes: amountOf(record['unweighted normalized clinical outcomes domain score']),
      personAndCommunityEngagement: amountOf(
        record['unweighted person and community engagement domain score'],
      ),
      safety: amountOf(record['unweighted normalized safety domain score']),
      efficiencyAndCostReduction: amountOf(
        record['unweighted normalized efficiency and cost reduction domain score'],
      ),
    }));
}

/** One state or national row of an inpatient by-geography file. */
export interface AreaRow {
  area: string;
  drg: string;
  discharges: number;
  billed: number;
  totalPayment: number;
  medicare: number;
}

/** The national and state rows (areas 'US' or USPS codes) for these DRGs in `inpatient-by-geography-and-drg-<year>`. */
export async function readGeography(
  year: number,
  drgs: readonly string[],
  areas: readonly string[],
): Promise<AreaRow[]> {
  const records = await readShippedRows(
    `cms/inpatient/inpatient-by-geography-and-drg-${String(year)}.csv.gz`,
    (line) => drgs.some((drg) => line.includes(`,${drg},`)),
  );
  return records
    .map((record) => {
      const level = record['rndrng_prvdr_geo_lvl'];
      const description = record['rndrng_prvdr_geo_desc'] ?? '';
      const area =
        level === 'National' ? 'US' : (usStates.find((state) => state.name === description)?.code ?? '');
      return {
        area,
        drg: (record['drg_cd'] ?? '').padStart(3, '0'),
        discharges: requiredAmount(record['tot_dschrgs']),
        billed: requiredAmount(record['avg_submtd_cvrd_chrg']),
        totalPayment: requiredAmount(record['avg_tot_pymt_amt']),
        medicare: requiredAmount(record['avg_mdcr_pymt_amt']),
      };
    })
    .filter((row) => areas.includes(row.area) && drgs.includes(row.drg));
}
