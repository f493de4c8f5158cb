/**
 * What the server reads from the `claims` and `cases` tables for one plan (SQL aggregates grouped
 * by plan and key; docs/decisions/0105-reports.md), and the pure functions of the report pages
 * shape into figures. Amounts are US dollars; dates ISO `YYYY-MM-DD`.
 */

/** Claim types of the claims table. */
export const reportClaimTypes = ['inpatient', 'outpatient', 'professional'] as const;
export type ReportClaimType = (typeof reportClaimTypes)[number];

/** Labels of the claim types. */
export const reportClaimTypeLabels: Readonly<Record<ReportClaimType, string>> = {
  inpatient: 'Inpatient',
  outpatient: 'Outpatient',
  professional: 'Professional',
};

/** Sums over a group of claims (one key: a claim type, month, state, provider or code). */
export interface ClaimAggregate {
  /** The group: claim type, `YYYY-MM`, `YYYY`, state code, provider or code. */
  key: string;
  claims: number;
  billed: number;
  allowed: number;
  paid: number;
  medicareEquivalent: number;
  balanceBilled: number;
  /** Claims with a balance-billed amount above 0. */
  balanceBilledClaims: number;
  /** Distinct members with a claim in the group. */
  members: number;
}

/** One case of the plan as the reports see it. */
export interface CaseFact {
  caseNumber: string;
  /** AccessIssue | BalanceBill | CallAhead | Appeal. */
  recordType: string;
  openedOn: string;
  /** The day of the last move to Closed on or before the period's end; null when open then. */
  closedOn: string | null;
  /** The stored status on the period's last day (Intake, Opened, Processing, Closed). */
  status: string;
  statusDetail: string | null;
  providerName: string | null;
  providerState: string | null;
  totalBilled: number | null;
  balanceBill: number | null;
  /** The access issue's type as filed (access issues only). */
  accessIssueType: string | null;
}

/**
 * One case decided (closed) up to the report's month, as its clock stands (issue 35 item 5;
 * docs/decisions/0117): the cases area's `caseDecisionOf` of the stored decided and due times.
 */
export interface CaseDecisionFact {
  /** AccessIssue | BalanceBill | CallAhead | Appeal. */
  recordType: string;
  /** `YYYY-MM`: the month it was decided in, in the clocks' time zone. */
  month: string;
  /** Decided by its due time (extension and pauses counted); null without clock figures (left out). */
  onTime: boolean | null;
}

/** A claim repriced in a month for care that began in an earlier month (Additional Monthly Payments). */
export interface AdditionalPaymentFact {
  claimId: string;
  claimType: string;
  providerName: string;
  serviceDateFrom: string;
  receivedOn: string;
  allowed: number;
  paid: number;
  caseNumber: string | null;
}

/** Claims at one provider whose NPI carries an active provider-experience flag. */
export interface FlaggedProviderFact extends ClaimAggregate {
  npi: string;
  providerName: string;
  state: string | null;
  /** CAUTION, UNFRIENDLY or DELISTED. */
  recommendation: string;
}

/** An empty aggregate of `key`. */
export function emptyAggregate(key: string): ClaimAggregate {
  return {
    key,
    claims: 0,
    billed: 0,
    allowed: 0,
    paid: 0,
    medicareEquivalent: 0,
    balanceBilled: 0,
    balanceBilledClaims: 0,
    members: 0,
  };
}

/** The label of a claim type (`inpatient` → Inpatient); an unknown value as it is. */
export function claimTypeLabel(claimType: string): string {
  return Object.hasOwn(reportClaimTypeLabels, claimType)
    ? reportClaimTypeLabels[claimType as ReportClaimType]
    : claimType;
}
