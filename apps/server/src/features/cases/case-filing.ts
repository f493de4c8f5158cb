import type { ClientCaseInput, MemberCaseInput } from '@medivi/domain';
import type { CaseClaimFigures, NewCase, NewCaseProvider } from '../../platform/case-store/case-store.js';
import type { ClaimForCase } from '../../platform/claim-access.js';
import type { HeldRecord } from '../../platform/member-links/held-records.js';
import type { ClientPatientRow } from './cases.repository.js';

function orNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value;
}

/** The provider info fields of a member or client case payload. */
export type ProviderInfoInput = Pick<
  MemberCaseInput,
  | 'recordType'
  | 'typeOfAccessIssue'
  | 'patientSeenFor'
  | 'reasonForAccessIssue'
  | 'isReasonForAccessIssueOthers'
  | 'scheduledDateOfService'
  | 'timeOfAppointment'
  | 'description'
>;

/**
 * The provider of a case payload (cases spec §3 Provider info): the facility, office or physician
 * name and the address as columns, the whole provider info as details. Appeal drops the service
 * date (cases spec §4).
 */
export function providerOf(body: ProviderInfoInput): NewCaseProvider {
  const d = body.description;
  return {
    name: orNull(d?.FacilityName) ?? orNull(d?.providerOfficeName) ?? orNull(d?.physicianName),
    street: orNull(d?.providerStreet) ?? orNull(d?.providerAddress),
    city: orNull(d?.providerCity),
    state: orNull(d?.providerState),
    zip: orNull(d?.providerZip),
    details: {
      typeOfAccessIssue: orNull(body.typeOfAccessIssue),
      patientSeenFor: orNull(body.patientSeenFor),
      reasonForAccessIssue: orNull(body.reasonForAccessIssue),
      isReasonForAccessIssueOthers: body.isReasonForAccessIssueOthers ?? null,
      scheduledDateOfService: body.recordType === 'Appeal' ? null : body.scheduledDateOfService,
      timeOfAppointment: orNull(body.timeOfAppointment),
      description: d,
    },
  };
}

/** The member fields a case takes from the patient's eligibility record (cases spec §3 Member info). */
function recordFieldsOf(
  patient: Pick<HeldRecord, 'first_name' | 'last_name' | 'member_id' | 'date_of_birth'>,
) {
  return {
    firstName: patient.first_name,
    lastName: patient.last_name,
    memberId: patient.member_id,
    dateOfBirth: patient.date_of_birth,
  };
}

/**
 * The figures a Balance Bill takes from the claim it is filed from (cases spec §3 Case as listed;
 * docs/decisions/0114): Total Billed Charges the claim's billed amount, Balance Bill Amount what
 * lies above the allowed amount (billed − allowed), the claim's dates of service, one claim; USD.
 */
export function claimFiguresOf(claim: ClaimForCase): CaseClaimFigures {
  return {
    totalBilledCharges: claim.billed,
    balanceBillAmount: claim.balanceBillable,
    claimDosFrom: claim.serviceDateFrom,
    claimDosTo: claim.serviceDateTo,
    numberOfClaims: 1,
  };
}

/**
 * The provider of a Balance Bill filed from `claim`: the claim's provider name, and its
 * NPIs and the amounts the case has no column for (allowed, member owes; USD) kept with the
 * provider info as filed.
 */
function claimProviderOf(claim: ClaimForCase, provider: NewCaseProvider): NewCaseProvider {
  return {
    ...provider,
    name: claim.providerName,
    details: {
      ...provider.details,
      claim: {
        claimID: claim.claimId,
        providerNpi: claim.providerNpi,
        billingProviderNpi: claim.billingProviderNpi,
        allowed: claim.allowed,
        memberOwes: claim.memberOwes,
      },
    },
  };
}

/**
 * The case for `body` filed by `userId` for `patient` (cases spec §3 Case payload): member
 * fields from the patient's eligibility record, contact fields as edited, provider info as given
 * (Appeal drops the service date: cases spec §4). A Balance Bill filed from `claim` (already
 * checked to be the patient's) takes its provider, dates of service and amounts, and is linked to
 * it (issue 32 item 6).
 */
export function memberCaseOf(
  userId: string,
  patient: HeldRecord,
  body: MemberCaseInput,
  claim: ClaimForCase | null = null,
): NewCase {
  const provider = claim === null ? providerOf(body) : claimProviderOf(claim, providerOf(body));
  return {
    ...(claim === null ? {} : { claimId: claim.claimId, figures: claimFiguresOf(claim) }),
    recordType: body.recordType,
    channel: 'member',
    submittedByUserId: userId,
    memberLinkId: patient.link_id,
    eligibilityId: patient.eligibility_id,
    planId: patient.plan_id,
    member: {
      ...recordFieldsOf(patient),
      phone: body.phone,
      email: body.email,
      address: orNull(body.address),
      city: orNull(body.city),
      state: orNull(body.state),
      zip: body.zip,
      preferredContact: body.preferredMethodOfContact,
      newPatient: body.recordType === 'AccessIssue' ? body.newPatient : null,
      groupId: patient.group_id,
      planName: patient.plan_name,
      tpaName: null,
    },
    submitter: null,
    provider,
    additionalComment: orNull(body.additionalComment) ?? orNull(body.description?.additionalComments),
  };
}

/**
 * The case for `body` filed by the client user `userId` for `patient`, a member of one of his
 * plans (cases spec §3 Case payload, §5 client mode): member fields from the eligibility record,
 * group, plan and TPA names as the form gives them (else the record's), the submitter's contact,
 * and `memberLinkId`, the member's own account link when he has an account.
 */
export function clientCaseOf(
  userId: string,
  patient: ClientPatientRow,
  memberLinkId: string | null,
  body: ClientCaseInput,
): NewCase {
  const d = body.description;
  return {
    recordType: body.recordType,
    appealUrgency: body.recordType === 'Appeal' ? body.appealUrgency : null,
    channel: 'client',
    submittedByUserId: userId,
    memberLinkId,
    eligibilityId: patient.eligibility_id,
    planId: patient.plan_id,
    member: {
      ...recordFieldsOf(patient),
      phone: body.phone,
      email: body.email,
      address: body.address,
      city: body.city,
      state: body.state,
      zip: body.zip,
      preferredContact: body.preferredMethodOfContact ?? null,
      newPatient: body.recordType === 'AccessIssue' ? body.newPatient : null,
      groupId: orNull(d?.groupid) ?? patient.group_id,
      planName: orNull(d?.planname) ?? patient.plan_name,
      tpaName: orNull(d?.tpaName),
    },
    submitter: { ...body.submitterContactInfo },
    provider: providerOf(body),
    additionalComment: orNull(body.additionalComment) ?? orNull(d?.additionalComments),
  };
}

/**
 * The member's own record to file for when the body names no patient (docs/decisions/0069): his
 * newest 'self' link (one per plan), so a 'Limited Access' member, whose web loads no member
 * detail, can file for himself. `patients` come oldest link first (`recordsHeldBy`).
 * Undefined when the account holds no own record.
 */
export function ownRecordOf(patients: readonly HeldRecord[]): HeldRecord | undefined {
  return patients.filter((p) => p.held_as === 'self').at(-1);
}

/** Patient Name split on its first space into first and last name (cases spec §5 client mode). */
export function splitPatientName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** `masterplanID` of a client case body, or undefined when empty (all the client's plans). */
export function masterPlanOf(body: ClientCaseInput): string | undefined {
  return orNull(body.masterplanID) ?? undefined;
}
