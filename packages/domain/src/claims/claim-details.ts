import { z } from 'zod';
import { amountCell, centsOf, isoDateCell, optionalTextCell } from './file-cells.js';

/**
 * The member-claim columns of a claims file (issue 32, docs/decisions/0114 "Data"): who the
 * patient is, who billed, where the care was given, what the plan decided and the member's cost
 * share. Every one is optional, so a file in the layout before them imports unchanged.
 */
export const claimDetailColumns = [
  'patient_member_id',
  'patient_relationship',
  'billing_provider_npi',
  'billing_provider_tin',
  'place_of_service',
  'billing_class',
  'claim_status',
  'denial_reason',
  'decided_on',
  'deductible_amount',
  'coinsurance_amount',
  'copay_amount',
] as const;
export type ClaimDetailColumn = (typeof claimDetailColumns)[number];

/** The patient's relationship to the subscriber (the eligibility file's, plus `other`). */
export const claimPatientRelationships = ['subscriber', 'spouse', 'child', 'other'] as const;
export type ClaimPatientRelationship = (typeof claimPatientRelationships)[number];

/** The claim form: CMS-1500 / 837P (`professional`) or UB-04 / 837I (`institutional`). */
export const claimBillingClasses = ['professional', 'institutional'] as const;
export type ClaimBillingClass = (typeof claimBillingClasses)[number];

/** What the plan decided: paid, denied, or paid after a correction (`adjusted`). */
export const claimStatuses = ['paid', 'denied', 'adjusted'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export { placesOfService } from '../shared/places-of-service.js';

/** Longest texts accepted in the member-claim columns, characters. */
export const claimDetailMaxLengths = { patientMemberId: 50, denialReason: 500 } as const;

/** A cell of a column the file may leave out: an absent column reads as an empty cell. */
const cell = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim());

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  cell
    .transform((value) => value.toLowerCase())
    .refine((value) => value === '' || values.includes(value), message)
    .transform((value) => (value === '' ? null : (value as T[number])));

/**
 * A cost-share cell: null when the file has no such column (the layout before it: the split is
 * not known), else an amount in US dollars, empty = 0.
 */
const costShareCell = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return null;
    const parsed = amountCell.safeParse(value.trim() === '' ? '0' : value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/**
 * The zod shape of the member-claim cells, merged into the claims-file row schema. A cell may be
 * absent (undefined: the file has no such column) or a string. Outputs: ids upper-cased; empty
 * cells null; `claim_status` 'paid' when empty; the TIN as 9 digits (`12-3456789` accepted);
 * cost shares as in `costShareCell`.
 */
export const claimDetailCells = {
  patient_member_id: cell
    .pipe(optionalTextCell(claimDetailMaxLengths.patientMemberId))
    .transform((value) => value?.toUpperCase() ?? null),
  patient_relationship: choice(claimPatientRelationships, 'is not subscriber, spouse, child or other'),
  billing_provider_npi: cell
    .refine((value) => /^(\d{10})?$/.test(value), 'is not a 10-digit NPI')
    .transform((value) => (value === '' ? null : value)),
  billing_provider_tin: cell
    .refine(
      (value) => /^(\d{2}-?\d{7})?$/.test(value),
      'is not a 9-digit EIN (leave it empty where the provider bills under a social security number)',
    )
    .transform((value) => (value === '' ? null : value.replace('-', ''))),
  place_of_service: cell
    .refine(
      (value) => value === '' || /^(0[1-9]|[1-9]\d)$/.test(value),
      'is not a two-digit CMS place-of-service code (01 to 99)',
    )
    .transform((value) => (value === '' ? null : value)),
  billing_class: choice(claimBillingClasses, 'is not professional or institutional'),
  claim_status: choice(claimStatuses, 'is not paid, denied or adjusted').transform(
    (value): ClaimStatus => value ?? 'paid',
  ),
  denial_reason: cell.pipe(optionalTextCell(claimDetailMaxLengths.denialReason)),
  decided_on: cell
    .pipe(z.union([z.literal(''), isoDateCell]))
    .transform((value) => (value === '' ? null : value)),
  deductible_amount: costShareCell,
  coinsurance_amount: costShareCell,
  copay_amount: costShareCell,
};

/** The checked member-claim cells of one row. */
export type ClaimDetails = z.output<z.ZodObject<typeof claimDetailCells>>;

/** What the cross-column checks read of the rest of the row. */
export interface ClaimDetailsContext {
  member_id: string;
  service_date_from: string;
  allowed: number;
  paid: number;
}

/**
 * The rules across the member-claim columns (docs/decisions/0114 "Data"), each reported through
 * `issue(column, reason)`:
 * - a `patient_relationship` needs a `patient_member_id`; the subscriber's is `member_id`;
 * - a denied claim needs a `denial_reason` and has paid 0 and no cost share (its allowed is what
 *   the file says: a repricer may send the repriced amount); any other claim has no reason;
 * - on a paid or adjusted claim of a file with cost-share columns, deductible + coinsurance +
 *   copay is allowed − paid, to the cent (the member's share is what the plan did not pay);
 * - `decided_on` is not before `service_date_from`.
 */
export function checkClaimDetails(
  row: ClaimDetails & ClaimDetailsContext,
  issue: (column: ClaimDetailColumn | 'paid', reason: string) => void,
): void {
  if (row.patient_relationship !== null && row.patient_member_id === null) {
    issue('patient_relationship', 'needs a patient_member_id');
  }
  if (
    row.patient_relationship === 'subscriber' &&
    row.patient_member_id !== null &&
    row.patient_member_id !== row.member_id
  ) {
    issue('patient_member_id', 'is not member_id, yet the patient is the subscriber');
  }
  const shares = [
    ['deductible_amount', row.deductible_amount],
    ['coinsurance_amount', row.coinsurance_amount],
    ['copay_amount', row.copay_amount],
  ] as const;
  if (row.claim_status === 'denied') {
    if (row.denial_reason === null) issue('denial_reason', 'is empty; a denied claim needs one');
    if (centsOf(row.paid) !== 0) issue('paid', 'is not 0 on a denied claim');
    const charged = shares.find(([, amount]) => amount !== null && centsOf(amount) !== 0);
    if (charged !== undefined) issue(charged[0], 'is not 0: a denied claim has no cost share');
  } else {
    if (row.denial_reason !== null)
      issue('denial_reason', `only a denied claim has one (this one is ${row.claim_status})`);
    if (shares.some(([, amount]) => amount !== null)) {
      const share = shares.reduce((sum, [, amount]) => sum + centsOf(amount ?? 0), 0);
      const unpaid = centsOf(row.allowed) - centsOf(row.paid);
      if (share !== unpaid) {
        issue(
          'deductible_amount',
          `deductible + coinsurance + copay is ${(share / 100).toFixed(2)}, not allowed − paid (${(unpaid / 100).toFixed(2)})`,
        );
      }
    }
  }
  if (row.decided_on !== null && row.decided_on < row.service_date_from) {
    issue('decided_on', 'is before service_date_from');
  }
}
