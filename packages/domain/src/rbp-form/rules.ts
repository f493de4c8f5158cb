import {
  accessIssueReasons,
  caseDateOfBirthProblem,
  caseFieldMessages,
  caseZipDigits,
  serviceDateProblem,
} from '../shared/case-fields.js';
import type { CaseRecordType } from '../shared/case-record-types.js';

/**
 * Rules and texts of the public case form /rbp-form (cases spec §2 public case form, §4 Public
 * form, §5 Public form, §8, §9). Zod-free: the page and the server share them; the field formats
 * (10-digit phone, 5-digit zip, e-mail pattern) come from the case payload schemas.
 */

/** The four cards in the order shown; Balance Bill is the default (cases spec §2). */
export const rbpFormTypes = [
  'BalanceBill',
  'AccessIssue',
  'Appeal',
  'CallAhead',
] as const satisfies readonly CaseRecordType[];
export const defaultRbpFormType: CaseRecordType = 'BalanceBill';

/** Texts of the page (cases spec §2 public case form, §4, §8). */
export const rbpFormTexts = {
  title: 'RBP SUPPORT SERVICE FORMS',
  intro: 'Please select the type of issue and fill the form below to submit a case.',
  successTitle: 'Submitted',
  successText: 'Thanks for submitting the case form.',
  continueButton: 'Continue',
  submitButton: 'Submit',
  /** Snackbar of a failed create whose reply carries no message (cases spec §8). */
  somethingWentWrong: 'Something went wrong. Please try again.',
  reasonRequired: 'Please select at least one reason',
  otherReasonRequired: 'Please describe the other reason',
  filesRequired: 'Please upload at least one file',
} as const;

/** How long the public form's snackbar shows, ms (cases spec §2, §9). */
export const rbpFormSnackbarMs = 3000;

/**
 * How long after a public case is created the same browser may upload its files, ms
 * (docs/decisions/0063).
 */
export const rbpFormUploadWindowMs = 30 * 60 * 1000;

/** Card descriptions (cases spec §2: each card has one, Appeal has none; wording ours). */
export const rbpFormCardDescriptions: Record<CaseRecordType, string | null> = {
  BalanceBill: 'A provider says you owe more than your plan paid.',
  AccessIssue: 'A provider declined the insurance or denied access to care.',
  Appeal: null,
  CallAhead:
    'We call a physician group before a first appointment to explain the plan. Hospitals, surgical centres, imaging centres and other facilities are excluded.',
};

/** Notices shown above each type's form (cases spec §2 "Notices by type"; wording ours). */
export const rbpFormNotices: Record<CaseRecordType, readonly string[]> = {
  BalanceBill: [
    'Please do not submit bills from multiple providers in one submission.',
    'Please submit the EOB (Explanation of Benefits) or the provider correspondence first: negotiations cannot move forward without these documents.',
  ],
  Appeal: [
    'Please do not submit appeals for multiple providers in one submission.',
    'Please submit the EOB (Explanation of Benefits) or the provider correspondence first: negotiations cannot move forward without these documents.',
  ],
  CallAhead: [
    'Call Ahead: our team phones a physician group before a first appointment to explain the coverage of the plan. Hospitals, surgical centres, imaging centres and other facilities are excluded.',
    'The member should already have an appointment within 30 days, or need to book one within two weeks.',
  ],
  AccessIssue: [
    'Please do not include more than one provider in one submission.',
    'An access issue is when a provider declines the member’s insurance, asks for payment up front or a contract, cancels an appointment, or otherwise denies access to care.',
  ],
};

/** The EOB reminder at the end of the Balance Bill and Appeal upload (cases spec §2). */
export const rbpFormEobReminder =
  'Reminder: please include the EOB together with the provider’s statement or bill.';

/** The Facility/Professional explanation of the Access Issue form (cases spec §2). */
export const rbpFormFacilityProfessionalText = {
  facility: 'Facility (Hospital): the hospital, surgical centre or other facility declined or denied access.',
  professional: 'Professional (Physician): a physician or physician group declined or denied access.',
  both: 'Both: the facility and a professional whose name is unknown.',
} as const;

/** True for the types that take uploaded files: Balance Bill and Appeal (cases spec §2, §5). */
export function isRbpFormUploadType(type: CaseRecordType): boolean {
  return type === 'BalanceBill' || type === 'Appeal';
}

/** Zip as typed: non-digits stripped, cut to 5 digits (cases spec §5 Public form). */
export function zipDigitsOf(value: string): string {
  return value.replace(/\D/g, '').slice(0, caseZipDigits);
}

/**
 * The checked reasons and the free text of a joined `reasonForAccessIssue` (cases spec §3: the
 * checked reasons joined by commas, then the free-text reason). The known reasons are matched by
 * their exact text (they contain commas themselves); whatever remains is the free text.
 */
