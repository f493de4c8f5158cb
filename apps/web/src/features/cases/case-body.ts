import {
  type CaseRecordType,
  generalCare,
  joinAccessIssueReasons,
  type MemberCaseBody,
  memberCaseBodySchema,
  parseDateEntry,
} from '@medivi/domain';
import type { MemberInfoDraft, ProviderFormValues } from './case-draft';

/** `HH:mm` as 12-hour text, `h:mm AM` (cases spec §3 timeOfAppointment); '' stays ''. */
export function twelveHourTime(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (match === null) return '';
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${String(hours % 12 === 0 ? 12 : hours % 12)}:${match[2] ?? '00'} ${suffix}`;
}

/** The date typed as `YYYY-MM-DD`, or the text itself when it is not a whole date (so the rule flags it). */
export function serviceDateOf(typed: string): string {
  const trimmed = typed.trim();
  return trimmed === '' ? '' : (parseDateEntry(trimmed, new Date()) ?? trimmed);
}

/**
 * The `POST /api/createCase` body of a draft (cases spec §3 Case payload, §4): the member info of
 * the first form, the provider info (none for Balance Bill) and the comments. General Care sends
 * `patientSeenFor` 'general'; reasons are joined with the free text last. `claimID`, the claim a
 * Balance Bill is filed from (docs/decisions/0114), is sent only when there is one.
 */
export function memberCaseBodyOf(
  caseType: CaseRecordType,
  member: MemberInfoDraft,
  provider: ProviderFormValues | null,
  additionalComment: string,
  claimID?: string,
): MemberCaseBody {
  const body: MemberCaseBody = {
    recordType: caseType,
    sixDegPatientID: member.sixDegPatientID,
    preferredMethodOfContact: member.preferredMethodOfContact as 'Phone' | 'Email',
    phone: member.phone,
    email: member.email,
    address: member.address,
    city: member.city,
    state: member.state,
    zip: member.zip,
    newPatient: caseType === 'AccessIssue' && member.newPatient !== '' ? member.newPatient : null,
    memberId: member.memberId,
    firstName: member.firstName,
    lastName: member.lastName,
    dateOfBirth: member.dateOfBirth,
    planname: member.planname,
    groupid: member.groupid,
    additionalComment: provider?.additionalComment ?? additionalComment,
    ...(claimID === undefined ? {} : { claimID }),
  };
  if (provider === null) return body;
  const isAccessIssue = caseType === 'AccessIssue';
  return {
    ...body,
    typeOfAccessIssue: isAccessIssue ? provider.typeOfAccessIssue : '',
    patientSeenFor: !isAccessIssue
      ? ''
      : provider.seenFor === 'general'
        ? generalCare
        : provider.seenFor === 'specific'
          ? provider.specificReason
          : '',
    reasonForAccessIssue: isAccessIssue ? joinAccessIssueReasons(provider.reasons, provider.otherReason) : '',
    scheduledDateOfService: serviceDateOf(provider.serviceDate),
    timeOfAppointment: caseType === 'CallAhead' ? twelveHourTime(provider.appointmentTime) : '',
    description: {
      physicianName: caseType === 'CallAhead' ? provider.physicianName : '',
      providerOfficeName: provider.providerOfficeName,
      providerPhone: provider.providerPhone,
      providerStreet: provider.providerStreet,
      providerCity: provider.providerCity,
      providerState: provider.providerState,
      providerZip: provider.providerZip,
      additionalComments: provider.additionalComment,
    },
  };
}

/** Where a broken rule of the body shows on the provider form. */
const providerFieldOfPath: Record<string, keyof ProviderFormValues> = {
  'description.physicianName': 'physicianName',
  'description.providerOfficeName': 'providerOfficeName',
  'description.providerPhone': 'providerPhone',
  'description.providerStreet': 'providerStreet',
  'description.providerCity': 'providerCity',
  'description.providerState': 'providerState',
  'description.providerZip': 'providerZip',
  scheduledDateOfService: 'serviceDate',
  timeOfAppointment: 'appointmentTime',
  typeOfAccessIssue: 'typeOfAccessIssue',
  patientSeenFor: 'specificReason',
  reasonForAccessIssue: 'reasons',
  additionalComment: 'additionalComment',
  'description.additionalComments': 'additionalComment',
  'description.planname': 'planname',
  'description.groupid': 'groupid',
  'description.tpaName': 'tpaName',
};

/** A broken rule of the whole body: the field of the form it belongs to, if any, and its message. */
export interface CaseBodyProblem {
  field: keyof ProviderFormValues | null;
  path: string;
  message: string;
}

/**
 * Checks a body with the same schema the server applies (cases spec §5), so the buttons are
 * enabled exactly when the server would take the case. Empty when it holds.
 */
export function caseBodyProblems(body: MemberCaseBody): CaseBodyProblem[] {
  return problemsOf(memberCaseBodySchema.safeParse(body));
}

/** The problems of a schema's result, each placed on the provider form field it belongs to. */
export function problemsOf(
  result:
    { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): CaseBodyProblem[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { field: providerFieldOfPath[path] ?? null, path, message: issue.message };
  });
}
