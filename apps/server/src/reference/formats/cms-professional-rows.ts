import type { BenchmarkProviderRecord, BenchmarkRow } from '../benchmark-writer.js';
import type { RowResult } from '../format.js';
import { cleanText, normalizeState, normalizeZip, npiProblem } from '../normalize.js';

/** The name and address cells of a professional, as a price file gives them. */
export interface ProfessionalCells {
  npi: string;
  lastOrOrganization: string;
  first: string;
  middle: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  specialty: string;
}

/**
 * A professional of a price file: an individual is named `LAST, FIRST M` (an organization, with no
 * first name, by its name), the address is street 1 and 2 joined, the specialty is the file's
 * provider type. The state must be a USPS code (the military AA/AE/AP and territories count);
 * unknown ones (`XX`, `ZZ`) are stored as null.
 */
export function professionalRecord(cells: ProfessionalCells): BenchmarkProviderRecord | { problem: string } {
  const problem = npiProblem(cells.npi);
  if (problem !== null) return { problem };
  const last = cleanText(cells.lastOrOrganization);
  if (last === null) return { problem: 'missing provider name' };
  const given = [cleanText(cells.first), cleanText(cells.middle)].filter((part) => part !== null).join(' ');
  const street = [cleanText(cells.street1), cleanText(cells.street2)]
    .filter((part) => part !== null)
    .join(', ');
  return {
    provider_id: cells.npi,
    provider_kind: 'professional',
    name: given === '' ? last : `${last}, ${given}`,
    address: street === '' ? null : street,
    city: cleanText(cells.city),
    state: normalizeState(cells.state) ?? null,
    zip: normalizeZip(cells.zip)?.zip ?? null,
    specialty: cleanText(cells.specialty),
  };
}

/** A professional fact's figures before the row is built. */
export interface ProfessionalFigures {
  code: string;
  description: string;
  placeOfService: string;
  count: number;
  beneficiaries: number | null;
  billed: number | null;
  allowed: number | null;
  medicare: number | null;
}

/**
 * The `benchmark_facts` row of one professional's HCPCS code in `dataYear` (claim type
 * professional; averages in US dollars per service, null where the file has none), with the code's
 * description when the file gives one.
 */
export function professionalRow(
  provider: BenchmarkProviderRecord,
  figures: ProfessionalFigures,
  dataYear: number,
): RowResult<BenchmarkRow> {
  const description = cleanText(figures.description);
  return {
    row: {
      provider,
      code: description === null ? null : { code_type: 'HCPCS', code: figures.code, description },
      fact: {
        provider_id: provider.provider_id,
        claim_type: 'professional',
        code_type: 'HCPCS',
        code: figures.code,
        data_year: dataYear,
        place_of_service: figures.placeOfService,
        count: figures.count,
        beneficiaries: figures.beneficiaries,
        billed_avg: figures.billed,
        allowed_avg: figures.allowed,
        medicare_avg: figures.medicare,
        total_payment_avg: null,
      },
    },
  };
}

/** F (facility) or O (office), '' when the file has no place of service; null when invalid. */
export function placeOfService(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  return value === '' || value === 'F' || value === 'O' ? value : null;
}
