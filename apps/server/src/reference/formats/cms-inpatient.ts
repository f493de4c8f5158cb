import {
  normalizeCcn,
  normalizeDrg,
  optionalAmount,
  parseCount,
  requireDataYear,
  splitCodeDefinition,
} from '../benchmark-fields.js';
import { type BenchmarkProviderRecord, type BenchmarkRow, importBenchmarkRows } from '../benchmark-writer.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { type ReferenceFormat, rejectRow, type RowResult } from '../format.js';
import { cleanText, normalizeState, normalizeZip } from '../normalize.js';

/**
 * The data year of the "Inpatient Prospective Payment System Provider Summary for the Top 100
 * DRGs" layout when the file name states none: CMS first published this layout for FY2011
 * (`Medicare_Provider_Charge_Inpatient_DRG100_FY2011.csv`); a later year's file of the same layout
 * states its year in its name (FY2012, FY2013), which wins.
 */
export const drg100LayoutYear = 2011;

/** The money figures of an inpatient row (billed, total payment, Medicare payment). */
export interface Money {
  billed: number | null;
  total: number | null;
  medicare: number | null;
}

export function readMoney(billed: string, total: string, medicare: string): Money | { problem: string } {
  const values = [
    optionalAmount(billed, 'average covered charges'),
    optionalAmount(total, 'average total payments'),
    optionalAmount(medicare, 'average Medicare payments'),
  ];
  for (const value of values) if (typeof value === 'object' && value !== null) return value;
  const [b, t, m] = values as (number | null)[];
  return { billed: b ?? null, total: t ?? null, medicare: m ?? null };
}

/** The columns of an inpatient row's discharges and per-discharge averages. */
export interface DischargeColumns {
  discharges: number;
  billed: number;
  total: number;
  medicare: number;
}

/**
 * Reads an inpatient row's discharges (a whole count) and its average covered charges, total and
 * Medicare payments (US dollars, null when empty), or the reason the row is rejected.
 */
export function readDischargeFigures(
  fields: readonly string[],
  columns: DischargeColumns,
): { count: number; money: Money } | { problem: string } {
  const count = parseCount(cell(fields, columns.discharges));
  if (count === null || Number.isNaN(count)) {
    return { problem: `discharges "${cell(fields, columns.discharges)}" is not a count` };
  }
  const money = readMoney(
    cell(fields, columns.billed),
    cell(fields, columns.total),
    cell(fields, columns.medicare),
  );
  if ('problem' in money) return money;
  return { count, money };
}

/** A hospital of a price file from its name and address cells. */
export function hospitalRecord(
  ccn: string,
  cells: { name: string; address: string; city: string; state: string; zip: string },
): BenchmarkProviderRecord | null {
  const name = cleanText(cells.name);
  if (name === null) return null;
  return {
    provider_id: ccn,
    provider_kind: 'hospital',
    name,
    address: cleanText(cells.address),
    city: cleanText(cells.city),
    state: normalizeState(cells.state) ?? null,
    zip: normalizeZip(cells.zip)?.zip ?? null,
    specialty: null,
  };
}

const drg100Spec = {
  definition: ['DRG Definition'],
  ccn: ['Provider Id'],
  name: ['Provider Name'],
  address: ['Provider Street Address'],
  city: ['Provider City'],
  state: ['Provider State'],
  zip: ['Provider Zip Code'],
  discharges: ['Total Discharges'],
  billed: ['Average Covered Charges'],
  total: ['Average Total Payments'],
  medicare: ['Average Medicare Payments'],
} as const;

/** Column indexes of the FY2011 Top 100 DRGs layout. */
export type Drg100Columns = Record<keyof typeof drg100Spec, number>;

/** Resolves the FY2011 Top 100 DRGs columns (three of its header names carry spaces; the lookup trims). */
export function drg100Columns(header: HeaderIndex): Drg100Columns {
  return resolveColumns(header, drg100Spec);
}

/**
 * Maps a row of the Inpatient Provider Summary for the Top 100 DRGs (CMS, FY2011): the DRG
 * Definition `039 - EXTRACRANIAL …` gives the code (`039`) and description; the Provider Id is a
 * CCN without its leading zeros (padded back to 6); money cells are `$1234.56`. Billed = average
 * covered charges; count = total discharges.
 */
export function mapDrg100Record(
  fields: readonly string[],
  columns: Drg100Columns,
  dataYear: number,
): RowResult<BenchmarkRow> {
  const definition = splitCodeDefinition(cell(fields, columns.definition));
  const code = normalizeDrg(definition.code);
  if (code === null) return rejectRow(`DRG "${definition.code}" is not a DRG code`);
  const rawCcn = cell(fields, columns.ccn);
  const ccn = normalizeCcn(rawCcn);
  if (ccn === null) return rejectRow(`provider ID "${rawCcn}" is not a CCN`);
  const figures = readDischargeFigures(fields, columns);
  if ('problem' in figures) return rejectRow(figures.problem);
  const { count, money } = figures;
  const provider = hospitalRecord(ccn, {
    name: cell(fields, columns.name),
    address: cell(fields, columns.address),
    city: cell(fields, columns.city),
    state: cell(fields, columns.state),
    zip: cell(fields, columns.zip),
  });
  if (provider === null) return rejectRow('missing provider name');
  return {
    row: {
      provider,
      code:
        definition.description === ''
          ? null
          : { code_type: 'DRG', code, description: definition.description },
      fact: {
        provider_id: ccn,
        claim_type: 'inpatient',
        code_type: 'DRG',
        code,
        data_year: dataYear,
        place_of_service: '',
        count,
        beneficiaries: null,
        billed_avg: money.billed,
        allowed_avg: null,
        medicare_avg: money.medicare,
        total_payment_avg: money.total,
      },
    },
  };
}

