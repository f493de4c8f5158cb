import type { DependentMember, MemberDetail, User } from '@medivi/domain';
import type { MemberInfoDraft } from './case-draft';

export type { MemberContactOutput } from './member-contact-checks';

/** The editable fields as typed. */
export type MemberContactValues = Pick<
  MemberInfoDraft,
  'preferredMethodOfContact' | 'phone' | 'email' | 'address' | 'city' | 'state' | 'zip' | 'newPatient'
>;

/** The read-only patient fields of the first form (cases spec §2 member mode). */
export type PatientFields = Pick<
  MemberInfoDraft,
  'sixDegPatientID' | 'memberId' | 'firstName' | 'lastName' | 'dateOfBirth' | 'planname' | 'groupid'
>;

/**
 * The editable fields first shown: the held draft's, else the member's own details; `fallbackEmail`
 * (the sign-in e-mail) when there is no member detail to start from.
 */
export function initialContactValues(
  detail: MemberDetail | undefined,
  held: MemberInfoDraft | null,
  fallbackEmail = '',
): MemberContactValues {
  if (held !== null) {
    const { preferredMethodOfContact, phone, email, address, city, state, zip, newPatient } = held;
    return { preferredMethodOfContact, phone, email, address, city, state, zip, newPatient };
  }
  const method = detail?.preferredMethodOfContact;
  return {
    preferredMethodOfContact: method === 'Phone' || method === 'Email' ? method : '',
    phone: (detail?.phone ?? '').replace(/\D/g, '').slice(0, 10),
    email: detail?.email ?? fallbackEmail,
    address: detail?.address ?? '',
    city: detail?.city ?? '',
    state: detail?.state ?? '',
    zip: detail?.zip ?? '',
    newPatient: '',
  };
}

/** The member's own patient fields from `GET /api/memberDetail`. */
export function selfPatientFields(detail: MemberDetail | undefined): PatientFields {
  return {
    sixDegPatientID: detail?.sixDegPatientID ?? '',
    memberId: detail?.memberId ?? detail?.patientid ?? '',
    firstName: detail?.firstName ?? '',
    lastName: detail?.lastName ?? '',
    dateOfBirth: detail?.dateOfBirth ?? '',
    planname: detail?.planname ?? '',
    groupid: detail?.groupid ?? '',
  };
}

/** What a 'Limited Access' member files with: no member detail, his own record on the server. */
export interface OwnRecordPatient {
  patient: PatientFields;
  /** The sign-in e-mail, to start the Email field from. */
  email: string;
}

/**
 * The first step of a 'Limited Access' member, who loads no member detail (accounts spec §4, §6):
 * his member ID and name from the signed-in user and no `sixDegPatientID`, so the server files on
 * his own record (docs/decisions/0069).
 */
export function ownRecordPatient(user: Pick<User, 'memberID' | 'fullName' | 'email'>): OwnRecordPatient {
  return {
    patient: {
      sixDegPatientID: '',
      memberId: user.memberID ?? '',
      firstName: user.fullName,
      lastName: '',
      dateOfBirth: '',
      planname: '',
      groupid: '',
    },
    email: user.email,
  };
}

/**
 * A dependent's patient fields: names and member ID from the dependent list; the plan and group
 * are the member's, whose eligibility file holds the dependent; the date of birth is not listed
 * (docs/decisions/0057). The server takes all of them from the eligibility record.
 */
export function dependentPatientFields(
  dependent: DependentMember,
  detail: MemberDetail | undefined,
): PatientFields {
  return {
    sixDegPatientID: dependent.sixDegPatientID,
    memberId: dependent.memberId ?? dependent.patientid ?? '',
    firstName: dependent.firstName,
    lastName: dependent.lastName,
    dateOfBirth: '',
    planname: detail?.planname ?? '',
    groupid: detail?.groupid ?? '',
  };
}
