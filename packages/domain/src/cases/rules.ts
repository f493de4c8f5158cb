import { isAfter, isBefore, startOfDay, subYears } from 'date-fns';
import { dateOfBirthMaxAgeYears, parseIsoDate } from '../shared/dates.js';
import { isGenericEmail } from '../shared/email-pattern.js';
import { ownEntry } from '../shared/own-entry.js';

/**
 * Case rules shared by the web forms and the server (cases spec §4, §5, §6, §8, §9). Zod-free, so
 * a screen can use the texts and checks without loading the schemas.
 */

/** Record types of a case as sent in `recordType` (cases spec §3 Case payload). */
export const caseRecordTypes = ['AccessIssue', 'BalanceBill', 'CallAhead', 'Appeal'] as const;
export type CaseRecordType = (typeof caseRecordTypes)[number];

/** The record type name shown to people (`RecordType.Name`, cases spec §3). */
export const caseRecordTypeNames: Record<CaseRecordType, string> = {
  AccessIssue: 'Access Issue',
  BalanceBill: 'Balance Bill',
  CallAhead: 'Call Ahead',
  Appeal: 'Appeal',
};

/** Record types a member may file (cases spec §6: Appeal is a client type). */
export const memberCaseRecordTypes: readonly CaseRecordType[] = ['BalanceBill', 'AccessIssue', 'CallAhead'];

/** True when `value` is one of the four record types. */
export function isCaseRecordType(value: string): value is CaseRecordType {
  return (caseRecordTypes as readonly string[]).includes(value);
}

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

/** Types of access issue (cases spec §2, §3) with their labels on the member and public forms. */
export const accessIssueTypes = [
  { value: 'Facility', memberLabel: 'Provider (Hospital)', publicLabel: 'Facility (Hospital)' },
  { value: 'Physician', memberLabel: 'Professional (Physician)', publicLabel: 'Professional (Physician)' },
  { value: 'Professional - Physician Unknown', memberLabel: 'Both', publicLabel: 'Both' },
] as const;
export type AccessIssueType = (typeof accessIssueTypes)[number]['value'];
export const accessIssueTypeValues = accessIssueTypes.map((type) => type.value) as [
  AccessIssueType,
  ...AccessIssueType[],
];

/** `patientSeenFor` when General Care is chosen (cases spec §4). */
export const generalCare = 'general';

/** The access-issue reasons, exactly as the spec words them (cases spec §5 Public form). */
export const accessIssueReasons = [
  'Patient tried to make appointment, was denied',
  'Patient had appointment scheduled, Facility/Professional called to cancel',
  'Facility/Professional requires payment up front/self-pay',
  'Facility/Professional requires agreement/contract to see patient',
] as const;
/** The last reason checkbox, with free text (cases spec §5). */
export const otherAccessIssueReason = 'Other';

/**
 * `reasonForAccessIssue` as sent (cases spec §3): the checked reasons joined by commas, then the
 * free-text reason when 'Other' is ticked and filled.
 */
export function joinAccessIssueReasons(checked: readonly string[], otherText: string): string {
  const parts = checked.filter((reason) => reason !== otherAccessIssueReason);
  const other = otherText.trim();
  if (checked.includes(otherAccessIssueReason) && other !== '') parts.push(other);
  return parts.join(',');
}

/** Field messages of the case forms (cases spec §5, §8), quoted exactly. */
export const caseFieldMessages = {
  phone: 'Must be a valid phone number',
  email: 'Must be a valid email',
  zip: 'Must be a valid Zip Code',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfServiceRequired: 'Date of Service is required',
  invalidDate: 'Must be a valid date',
  required: 'This field is required',
} as const;

/** Digits in a phone number and zip code (cases spec §9). */
export const casePhoneDigits = 10;
export const caseZipDigits = 5;

/** True for exactly 10 digits (cases spec §5 Phone). */
export function isCasePhone(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/** True for exactly 5 digits (cases spec §5 Zip). */
export function isCaseZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** True for an e-mail on the generic pattern (cases spec §5 Email; docs/decisions/0042). */
export function isCaseEmail(value: string): boolean {
  return isGenericEmail(value);
}

/** Phone as typed: non-digits stripped, cut to 10 digits (cases spec §5 Public form). */
export function phoneDigitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, casePhoneDigits);
}

/** The placeholder service date kept as is on case creation (cases spec §5, §9). */
export const placeholderServiceDate = '1111-01-01';
/** Years a date of service may fall in (cases spec §5, §9). */
export const serviceDateYearMin = 1900;
export const serviceDateYearMax = 2100;

/** The calendar date (`YYYY-MM-DD`) of a date sent as `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00Z`, or null. */
export function calendarDateOf(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z)?$/.exec(value.trim());
  return match?.[1] ?? null;
}

/**
 * The message for a date of service, or null (cases spec §5): `required` gives 'Date of Service
 * is required' when empty; otherwise a real date in 1900–2100 (the placeholder 1111-01-01 is
 * accepted as is), else 'Must be a valid date'.
 */
export function serviceDateProblem(value: string, required: boolean): string | null {
  if (value.trim() === '') return required ? caseFieldMessages.dateOfServiceRequired : null;
  const date = calendarDateOf(value);
  if (date === placeholderServiceDate) return null;
  const parsed = date === null ? null : parseIsoDate(date);
  if (parsed === null) return caseFieldMessages.invalidDate;
  const year = parsed.getFullYear();
  return year < serviceDateYearMin || year > serviceDateYearMax ? caseFieldMessages.invalidDate : null;
}

/**
 * A service date as stored and sent on (cases spec §5): the placeholder 1111-01-01 stays as is,
 * any other date becomes midnight UTC (`YYYY-MM-DDT00:00:00.000Z`). Call after
 * {@link serviceDateProblem} passed.
 */
export function normaliseServiceDate(value: string): string {
  const date = calendarDateOf(value) ?? value;
  return date === placeholderServiceDate ? date : `${date}T00:00:00.000Z`;
}

/**
 * The message for a member's date of birth (`YYYY-MM-DD`, or with `T00:00:00Z`) on `today`, or
 * null (cases spec §5 Public form): required, a real date, not in the future, not more than 200
 * years ago.
 */
export function caseDateOfBirthProblem(value: string, today: Date): string | null {
  if (value.trim() === '') return caseFieldMessages.dateOfBirthRequired;
  const date = calendarDateOf(value);
  const parsed = date === null ? null : parseIsoDate(date);
  if (parsed === null) return caseFieldMessages.invalidDate;
  const day = startOfDay(today);
  if (isAfter(parsed, day) || isBefore(parsed, subYears(day, dateOfBirthMaxAgeYears))) {
    return caseFieldMessages.invalidDate;
  }
  return null;
}

/** Preferred methods of contact (cases spec §3 Member info). */
export const preferredContactMethods = ['Phone', 'Email'] as const;
export type PreferredContactMethod = (typeof preferredContactMethods)[number];

/** Longest values of case text fields, characters (the spec gives none; docs/decisions/0050). */
export const caseFieldMaxLengths = {
  name: 100,
  id: 50,
  address: 200,
  city: 100,
  state: 50,
  shortText: 200,
  comment: 2000,
  reasons: 2000,
  email: 254,
  time: 20,
} as const;

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
} as const;

/** Server messages of client case calls (the spec words none; docs/decisions/0065). */
export const clientCaseMessages = {
  patientNotFound: 'We could not find this patient on your plans.',
  planNotYours: 'This plan is not one of your plans.',
} as const;
