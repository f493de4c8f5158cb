import { claimDetailColumns, claimsFileColumns, type ClaimsFileColumn } from '@medivi/domain';

/** Lines of claims files for the importer's tests (docs/decisions/0105 "Claims", 0114 "Data"). */

/** The columns of a file in the layout before the member-claim columns (decision 0114). */
export const oldClaimsColumns = claimsFileColumns.filter(
  (column) => !(claimDetailColumns as readonly ClaimsFileColumn[]).includes(column),
);

/** The plan the test claims are of (made by `createCaseMember`). */
export const claimsTestPlan = 'Case Test Plan (synthetic)';

/** Cell changes by column. */
export type ClaimCells = Partial<Record<ClaimsFileColumn, string>>;

/**
 * A good professional claim line of member CLM100, in the old layout unless `columns` says
 * otherwise; `changes` replace cells by column.
 */
export function claimsLine(
  claimId: string,
  changes: ClaimCells = {},
  columns: readonly ClaimsFileColumn[] = oldClaimsColumns,
): string {
  const cells: Record<string, string> = {
    claim_id: claimId,
    plan_name: claimsTestPlan,
    member_id: 'clm100',
    patient_name: 'Dana Synthetic',
    provider_npi: '1234567893',
    provider_ccn: '',
    provider_name: 'Test Provider',
    provider_state: 'OH',
    claim_type: 'professional',
    code_type: 'HCPCS',
    code: '99213',
    service_date_from: '2024-03-04',
    service_date_to: '2024-03-04',
    received_on: '2024-03-20',
    billed: '180.00',
    allowed: '110.50',
    paid: '110.50',
    medicare_equivalent: '73.67',
    balance_billed: '0',
    case_number: '',
    is_synthetic: '1',
    ...changes,
  };
  return columns.map((column) => cells[column] ?? '').join(',');
}

/**
 * A good line with every member-claim column: the subscriber's office visit, decided on the day
 * it was repriced; allowed 110.50 = paid 50.50 + copay 50 + coinsurance 10.
 */
export function memberClaimsLine(claimId: string, changes: ClaimCells = {}): string {
  return claimsLine(
    claimId,
    {
      paid: '50.50',
      patient_member_id: 'clm100',
      patient_relationship: 'subscriber',
      billing_provider_npi: '1234567893',
      billing_provider_tin: '',
      place_of_service: '11',
      billing_class: 'professional',
      claim_status: 'paid',
      denial_reason: '',
      decided_on: '2024-03-20',
      deductible_amount: '0',
      coinsurance_amount: '10.00',
      copay_amount: '50.00',
      ...changes,
    },
    claimsFileColumns,
  );
}

/** The changes that make `memberClaimsLine` a good denied claim: nothing allowed, no cost share. */
export const deniedClaimCells: ClaimCells = {
  claim_status: 'denied',
  denial_reason: 'The plan needed prior authorization for this service.',
  allowed: '0',
  paid: '0',
  coinsurance_amount: '',
  copay_amount: '',
};
