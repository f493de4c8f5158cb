import { normalizeHcpcs, optionalAmount, parseCount, requireDataYear } from '../benchmark-fields.js';
import { type BenchmarkRow, importBenchmarkRows } from '../benchmark-writer.js';
import { cell, type HeaderIndex, resolveColumns } from '../columns.js';
import { type ReferenceFormat, rejectRow, type RowResult } from '../format.js';
import { placeOfService, professionalRecord, professionalRow } from './cms-professional-rows.js';

const stateFileSpec = {
  npi: ['npi'],
  last: ['nppes_provider_last_org_name'],
  first: ['nppes_provider_first_name'],
  street: ['nppes_provider_street'],
  city: ['nppes_provider_city'],
  state: ['nppes_provider_state'],
  zip: ['nppes_provider_zip'],
  specialty: ['provider_specialty'],
  code: ['service_billing_code'],
  description: ['service_description'],
  services: ['num_of_services'],
  beneficiaries: ['num_of_beneficiaries'],
  totalPayments: ['total_payments'],
} as const;

/** Column indexes of the 2012 physician services per-state layout. */
export type StateFileColumns = Record<keyof typeof stateFileSpec, number>;

/** Resolves the 2012 physician services per-state columns. */
export function stateFileColumns(header: HeaderIndex): StateFileColumns {
  return resolveColumns(header, stateFileSpec);
}

/**
 * Maps a row of the Medicare Physician and Other Supplier 2012 per-state files (republished per
 * NPI and HCPCS with services, beneficiaries and total payments): the average Medicare payment is
 * total_payments / num_of_services; the files have no submitted charges or allowed amounts, so
 * billed and allowed are null (not available), never zero. No place of service: the original
 * PUF's F and O rows of one NPI and code appear as two rows and merge (counts add up).
 */
export function mapStateFileRecord(
  fields: readonly string[],
  columns: StateFileColumns,
  dataYear: number,
): RowResult<BenchmarkRow> {
  const provider = professionalRecord({
    npi: cell(fields, columns.npi),
    lastOrOrganization: cell(fields, columns.last),
    first: cell(fields, columns.first),
    middle: '',
    street1: cell(fields, columns.street),
    street2: '',
    city: cell(fields, columns.city),
    state: cell(fields, columns.state),
    zip: cell(fields, columns.zip),
    specialty: cell(fields, columns.specialty),
  });
  if ('problem' in provider) return rejectRow(provider.problem);
  const rawCode = cell(fields, columns.code);
  const code = normalizeHcpcs(rawCode);
  if (code === null) return rejectRow(`HCPCS "${rawCode}" is not a HCPCS code`);
  const rawServices = cell(fields, columns.services);
  const services = optionalAmount(rawServices, 'number of services');
  if (services === null || typeof services === 'object' || services <= 0) {
    return rejectRow(`number of services "${rawServices}" is not a positive number`);
  }
  const total = optionalAmount(cell(fields, columns.totalPayments), 'total payments');
  if (typeof total === 'object' && total !== null) return rejectRow(total.problem);
  const beneficiaries = parseCount(cell(fields, columns.beneficiaries));
  if (beneficiaries !== null && Number.isNaN(beneficiaries)) {
    return rejectRow(`beneficiaries "${cell(fields, columns.beneficiaries)}" is not a count`);
  }
  return professionalRow(
    provider,
    {
      code,
      description: cell(fields, columns.description),
      placeOfService: '',
      count: Math.round(services),
      beneficiaries,
      billed: null,
      allowed: null,
      medicare: total === null ? null : total / services,
    },
    dataYear,
  );
}

const pufSpec = {
  npi: ['Rndrng_NPI', 'npi'],
  last: ['Rndrng_Prvdr_Last_Org_Name', 'nppes_provider_last_org_name'],
  first: ['Rndrng_Prvdr_First_Name', 'nppes_provider_first_name'],
  middle: ['Rndrng_Prvdr_MI', 'nppes_provider_mi'],
  street1: ['Rndrng_Prvdr_St1', 'nppes_provider_street1'],
  street2: ['Rndrng_Prvdr_St2', 'nppes_provider_street2'],
  city: ['Rndrng_Prvdr_City', 'nppes_provider_city'],
  state: ['Rndrng_Prvdr_State_Abrvtn', 'nppes_provider_state'],
  zip: ['Rndrng_Prvdr_Zip5', 'nppes_provider_zip'],
  specialty: ['Rndrng_Prvdr_Type', 'provider_type'],
  placeOfService: ['Place_Of_Srvc', 'place_of_service'],
  code: ['HCPCS_Cd', 'hcpcs_code'],
  description: ['HCPCS_Desc', 'hcpcs_description'],
  services: ['Tot_Srvcs', 'line_srvc_cnt'],
  beneficiaries: ['Tot_Benes', 'bene_unique_cnt'],
  billed: ['Avg_Sbmtd_Chrg', 'average_submitted_chrg_amt'],
  allowed: ['Avg_Mdcr_Alowd_Amt', 'average_Medicare_allowed_amt'],
  medicare: ['Avg_Mdcr_Pymt_Amt', 'average_Medicare_payment_amt'],
} as const;

