import { type CaseRecordType, caseRecordTypeNames, caseRecordTypes } from '../shared/case-record-types.js';
import { ownEntry } from '../shared/own-entry.js';

/**
 * Case rules shared by the web forms and the server (cases spec §4, §6, §8, §9). Zod-free, so a
 * screen can use the texts and checks without loading the schemas. The record types and the
 * rules of the payload fields, which the public form shares, are in shared/case-record-types.ts
 * and shared/case-fields.ts.
 */

/** Record types a member may file (cases spec §6: Appeal is a client type). */
export const memberCaseRecordTypes: readonly CaseRecordType[] = ['BalanceBill', 'AccessIssue', 'CallAhead'];

/**
 * The base record type of a CRM record type name: employee variants (for example 'Employee
 * Balance Bill' or 'Balance Bill - Employee') show as their base type (cases spec §3). Unknown
 * names are returned unchanged.
 */
export function baseRecordTypeName(name: string): string {
  const squashed = name.toLowerCase().replace(/[^a-z]/g, '');
  for (const type of caseRecordTypes) {
    if (squashed.includes(type.toLowerCase())) return caseRecordTypeNames[type];
  }
  return name;
}

/** The record type (`AccessIssue`…) of a record type name, employee variants included, or null. */
export function recordTypeOfName(name: string): CaseRecordType | null {
  const base = baseRecordTypeName(name);
  return caseRecordTypes.find((type) => caseRecordTypeNames[type] === base) ?? null;
}

/** Stored statuses of the status workflow (issue 4; docs/decisions/0053). */
export const caseStatuses = ['Intake', 'Opened', 'Processing', 'Closed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

/** Status a new case starts in. */
export const initialCaseStatus: CaseStatus = 'Intake';

/** Status labels shown in lists and the detail modal (cases spec §4 Case status display). */
export const caseStatusLabels = {
  opened: 'Opened',
  processing: 'Processing',
  closed: 'Closed',
  missing: 'Waiting for information',
} as const;
export type CaseStatusLabel = (typeof caseStatusLabels)[keyof typeof caseStatusLabels];

/**
 * The status label of a stored status (cases spec §4): Intake or Opened → 'Opened'; Closed →
 * 'Closed'; any other status → 'Processing'; none → 'Waiting for information'.
 */
export function caseStatusLabel(status: string | null | undefined): CaseStatusLabel {
  if (status === null || status === undefined || status.trim() === '') return caseStatusLabels.missing;
  if (status === 'Intake' || status === 'Opened') return caseStatusLabels.opened;
  if (status === 'Closed') return caseStatusLabels.closed;
  return caseStatusLabels.processing;
}

/**
 * Status details a status may carry (docs/decisions/0053): Processing needs one, Closed may have
 * one, Intake and Opened have none. The value is stored; the label is shown.
 */
export const caseStatusDetails = {
  Intake: {},
  Opened: {},
  Processing: {
    ProviderNegotiation: 'Negotiating with the provider',
    AwaitingDocuments: 'Waiting for documents from the member',
    AwaitingProvider: 'Waiting for the provider to respond',
    ContactingProvider: 'Contacting the provider',
  },
  Closed: {
    Resolved: 'Resolved',
    Withdrawn: 'Withdrawn by the member',
    NotResolved: 'Closed without resolution',
  },
} as const satisfies Record<CaseStatus, Record<string, string>>;

/** True when `status` needs a status detail (only Processing does). */
export function isStatusDetailRequired(status: CaseStatus): boolean {
  return status === 'Processing';
}

/**
 * The label of a status detail for a status, or null when the status or detail is unknown or
 * empty. Both come from callers, so only own entries of the table count (docs/decisions/0092).
 */
export function caseStatusDetailLabel(status: string | null, detail: string | null): string | null {
  if (status === null || detail === null || detail === '') return null;
  const details: Record<string, string> | undefined = ownEntry(caseStatusDetails, status);
  return details === undefined ? null : (ownEntry(details, detail) ?? null);
}

/** Status filter of the case list (cases spec §6): the value is the status label it keeps. */
export const caseStatusFilters = [
  { value: 'All', label: 'All' },
  { value: 'Processing', label: 'Provider Negotiation' },
  { value: 'Opened', label: 'Intake' },
  { value: 'Closed', label: 'Closed' },
] as const;
export type CaseStatusFilter = (typeof caseStatusFilters)[number]['value'];

/** Type filter of the case list (cases spec §6); Appeal is offered to client viewers only. */
export const caseTypeFilters = [
  { value: 'All', label: 'All' },
  { value: 'BalanceBill', label: 'Balance Bill' },
  { value: 'AccessIssue', label: 'Access Issue' },
  { value: 'CallAhead', label: 'Call Ahead' },
  { value: 'Appeal', label: 'Appeal' },
] as const;
export type CaseTypeFilter = (typeof caseTypeFilters)[number]['value'];

/** Case list page sizes and defaults (cases spec §2 /my-cases, §9). */
export const caseListPageSizes = [5, 10, 25] as const;
export const caseListDefaultPageSize = 10;
/** Debounce of the case list search box, ms (cases spec §7 notes, §9). */
export const caseListSearchDebounceMs = 3000;

/** Texts of the submission overlays (cases spec §2 Submission overlays, §4 Case submission). */
export const caseSubmissionTexts = {
  loading:
    "We're working on your request. Please hang tight, and we'll notify you once your case is submitted.",
  successTitle: 'Submitted',
  successText:
    'Thanks for submitting the case form. We will review your case and get back to you soon. New cases will appear within 1 business day.',
  continueButton: 'Continue',
  noCases: 'No Cases Found',
} as const;

/** Server messages of case calls (the spec words none: cases spec §7 notes, §8). */
export const caseMessages = {
  notFound: 'Case not found.',
  patientNotFound: 'This patient is not on your account.',
  appealClientOnly: 'Appeals are filed by client users.',
  statusDetailRequired: 'A status detail is required for Processing.',
  statusDetailInvalid: 'This status detail does not belong to the chosen status.',
  /** A case filed from a claim (issue 32 item 6; docs/decisions/0114). */
  claimNotFound: 'No claim with this id was found among the claims you may see.',
  claimBalanceBillOnly: 'Only a Balance Bill case can be filed from a claim.',
  claimPatientMismatch: "The case's patient is not the patient of this claim.",
} as const;

/** Server messages of client case calls (the spec words none; docs/decisions/0065). */
export const clientCaseMessages = {
  patientNotFound: 'We could not find this patient on your plans.',
  planNotYours: 'This plan is not one of your plans.',
} as const;
