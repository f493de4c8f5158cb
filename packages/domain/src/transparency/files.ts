import { billingCodeName, transparencySchemaVersion } from './rules.js';

/**
 * What every file of one plan starts with (CMS schemas 2.1.0, top level; the field tables in
 * `shared/data/transparency-in-coverage/docs/`): the reporting entity (the plan's administrator
 * publishing for it) and the plan's identifiers. `planIdType` 'ein' requires `sponsorName`.
 */
export interface TransparencyFileHeader {
  reportingEntityName: string;
  reportingEntityType: string;
  planName: string;
  issuerName: string;
  sponsorName: string | null;
  planIdType: 'ein' | 'hios';
  planId: string;
  marketType: 'group' | 'individual';
  /** yyyy-mm-dd: the publication date. */
  lastUpdatedOn: string;
}

/**
 * One unique combination of the allowed-amounts file: a billing code at a TIN, billing class and
 * place of service, one allowed amount, one billed charge and one billing NPI, with how many claims
 * it stands for. Amounts are US dollars. Rows reach `allowedAmountsJsonChunks` sorted on the fields
 * in the order listed here (any collation: only equal keys must be adjacent).
 */
export interface AllowedAmountRow {
  billingCodeType: string;
  billingCodeTypeVersion: string;
  billingCode: string;
  /** The code's reference description; null when the portal has none. */
  description: string | null;
  tinType: 'ein' | 'npi';
  tinValue: string;
  billingClass: 'professional' | 'institutional';
  /** Two-digit CMS place-of-service code; required for 'professional'. */
  placeOfService: string | null;
  allowedAmount: number;
  billedCharge: number;
  /** Ten digits. */
  npi: string;
  claims: number;
}

/** The top-level plan fields of a single-plan file, in the order of CMS's samples. */
function planFields(header: TransparencyFileHeader): Record<string, string> {
  return {
    reporting_entity_name: header.reportingEntityName,
    reporting_entity_type: header.reportingEntityType,
    plan_name: header.planName,
    issuer_name: header.issuerName,
    ...(header.sponsorName === null ? {} : { plan_sponsor_name: header.sponsorName }),
    plan_id_type: header.planIdType,
    plan_id: header.planId,
    plan_market_type: header.marketType,
    last_updated_on: header.lastUpdatedOn,
    version: transparencySchemaVersion,
  };
}

/** The JSON text of `fields` without its closing brace, ready for one more member. */
function openObject(fields: Record<string, unknown>): string {
  return JSON.stringify(fields).slice(0, -1);
}

function sharedKeyDepth(a: AllowedAmountRow, b: AllowedAmountRow): number {
  if (
    a.billingCodeType !== b.billingCodeType ||
    a.billingCodeTypeVersion !== b.billingCodeTypeVersion ||
    a.billingCode !== b.billingCode
  ) {
    return 0;
  }
  if (
    a.tinType !== b.tinType ||
    a.tinValue !== b.tinValue ||
    a.billingClass !== b.billingClass ||
    a.placeOfService !== b.placeOfService
  ) {
    return 1;
  }
  if (a.allowedAmount !== b.allowedAmount) return 2;
  return a.billedCharge === b.billedCharge ? 4 : 3;
}

/** Text is handed on once a chunk has grown past this many characters. */
const chunkCharacters = 64 * 1024;

/**
 * The allowed-amounts file of one plan (CMS `allowed-amounts.json` 2.1.0) as text chunks, written
 * while `rows` arrive: only the current row and one chunk are held, so the file's size does not
 * bound memory. Equal code keys make one `out_of_network` entry; within it equal TIN, billing class
 * and place of service make one `allowed_amounts` object (`service_code` holds its place of
 * service); equal allowed amounts one payment; equal billed charges one provider object listing
 * its NPIs. Rows must come sorted as `AllowedAmountRow` says; an NPI repeated within a billed
 * charge is written once.
 */
export async function* allowedAmountsJsonChunks(
  header: TransparencyFileHeader,
  rows: AsyncIterable<AllowedAmountRow> | Iterable<AllowedAmountRow>,
): AsyncGenerator<string> {
  let text = `${openObject(planFields(header))},"out_of_network":[`;
  let previous: AllowedAmountRow | null = null;
  let lastNpi = '';
  for await (const row of rows) {
    // How much of the key is shared with the previous row: 0 nothing, 1 the code, 2 also the
    // TIN, class and place, 3 also the allowed amount, 4 also the billed charge.
    const shared = previous === null ? 0 : sharedKeyDepth(previous, row);
    const sameCode = shared >= 1;
    const sameTin = shared >= 2;
    const samePayment = shared >= 3;
    const sameCharge = shared >= 4;
    if (sameCharge) {
      if (row.npi !== lastNpi) text += `,${String(Number(row.npi))}`;
    } else {
      if (previous !== null) {
        text += samePayment ? ']},' : sameTin ? ']}]},' : sameCode ? ']}]}]},' : ']}]}]}]},';
      }
      if (!sameCode) {
        const name = billingCodeName(row.billingCodeType, row.billingCode, row.description);
        text += `${openObject({
          name,
          billing_code_type: row.billingCodeType,
          billing_code_type_version: row.billingCodeTypeVersion,
          billing_code: row.billingCode,
          description: name,
        })},"allowed_amounts":[`;
      }
      if (!sameTin) {
        text += `${openObject({
          tin: { type: row.tinType, value: row.tinValue },
          ...(row.placeOfService === null ? {} : { service_code: [row.placeOfService] }),
          billing_class: row.billingClass,
        })},"payments":[`;
      }
      if (!samePayment) text += `{"allowed_amount":${JSON.stringify(row.allowedAmount)},"providers":[`;
      text += `{"billed_charge":${JSON.stringify(row.billedCharge)},"npi":[${String(Number(row.npi))}`;
    }
    previous = row;
    lastNpi = row.npi;
    if (text.length >= chunkCharacters) {
      yield text;
      text = '';
    }
  }
  yield `${text}${previous === null ? '' : ']}]}]}]}'}]}`;
}

/**
 * Where a plan's files are published: full https URLs (the table of contents requires https).
 * `inNetwork` is null while the portal holds no direct contracts: the in-network schema asks for
 * at least one rate, so no in-network file is published (docs/decisions/0116 "In-network file").
 */
export interface TransparencyFileLocations {
  inNetwork: string | null;
  allowedAmounts: string;
}

/**
 * The table of contents of one plan (CMS `table-of-contents.json` 2.1.0): the reporting entity,
 * one reporting structure naming the plan and the locations of its files.
 */
export function tableOfContentsText(
  header: TransparencyFileHeader,
  locations: TransparencyFileLocations,
): string {
  const plan = planFields(header);
  return JSON.stringify({
    reporting_entity_name: header.reportingEntityName,
    reporting_entity_type: header.reportingEntityType,
    last_updated_on: header.lastUpdatedOn,
    version: transparencySchemaVersion,
    reporting_structure: [
      {
        reporting_plans: [
          {
            plan_name: plan.plan_name,
            ...(header.sponsorName === null ? {} : { plan_sponsor_name: header.sponsorName }),
            issuer_name: plan.issuer_name,
            plan_id_type: plan.plan_id_type,
            plan_id: plan.plan_id,
            plan_market_type: plan.plan_market_type,
          },
        ],
        ...(locations.inNetwork === null
          ? {}
          : { in_network_files: [{ description: 'in-network file', location: locations.inNetwork }] }),
        allowed_amount_file: { description: 'allowed amount file', location: locations.allowedAmounts },
      },
    ],
  });
}
