import { z } from 'zod';
import { usStates } from '../shared/us-states.js';
import { checkClaimDetails, claimDetailCells, claimDetailColumns } from './claim-details.js';
import { amountCell, centTolerance, isoDateCell, optionalTextCell, textCell } from './file-cells.js';

export { claimAmountMax } from './file-cells.js';

/**
 * The repriced-claims file read by `npm run import:claims` (issue 19 item 1, docs/decisions/0105
 * "Claims"): one row per claim, comma-separated, header row first, columns in any order. Dates are
 * ISO `YYYY-MM-DD`, amounts US dollars with at most two decimals. The plan is named by its exact
 * name, as eligibility files name it (a plan is never created by a claims file). The member-claim
 * columns (`claimDetailColumns`, docs/decisions/0114 "Data") follow, all optional.
 */
export const claimsFileColumns = [
  'claim_id',
  'plan_name',
  'member_id',
  'patient_name',
  'provider_npi',
  'provider_ccn',
  'provider_name',
  'provider_state',
  'claim_type',
  'code_type',
  'code',
  'service_date_from',
  'service_date_to',
  'received_on',
  'billed',
  'allowed',
  'paid',
  'medicare_equivalent',
  'balance_billed',
  'case_number',
  'is_synthetic',
  ...claimDetailColumns,
] as const;
export type ClaimsFileColumn = (typeof claimsFileColumns)[number];

/** Columns a claims file may leave out (their cells are then empty). */
export const claimsFileOptionalColumns: readonly ClaimsFileColumn[] = [
  'provider_npi',
  'provider_ccn',
  'provider_state',
  'code_type',
  'code',
  'balance_billed',
  'case_number',
  'is_synthetic',
  ...claimDetailColumns,
];

/** Claim types of a repriced claim. */
export const repricedClaimTypes = ['inpatient', 'outpatient', 'professional'] as const;
export type RepricedClaimType = (typeof repricedClaimTypes)[number];

/** Code types of a repriced claim. */
export const repricedClaimCodeTypes = ['DRG', 'APC', 'HCPCS'] as const;
export type RepricedClaimCodeType = (typeof repricedClaimCodeTypes)[number];

/** The code types each claim type may carry (DRG for inpatient stays, APC or HCPCS otherwise). */
export const claimCodeTypesByClaimType: Readonly<
  Record<RepricedClaimType, readonly RepricedClaimCodeType[]>
> = {
  inpatient: ['DRG'],
  outpatient: ['APC', 'HCPCS'],
  professional: ['HCPCS'],
};

/** Longest texts accepted, characters. */
export const claimFieldMaxLengths = {
  claimId: 50,
  planName: 200,
  memberId: 50,
  patientName: 120,
  providerName: 200,
  code: 10,
  caseNumber: 20,
} as const;

const stateCodes = new Set(usStates.map((state) => state.code));

/**
 * One row of a claims file, from its cells by column name (every cell a string; absent optional
 * columns as ''), checked and normalised: member id, claim id and codes uppercased; empty optional
 * cells null; amounts numbers (USD). Rules beyond each cell: a provider NPI (10 digits) or CCN
 * (6 letters or digits) is given; the code type fits the claim type (inpatient DRG, outpatient APC
 * or HCPCS, professional HCPCS) and comes with a code; service_date_from ≤ service_date_to ≤
 * received_on; allowed ≤ billed; paid ≤ allowed; balance_billed ≤ billed − allowed; then the
 * member-claim columns' own rules (`claimDetailCells`, `checkClaimDetails`), whose cells may be
 * absent (undefined) when the file has no such column. Errors name the column (`path[0]`). The
 * NPI check digits (provider and billing provider) are checked by the importer.
 */
export const claimsFileRowSchema = z
  .object({
    claim_id: textCell(claimFieldMaxLengths.claimId)
      .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, dot, dash and underscore')
      .transform((value) => value.toUpperCase()),
    plan_name: textCell(claimFieldMaxLengths.planName),
    member_id: textCell(claimFieldMaxLengths.memberId).transform((value) => value.toUpperCase()),
    patient_name: textCell(claimFieldMaxLengths.patientName),
    provider_npi: z
      .string()
      .trim()
      .regex(/^(\d{10})?$/, 'is not a 10-digit NPI')
      .transform((value) => (value === '' ? null : value)),
    provider_ccn: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9]{6})?$/, 'is not a 6-character CCN')
      .transform((value) => (value === '' ? null : value.toUpperCase())),
    provider_name: textCell(claimFieldMaxLengths.providerName),
    provider_state: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || stateCodes.has(value), 'is not a USPS state code')
      .transform((value) => (value === '' ? null : value)),
    claim_type: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(repricedClaimTypes, { error: 'is not inpatient, outpatient or professional' })),
    code_type: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(['', ...repricedClaimCodeTypes], { error: 'is not DRG, APC or HCPCS' }))
      .transform((value) => (value === '' ? null : value)),
    code: optionalTextCell(claimFieldMaxLengths.code).transform((value) => value?.toUpperCase() ?? null),
    service_date_from: isoDateCell,
    service_date_to: isoDateCell,
    received_on: isoDateCell,
    billed: amountCell,
    allowed: amountCell,
    paid: amountCell,
    medicare_equivalent: amountCell,
    balance_billed: z
      .string()
      .trim()
      .transform((value) => (value === '' ? '0' : value))
      .pipe(amountCell),
    case_number: optionalTextCell(claimFieldMaxLengths.caseNumber).transform(
      (value) => value?.toUpperCase() ?? null,
    ),
    is_synthetic: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['', '0', '1', 'false', 'true'], { error: 'is not 0 or 1' }))
      .transform((value) => value === '1' || value === 'true'),
    ...claimDetailCells,
  })
  .superRefine((row, context) => {
    const issue = (path: ClaimsFileColumn, message: string) => {
      context.addIssue({ code: 'custom', path: [path], message });
    };
    if (row.provider_npi === null && row.provider_ccn === null) {
      issue('provider_npi', 'a claim needs provider_npi or provider_ccn');
    }
    if (row.code_type !== null && !claimCodeTypesByClaimType[row.claim_type].includes(row.code_type)) {
      issue('code_type', `${row.code_type} does not fit a ${row.claim_type} claim`);
    }
    if ((row.code_type === null) !== (row.code === null)) {
      issue(row.code === null ? 'code' : 'code_type', 'code_type and code go together');
    }
    if (row.service_date_to < row.service_date_from) {
      issue('service_date_to', 'is before service_date_from');
    }
    if (row.received_on < row.service_date_from) issue('received_on', 'is before service_date_from');
    if (row.allowed > row.billed + centTolerance) issue('allowed', 'is more than billed');
    if (row.paid > row.allowed + centTolerance) issue('paid', 'is more than allowed');
    if (row.balance_billed > row.billed - row.allowed + centTolerance) {
      issue('balance_billed', 'is more than billed minus allowed');
    }
    checkClaimDetails(row, issue);
  });

/** One checked claims-file row. */
export type ClaimsFileRow = z.output<typeof claimsFileRowSchema>;

/**
 * The reason a claims-file row is refused, from the schema's first issue: `column: message`
 * (`billed: is not an amount in dollars …`).
 */
export function claimsRowProblem(error: z.ZodError): string {
  const first = error.issues[0];
  if (first === undefined) return 'is not a valid claims row';
  const column = first.path[0];
  return typeof column === 'string' ? `${column}: ${first.message}` : first.message;
}
