import {
  caseContactShape,
  caseFieldMaxLengths,
  caseFieldMessages,
  type CaseRecordType,
  caseSubmitterContactSchema,
  type ClientMemberDetail,
  parseDateEntry,
  requiredCaseTextSchema,
} from '@medivi/domain';
import { z } from 'zod';
import type { ClientInfoDraft } from './case-draft';
import type { ClientMemberSearch } from './client-cases-api';

/**
 * The client-mode first form (cases spec §5 client mode): the submitter's first name, last name,
 * company, phone and e-mail; the patient's phone, e-mail, address, city, state and zip; for Access
 * Issue the patient type. The search fields are checked by {@link clientSearchOf}; the patient
 * itself must have been found. Phone, e-mail and zip follow the field rules of §5.
 */
export function clientPatientSchema(caseType: CaseRecordType) {
  return z.object({
    submitterContactInfo: caseSubmitterContactSchema,
    patientId: z.string(),
    patientName: z.string(),
    patientDob: z.string(),
    phone: caseContactShape.phone,
    email: caseContactShape.email,
    address: requiredCaseTextSchema(caseFieldMaxLengths.address),
    city: requiredCaseTextSchema(caseFieldMaxLengths.city),
    state: requiredCaseTextSchema(caseFieldMaxLengths.state),
    zip: caseContactShape.zip,
    newPatient:
      caseType === 'AccessIssue'
        ? z.enum(['new', 'existing'], { error: caseFieldMessages.required })
        : z.enum(['new', 'existing', '']),
  });
}

/** The first form as typed. */
export interface ClientPatientValues {
  submitterContactInfo: ClientInfoDraft['submitterContactInfo'];
  patientId: string;
  patientName: string;
  /** As typed in the date field (`mm/dd/yyyy` or `yyyy-mm-dd`). */
  patientDob: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  newPatient: ClientInfoDraft['newPatient'];
}

/** The first form once the rules hold. */
export type ClientPatientOutput = z.output<ReturnType<typeof clientPatientSchema>>;

/** Patient Name split on its first space into first and last name (cases spec §5 client mode). */
export function splitPatientName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/**
 * The `GET /api/clientMemberDetail` query for the typed search, or null while Search stays
 * disabled (cases spec §5 client mode): Patient ID, Patient Name and a whole Date of Birth are all
 * needed. Patient ID is trimmed and upper-cased; the name is sent as first and last name split on
 * its first space; the date as `YYYY-MM-DD`.
 */
export function clientSearchOf(
  typed: { patientId: string; patientName: string; patientDob: string },
  today: Date,
): ClientMemberSearch | null {
  const patientID = typed.patientId.trim().toUpperCase();
  const { firstName, lastName } = splitPatientName(typed.patientName);
  const patientDoB = parseDateEntry(typed.patientDob.trim(), today);
  if (patientID === '' || firstName === '' || patientDoB === null) return null;
  return { patientID, patientName: lastName === '' ? firstName : `${firstName} ${lastName}`, patientDoB };
}

const emptySubmitter = { firstName: '', lastName: '', companyName: '', phoneNumber: '', emailAddress: '' };

/** The first form's values first shown: the held draft's, else empty. */
export function initialClientValues(held: ClientInfoDraft | null): ClientPatientValues {
  if (held === null) {
    return {
      submitterContactInfo: emptySubmitter,
      patientId: '',
      patientName: '',
      patientDob: '',
      phone: '',
      email: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      newPatient: '',
    };
  }
  const { submitterContactInfo, search, phone, email, address, city, state, zip, newPatient } = held;
  return {
    submitterContactInfo,
    patientId: search.patientId,
    patientName: search.patientName,
    patientDob: search.dateOfBirth,
    phone,
    email,
    address,
    city,
    state,
    zip,
    newPatient,
  };
}

/** The patient a held draft found, so BACK and NEXT keep it. */
export function heldPatient(held: ClientInfoDraft | null): ClientMemberDetail | null {
  if (held === null || held.memberId === '') return null;
  const { memberId, firstName, lastName, dateOfBirth, groupid, planname, masterplanID } = held;
  return { memberId, patientid: memberId, firstName, lastName, dateOfBirth, groupid, planname, masterplanID };
}