export function splitAccessIssueReasons(joined: string): { reasons: string[]; otherText: string } {
  let rest = joined;
  const reasons: string[] = [];
  for (const reason of accessIssueReasons) {
    if (rest.includes(reason)) {
      reasons.push(reason);
      rest = rest.replace(reason, '');
    }
  }
  const otherText = rest.replace(/^[\s,]+|[\s,]+$/g, '').replace(/,(\s*,)+/g, ',');
  return { reasons, otherText };
}

/** The public form's fields the rules read, after the payload schema parsed them. */
export interface RbpFormRuleInput {
  recordType: CaseRecordType;
  submitterContactInfo: Record<
    'firstName' | 'lastName' | 'companyName' | 'phoneNumber' | 'emailAddress',
    string
  >;
  memberId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  planname: string;
  groupid: string;
  tpaName: string;
  newPatient: boolean | null;
  typeOfAccessIssue: string;
  patientSeenFor: string;
  reasonForAccessIssue: string;
  isReasonForAccessIssueOthers: boolean;
  scheduledDateOfService: string;
  description: Record<
    | 'physicianName'
    | 'physicianType'
    | 'providerOfficeName'
    | 'FacilityName'
    | 'BillingContact'
    | 'providerPhone'
    | 'providerAddress'
    | 'providerCity'
    | 'providerState'
    | 'providerZip',
    string
  >;
}

/** A broken rule: dotted field path (payload names) and message. */
export interface RbpFormProblem {
  path: string;
  message: string;
}

const memberFields = [
  'memberId',
  'firstName',
  'lastName',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'zip',
  'groupid',
  'planname',
  'tpaName',
] as const;

const submitterFields = ['firstName', 'lastName', 'companyName', 'phoneNumber', 'emailAddress'] as const;

/**
 * Every required-field rule of the public form that `input` breaks on `today` (cases spec §5
 * Public form). Formats (10-digit phones, 5-digit zips, e-mail pattern) are the payload schema's.
 * - Every type, Call Ahead included (docs/decisions/0062): submitter first name, last name,
 *   company, phone, e-mail; member ID, first and last name, date of birth (real, not in the
 *   future, at most 200 years ago), phone, e-mail, address, city, state, zip, group #, plan name,
 *   TPA name.
 * - Access Issue: newPatient, type of access issue, patientSeenFor, at least one reason, the
 *   free text when 'Other' is ticked, date of service (1900–2100), provider address, city, state,
 *   zip, phone; Facility or Both: facility name and billing contact; Physician or Both: physician
 *   name and type of physician.
 * - Call Ahead: date of service, physician name, office name, provider phone, city, state, zip.
 * The files Balance Bill and Appeal need are checked by the page and by the upload call.
 */
export function rbpFormProblems(input: RbpFormRuleInput, today: Date): RbpFormProblem[] {
  const problems: RbpFormProblem[] = [];
  const required = (path: string, value: string) => {
    if (value.trim() === '') problems.push({ path, message: caseFieldMessages.required });
  };
  for (const field of submitterFields)
    required(`submitterContactInfo.${field}`, input.submitterContactInfo[field]);
  for (const field of memberFields) required(field, input[field]);
  const dobProblem = caseDateOfBirthProblem(input.dateOfBirth, today);
  if (dobProblem !== null) problems.push({ path: 'dateOfBirth', message: dobProblem });

  const d = input.description;
  const requiredProvider = (fields: readonly (keyof RbpFormRuleInput['description'])[]) => {
    for (const field of fields) required(`description.${field}`, d[field]);
  };
  if (input.recordType === 'AccessIssue' || input.recordType === 'CallAhead') {
    const serviceProblem = serviceDateProblem(input.scheduledDateOfService, true);
    if (serviceProblem !== null) problems.push({ path: 'scheduledDateOfService', message: serviceProblem });
  }
  if (input.recordType === 'AccessIssue') {
    if (input.newPatient === null) problems.push({ path: 'newPatient', message: caseFieldMessages.required });
    required('typeOfAccessIssue', input.typeOfAccessIssue);
    required('patientSeenFor', input.patientSeenFor);
    const { reasons, otherText } = splitAccessIssueReasons(input.reasonForAccessIssue);
    if (input.isReasonForAccessIssueOthers && otherText === '') {
      problems.push({ path: 'reasonForAccessIssue', message: rbpFormTexts.otherReasonRequired });
    } else if (reasons.length === 0 && otherText === '') {
      problems.push({ path: 'reasonForAccessIssue', message: rbpFormTexts.reasonRequired });
    }
    requiredProvider(['providerAddress', 'providerCity', 'providerState', 'providerZip', 'providerPhone']);
    const type = input.typeOfAccessIssue;
    const isBoth = type === 'Professional - Physician Unknown';
    if (type === 'Facility' || isBoth) requiredProvider(['FacilityName', 'BillingContact']);
    if (type === 'Physician' || isBoth) requiredProvider(['physicianName', 'physicianType']);
  }
  if (input.recordType === 'CallAhead') {
    requiredProvider([
      'physicianName',
      'providerOfficeName',
      'providerPhone',
      'providerCity',
      'providerState',
      'providerZip',
    ]);
  }
  return problems;
}