const providerServiceSpec = {
  ccn: ['Rndrng_Prvdr_CCN', 'Prvdr_CCN'],
  name: ['Rndrng_Prvdr_Org_Name', 'Prvdr_Org_Name'],
  // In this layout "St" is the street; the state is "State_Abrvtn".
  address: ['Rndrng_Prvdr_St', 'Prvdr_St'],
  city: ['Rndrng_Prvdr_City', 'Prvdr_City'],
  state: ['Rndrng_Prvdr_State_Abrvtn', 'Prvdr_State_Abrvtn'],
  zip: ['Rndrng_Prvdr_Zip5', 'Prvdr_Zip5'],
  drg: ['DRG_Cd'],
  description: ['DRG_Desc'],
  discharges: ['Tot_Dschrgs'],
  billed: ['Avg_Submtd_Cvrd_Chrg'],
  total: ['Avg_Tot_Pymt_Amt'],
  medicare: ['Avg_Mdcr_Pymt_Amt'],
} as const;

/** Column indexes of the Medicare Inpatient Hospitals by Provider and Service layout. */
export type ProviderServiceColumns = Record<keyof typeof providerServiceSpec, number>;

/** Resolves the by-Provider-and-Service columns, with or without the `Rndrng_` prefix. */
export function providerServiceColumns(header: HeaderIndex): ProviderServiceColumns {
  return resolveColumns(header, providerServiceSpec);
}

/**
 * Maps a row of Medicare Inpatient Hospitals by Provider and Service (data.cms.gov, data years
 * 2013 onward): CCN, DRG code (padded to 3 digits) and description, discharges, average submitted
 * covered charges (billed), average total and Medicare payments.
 */
export function mapProviderServiceRecord(
  fields: readonly string[],
  columns: ProviderServiceColumns,
  dataYear: number,
): RowResult<BenchmarkRow> {
  const rawCcn = cell(fields, columns.ccn);
  const ccn = normalizeCcn(rawCcn);
  if (ccn === null) return rejectRow(`CCN "${rawCcn}" is not a CCN`);
  const rawDrg = cell(fields, columns.drg);
  const code = normalizeDrg(rawDrg);
  if (code === null) return rejectRow(`DRG "${rawDrg}" is not a DRG code`);
  const figures = readDischargeFigures(fields, columns);
  if ('problem' in figures) return rejectRow(figures.problem);
  const { count, money } = figures;
  const provider = hospitalRecord(ccn, {
    name: cell(fields, columns.name),
    address: cell(fields, columns.address),
    city: cell(fields, columns.city),
    state: cell(fields, columns.state),
    zip: cell(fields, columns.zip),
  });
  if (provider === null) return rejectRow('missing provider name');
  const description = cleanText(cell(fields, columns.description));
  return {
    row: {
      provider,
      code: description === null ? null : { code_type: 'DRG', code, description },
      fact: {
        provider_id: ccn,
        claim_type: 'inpatient',
        code_type: 'DRG',
        code,
        data_year: dataYear,
        place_of_service: '',
        count,
        beneficiaries: null,
        billed_avg: money.billed,
        allowed_avg: null,
        medicare_avg: money.medicare,
        total_payment_avg: money.total,
      },
    },
  };
}

/** CMS Inpatient Provider Summary for the Top 100 DRGs (FY2011 layout) → `benchmark_facts`. */
export const inpatientDrg100Format: ReferenceFormat = {
  kind: 'cms-inpatient-drg100',
  description: 'CMS Inpatient Provider Summary for the Top 100 DRGs',
  table: 'benchmark_facts',
  affectsProviderSearch: false,
  matches: (header) => header.hasAll('DRG Definition', 'Provider Id', 'Average Covered Charges'),
  run: async (context) => {
    const columns = drg100Columns(context.header);
    const year = requireDataYear(context.source.file, 'Top 100 DRGs', drg100LayoutYear);
    await importBenchmarkRows(context, (fields) => mapDrg100Record(fields, columns, year));
  },
};

/** Medicare Inpatient Hospitals by Provider and Service → `benchmark_facts`. */
export const inpatientProviderServiceFormat: ReferenceFormat = {
  kind: 'cms-inpatient-provider-service',
  description: 'Medicare Inpatient Hospitals by Provider and Service',
  table: 'benchmark_facts',
  affectsProviderSearch: false,
  matches: (header) => header.find(...providerServiceSpec.ccn) >= 0 && header.hasAll('DRG_Cd', 'Tot_Dschrgs'),
  run: async (context) => {
    const columns = providerServiceColumns(context.header);
    const year = requireDataYear(context.source.file, 'Inpatient by Provider and Service');
    await importBenchmarkRows(context, (fields) => mapProviderServiceRecord(fields, columns, year));
  },
};
