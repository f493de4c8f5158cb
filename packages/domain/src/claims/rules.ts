import { z } from 'zod';
import { parseIsoDate } from '../shared/dates.js';
import { usStates } from '../shared/us-states.js';

/**
 * The repriced-claims file read by `npm run import:claims` (issue 19 item 1, docs/decisions/0105
 * "Claims"): one row per claim, comma-separated, header row first, columns in any order. Dates are
 * ISO `YYYY-MM-DD`, amounts US dollars with at most two decimals. The plan is named by its exact
 * name, as eligibility files name it (a plan is never created by a claims file).
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

/** Largest amount accepted on one claim, US dollars. */
export const claimAmountMax = 100_000_000;

/** Two amounts that differ by less than this are equal (half a cent). */
const centTolerance = 0.005;

const stateCodes = new Set(usStates.map((state) => state.code));

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is empty')
    .max(max, `is longer than ${String(max)} characters`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `is longer than ${String(max)} characters`)
    .transform((value) => (value === '' ? null : value));

const isoDate = z
  .string()
  .trim()
  .refine((value) => parseIsoDate(value) !== null, 'is not a YYYY-MM-DD date');

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'is not an amount in dollars (digits, at most two decimals)')
  .transform(Number)
  .refine((value) => value <= claimAmountMax, `is more than ${String(claimAmountMax)}`);

/**
 * One row of a claims file, from its cells by column name (every cell a string; absent optional
 * columns as ''), checked and normalised: member id, claim id and codes uppercased; empty optional
 * cells null; amounts numbers (USD). Rules beyond each cell: a provider NPI (10 digits) or CCN
 * (6 letters or digits) is given; the code type fits the claim type (inpatient DRG, outpatient APC
 * or HCPCS, professional HCPCS) and comes with a code; service_date_from ≤ service_date_to ≤
 * received_on; allowed ≤ billed; paid ≤ allowed; balance_billed ≤ billed − allowed. Errors name
 * the column (`path[0]`). The NPI check digit is checked by the importer.
 */
export const claimsFileRowSchema = z
  .object({
    claim_id: text(claimFieldMaxLengths.claimId)
      .regex(/^[A-Za-z0-9._-]+$/, 'may hold only letters, digits, dot, dash and underscore')
      .transform((value) => value.toUpperCase()),
    plan_name: text(claimFieldMaxLengths.planName),
    member_id: text(claimFieldMaxLengths.memberId).transform((value) => value.toUpperCase()),
    patient_name: text(claimFieldMaxLengths.patientName),
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
    provider_name: text(claimFieldMaxLengths.providerName),
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
    code: optionalText(claimFieldMaxLengths.code).transform((value) => value?.toUpperCase() ?? null),
    service_date_from: isoDate,
    service_date_to: isoDate,
    received_on: isoDate,
    billed: amount,
    allowed: amount,
    paid: amount,
    medicare_equivalent: amount,
    balance_billed: z
      .string()
      .trim()
      .transform((value) => (value === '' ? '0' : value))
      .pipe(amount),
    case_number: optionalText(claimFieldMaxLengths.caseNumber).transform(
      (value) => value?.toUpperCase() ?? null,
    ),
    is_synthetic: z
      .string()
      .trim()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['', '0', '1', 'false', 'true'], { error: 'is not 0 or 1' }))
      .transform((value) => value === '1' || value === 'true'),
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
