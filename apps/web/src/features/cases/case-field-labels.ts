import type { CaseRecordType } from '@medivi/domain';
import type { ProviderFormValues } from './case-draft';

/** Names of the contact fields as the form labels them, in its order, for the NEXT hint. */
export const contactFieldLabels = {
  newPatient: 'Patient Type',
  preferredMethodOfContact: 'Preferred Method of Contact',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip',
} as const;

/** Names of the client first form's fields, in its order, for the NEXT hint. */
export const clientPatientFieldLabels = {
  'submitterContactInfo.firstName': 'Submitter First Name',
  'submitterContactInfo.lastName': 'Submitter Last Name',
  'submitterContactInfo.companyName': 'Company Name',
  'submitterContactInfo.phoneNumber': 'Submitter Phone',
  'submitterContactInfo.emailAddress': 'Submitter Email',
  newPatient: 'Patient Type',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  state: 'State',
  city: 'City',
  zip: 'Zip',
} as const;

/** Names of the provider form's fields as it labels them, in its order, for the ADD CASE hint. */
export function providerFieldLabels(caseType: CaseRecordType): Record<keyof ProviderFormValues, string> {
  const hasPhysician = caseType === 'CallAhead' || caseType === 'Appeal';
  return {
    typeOfAccessIssue: 'Type of Access Issue',
    seenFor: 'Seen For',
    specificReason: 'Specific reason',
    reasons: 'Reason for Access Issue',
    otherReason: 'Other reason',
    physicianName: 'Doctor/Physician Name',
    providerOfficeName: hasPhysician ? 'Office/Clinic Name' : 'Provider Office Name',
    providerPhone: 'Phone',
    providerStreet: 'Street',
    providerCity: 'City',
    providerState: 'State',
    providerZip: 'Zip Code',
    serviceDate: caseType === 'CallAhead' ? 'Appointment Date' : 'Scheduled Date of Service',
    appointmentTime: 'Time of Appointment',
    additionalComment: 'Additional Comments',
    planname: 'Plan/Employer Name',
    groupid: 'Group #',
    tpaName: 'TPA Name',
    appealUrgency: 'How urgent is the appeal?',
  };
}

/** New or existing patient of the provider (cases spec §2 Access Issue). */
export const patientTypeOptions = [
  { value: 'new', label: 'New Patient' },
  { value: 'existing', label: 'Existing Patient' },
] as const;

/** How the member wants to be reached (cases spec §5 Preferred Method of Contact). */
export const contactMethodOptions = [
  { value: 'Phone', label: 'Phone' },
  { value: 'Email', label: 'Email' },
] as const;
