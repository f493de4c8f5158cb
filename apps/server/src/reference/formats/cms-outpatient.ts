import {
  normalizeApc,
  normalizeCcn,
  optionalAmount,
  parseCount,
  requireDataYear,
  splitCodeDefinition,
} from '../benchmark-fields.js';
import { type BenchmarkRow, importBenchmarkRows } from '../benchmark-writer.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { type ReferenceFormat, rejectRow, type RowResult } from '../format.js';
import { cleanText } from '../normalize.js';
import { hospitalRecord } from './cms-inpatient.js';

const apcSpec = {
  ccn: ['Provider ID', 'Provider Id'],
  name: ['Provider Name'],
  address: ['Provider Street Address'],
  city: ['Provider City'],
  state: ['Provider State'],
  zip: ['Provider Zip Code'],
  apc: ['APC'],
  description: ['APC Description'],
  services: ['Comprehensive APC Services', 'Outpatient Services'],
  billed: ['Average Estimated Total Submitted Charges', 'Average Estimated Submitted Charges'],
  allowed: ['Average Medicare Allowed Amount'],
  medicare: ['Average Medicare Payment Amount'],
  total: ['Average Total Payments'],
} as const;

/** Column indexes of the CMS Provider (Comprehensive) APC Summary layouts. */
export type ApcColumns = Record<keyof typeof apcSpec, number>;

/** Resolves the Provider APC Summary columns. */
export function apcColumns(header: HeaderIndex): ApcColumns {
  return resolveColumns(header, apcSpec);
}

/**
 * Maps a row of the CMS Provider Comprehensive APC Summary for OPPS hospitals (CY2015, CY2016;
 * the 2011–2013 Provider APC Summary with `0012 - Level I …` in one APC cell also maps): CCN
 * (leading zeros restored), APC zero-padded to 4 digits, services, average estimated total
 * submitted charges (billed), average Medicare allowed amount and average Medicare payment.
 * The files' float noise (`14376.875454545399`) is kept as read.
 */
export function mapApcRecord(
  fields: readonly string[],
  columns: ApcColumns,
  dataYear: number,
): RowResult<BenchmarkRow> {
  const rawCcn = cell(fields, columns.ccn);
  const ccn = normalizeCcn(rawCcn);
  if (ccn === null) return rejectRow(`provider ID "${rawCcn}" is not a CCN`);
  const definition = splitCodeDefinition(cell(fields, columns.apc));
  const code = normalizeApc(definition.code);
  if (code === null) return rejectRow(`APC "${definition.code}" is not an APC code`);
  const count = parseCount(cell(fields, columns.services));
  if (count === null || Number.isNaN(count)) {
    return rejectRow(`services "${cell(fields, columns.services)}" is not a count`);
  }
  const values = [
    optionalAmount(cell(fields, columns.billed), 'average submitted charges'),
    optionalAmount(cell(fields, columns.allowed), 'average allowed amount'),
    optionalAmount(cell(fields, columns.medicare), 'average Medicare payment'),
    optionalAmount(cell(fields, columns.total), 'average total payments'),
  ];
  for (const value of values)
    if (typeof value === 'object' && value !== null) return rejectRow(value.problem);
  const [billed, allowed, medicare, total] = values as (number | null)[];
  const provider = hospitalRecord(ccn, {
    name: cell(fields, columns.name),
    address: cell(fields, columns.address),
    city: cell(fields, columns.city),
    state: cell(fields, columns.state),
    zip: cell(fields, columns.zip),
  });
  if (provider === null) return rejectRow('missing provider name');
  const description = cleanText(cell(fields, columns.description)) ?? cleanText(definition.description);
  return {
    row: {
      provider,
      code: description === null ? null : { code_type: 'APC', code, description },
      fact: {
        provider_id: ccn,
        claim_type: 'outpatient',
        code_type: 'APC',
        code,
        data_year: dataYear,
        place_of_service: '',
        count,
        beneficiaries: null,
        billed_avg: billed ?? null,
        allowed_avg: allowed ?? null,
        medicare_avg: medicare ?? null,
        total_payment_avg: total ?? null,
      },
    },
  };
}

/** CMS Provider (Comprehensive) APC Summary for OPPS hospitals → `benchmark_facts`. */
export const outpatientApcFormat: ReferenceFormat = {
  kind: 'cms-outpatient-apc',
  description: 'CMS Provider Comprehensive APC Summary (OPPS hospitals)',
  table: 'benchmark_facts',
  affectsProviderSearch: false,
  matches: (header) => header.hasAll('Provider ID', 'APC') && header.find(...apcSpec.services) >= 0,
  run: async (context) => {
    const columns = apcColumns(context.header);
    const year = requireDataYear(context.source.file, 'Provider APC Summary');
    await importBenchmarkRows(context, (fields) => mapApcRecord(fields, columns, year));
  },
};