/** Column indexes of the Physician and Other Supplier PUF layouts (2012–2016 and today's). */
export type PufColumns = Record<keyof typeof pufSpec, number>;

/** Resolves the PUF columns: today's `Rndrng_`/`HCPCS_Cd` names or the 2012 `nppes_*` names. */
export function pufColumns(header: HeaderIndex): PufColumns {
  return resolveColumns(header, pufSpec);
}

/**
 * Maps a row of the Medicare Physician and Other Supplier PUF (CY2012 national layout, tab
 * separated) or of today's Medicare Physician & Other Practitioners by Provider and Service
 * (`Rndrng_NPI`, …): per NPI, HCPCS code and place of service (F facility, O office, kept apart),
 * services, unique beneficiaries, average submitted charge (billed), allowed amount and Medicare
 * payment.
 */
export function mapPufRecord(
  fields: readonly string[],
  columns: PufColumns,
  dataYear: number,
): RowResult<BenchmarkRow> {
  const provider = professionalRecord({
    npi: cell(fields, columns.npi),
    lastOrOrganization: cell(fields, columns.last),
    first: cell(fields, columns.first),
    middle: cell(fields, columns.middle),
    street1: cell(fields, columns.street1),
    street2: cell(fields, columns.street2),
    city: cell(fields, columns.city),
    state: cell(fields, columns.state),
    zip: cell(fields, columns.zip),
    specialty: cell(fields, columns.specialty),
  });
  if ('problem' in provider) return rejectRow(provider.problem);
  const rawCode = cell(fields, columns.code);
  const code = normalizeHcpcs(rawCode);
  if (code === null) return rejectRow(`HCPCS "${rawCode}" is not a HCPCS code`);
  const place = placeOfService(cell(fields, columns.placeOfService));
  if (place === null)
    return rejectRow(`place of service "${cell(fields, columns.placeOfService)}" is not F or O`);
  const count = parseCount(cell(fields, columns.services));
  if (count === null || Number.isNaN(count)) {
    return rejectRow(`services "${cell(fields, columns.services)}" is not a count`);
  }
  const beneficiaries = parseCount(cell(fields, columns.beneficiaries));
  if (beneficiaries !== null && Number.isNaN(beneficiaries)) {
    return rejectRow(`beneficiaries "${cell(fields, columns.beneficiaries)}" is not a count`);
  }
  const values = [
    optionalAmount(cell(fields, columns.billed), 'average submitted charge'),
    optionalAmount(cell(fields, columns.allowed), 'average allowed amount'),
    optionalAmount(cell(fields, columns.medicare), 'average Medicare payment'),
  ];
  for (const value of values)
    if (typeof value === 'object' && value !== null) return rejectRow(value.problem);
  const [billed, allowed, medicare] = values as (number | null)[];
  return professionalRow(
    provider,
    {
      code,
      description: cell(fields, columns.description),
      placeOfService: place,
      count,
      beneficiaries,
      billed: billed ?? null,
      allowed: allowed ?? null,
      medicare: medicare ?? null,
    },
    dataYear,
  );
}

/** Medicare Physician and Other Supplier 2012, per-state republication → `benchmark_facts`. */
export const physicianServices2012Format: ReferenceFormat = {
  kind: 'cms-physician-services-2012',
  description: 'Medicare Physician and Other Supplier 2012 (per-state services and payments)',
  table: 'benchmark_facts',
  affectsProviderSearch: false,
  matches: (header) => header.hasAll('npi', 'service_billing_code', 'num_of_services', 'total_payments'),
  run: async (context) => {
    const columns = stateFileColumns(context.header);
    const year = requireDataYear(context.source.file, 'physician services per state');
    await importBenchmarkRows(context, (fields) => mapStateFileRecord(fields, columns, year));
  },
};

/** Medicare Physician and Other Supplier PUF (CY2012–2016 national layout) → `benchmark_facts`. */
export const physicianPufFormat: ReferenceFormat = {
  kind: 'cms-physician-puf',
  description: 'Medicare Physician and Other Supplier PUF',
  table: 'benchmark_facts',
  affectsProviderSearch: false,
  matches: (header) => header.hasAll('npi', 'hcpcs_code', 'line_srvc_cnt', 'average_submitted_chrg_amt'),
  run: async (context) => {
    const columns = pufColumns(context.header);
    const year = requireDataYear(context.source.file, 'Physician and Other Supplier PUF');
    await importBenchmarkRows(context, (fields) => mapPufRecord(fields, columns, year));
  },
};

/** Medicare Physician & Other Practitioners by Provider and Service (today's layout) → `benchmark_facts`. */
export const physicianProviderServiceFormat: ReferenceFormat = {
  kind: 'cms-physician-provider-service',
  description: 'Medicare Physician & Other Practitioners by Provider and Service',
  table: 'benchmark_facts',
  affectsProviderSearch: false,
  matches: (header) => header.hasAll('Rndrng_NPI', 'HCPCS_Cd', 'Tot_Srvcs'),
  run: async (context) => {
    const columns = pufColumns(context.header);
    const year = requireDataYear(
      context.source.file,
      'Physician & Other Practitioners by Provider and Service',
    );
    await importBenchmarkRows(context, (fields) => mapPufRecord(fields, columns, year));
  },
};
