import { type ClientMemberDetail, parseDateEntry } from '@medivi/domain';
import type { ClientInfoDraft } from './case-draft';
import type { ClientMemberSearch } from './client-cases-api';

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

export type { ClientPatientOutput } from './client-patient-checks';

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
