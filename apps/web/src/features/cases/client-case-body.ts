import {
  type CaseRecordType,
  type ClientCaseBody,
  clientCaseBodySchema,
  generalCare,
  joinAccessIssueReasons,
} from '@medivi/domain';
import { type CaseBodyProblem, problemsOf, serviceDateOf, twelveHourTime } from './case-body';
import type { ClientInfoDraft, ProviderFormValues } from './case-draft';

/** Health Plan Information and comments of the client upload screen (cases spec §2 Upload documents). */
export interface ClientUploadValues {
  planname: string;
  groupid: string;
  tpaName: string;
  additionalComment: string;
}

function seenForOf(provider: ProviderFormValues): string {
  if (provider.seenFor === 'general') return generalCare;
  return provider.seenFor === 'specific' ? provider.specificReason : '';
}

/**
 * The `POST /api/createClientCase` body of a client draft (cases spec §3 Case payload, §4, §7):
 * the submitter, the patient the search found, his contact fields, `newPatient` for Access Issue,
 * the provider info (none for Balance Bill) and `description` {planname, groupid, tpaName} from the
 * Health Plan Information. Appeal drops the scheduled service date (spec §4) and carries its urgency
 * (issue 35); the date and time of appointment go with Call Ahead and Access Issue.
 */
export function clientCaseBodyOf(
  caseType: CaseRecordType,
  client: ClientInfoDraft,
  provider: ProviderFormValues | null,
  upload: ClientUploadValues | null,
): ClientCaseBody {
  const body: ClientCaseBody = {
    recordType: caseType,
    submitterContactInfo: client.submitterContactInfo,
    memberId: client.memberId,
    firstName: client.firstName,
    lastName: client.lastName,
    dateOfBirth: client.dateOfBirth,
    phone: client.phone,
    email: client.email,
    address: client.address,
    city: client.city,
    state: client.state,
    zip: client.zip,
    newPatient: caseType === 'AccessIssue' && client.newPatient !== '' ? client.newPatient : null,
    masterplanID: client.masterplanID,
  };
  if (provider === null) {
    const plan = upload ?? { planname: '', groupid: '', tpaName: '', additionalComment: '' };
    return {
      ...body,
      additionalComment: plan.additionalComment,
      description: {
        planname: plan.planname.trim(),
        groupid: plan.groupid.trim(),
        tpaName: plan.tpaName.trim(),
        additionalComments: plan.additionalComment,
      },
    };
  }
  const isAccessIssue = caseType === 'AccessIssue';
  const hasPhysician = caseType === 'CallAhead' || caseType === 'Appeal';
  return {
    ...body,
    typeOfAccessIssue: isAccessIssue ? provider.typeOfAccessIssue : '',
    patientSeenFor: isAccessIssue ? seenForOf(provider) : '',
    reasonForAccessIssue: isAccessIssue ? joinAccessIssueReasons(provider.reasons, provider.otherReason) : '',
    scheduledDateOfService: caseType === 'Appeal' ? '' : serviceDateOf(provider.serviceDate),
    timeOfAppointment: caseType === 'Appeal' ? '' : twelveHourTime(provider.appointmentTime),
    ...(caseType === 'Appeal' ? { appealUrgency: provider.appealUrgency } : {}),
    additionalComment: provider.additionalComment,
    description: {
      physicianName: hasPhysician ? provider.physicianName : '',
      providerOfficeName: provider.providerOfficeName,
      providerPhone: provider.providerPhone,
      providerStreet: provider.providerStreet,
      providerCity: provider.providerCity,
      providerState: provider.providerState,
      providerZip: provider.providerZip,
      additionalComments: provider.additionalComment,
      planname: provider.planname.trim(),
      groupid: provider.groupid.trim(),
      tpaName: provider.tpaName.trim(),
    },
  };
}

/**
 * Checks a client body with the schema the server applies (cases spec §5 client mode and
 * Provider form), so the buttons are enabled exactly when the server would take the case.
 */
export function clientCaseBodyProblems(body: ClientCaseBody): CaseBodyProblem[] {
  return problemsOf(clientCaseBodySchema.safeParse(body));
}
