import type { CaseRecordType } from '@medivi/domain';
import type { ProviderFormValues } from './case-draft';
import type { Translate } from '../../lib/i18n/i18n';

/**
 * Names of the contact fields as the form labels them, in its order, for the NEXT hint, in the
 * portal's language through `_` (Lingui's).
 */
export function contactFieldLabels(_: Translate) {
  return {
    newPatient: _('cases.member.patientTypeShort'),
    preferredMethodOfContact: _('cases.member.preferredContact'),
    phone: _('cases.field.phone'),
    email: _('cases.field.email'),
    address: _('cases.field.address'),
    city: _('cases.field.city'),
    state: _('cases.field.state'),
    zip: _('cases.field.zip'),
  };
}

/** Names of the client first form's fields, in its order, for the NEXT hint, worded by `_`. */
export function clientPatientFieldLabels(_: Translate) {
  return {
    'submitterContactInfo.firstName': _('cases.client.submitterFirstName'),
    'submitterContactInfo.lastName': _('cases.client.submitterLastName'),
    'submitterContactInfo.companyName': _('cases.client.companyName'),
    'submitterContactInfo.phoneNumber': _('cases.client.submitterPhone'),
    'submitterContactInfo.emailAddress': _('cases.client.submitterEmail'),
    newPatient: _('cases.member.patientTypeShort'),
    phone: _('cases.field.phone'),
    email: _('cases.field.email'),
    address: _('cases.field.address'),
    state: _('cases.field.state'),
    city: _('cases.field.city'),
    zip: _('cases.field.zip'),
  };
}

/**
 * Names of the provider form's fields as it labels them, in its order, for the ADD CASE hint, in
 * the portal's language through `_`.
 */
export function providerFieldLabels(
  caseType: CaseRecordType,
  _: Translate,
): Record<keyof ProviderFormValues, string> {
  const hasPhysician = caseType === 'CallAhead' || caseType === 'Appeal';
  return {
    typeOfAccessIssue: _('cases.accessIssue.type'),
    seenFor: _('cases.accessIssue.seenForShort'),
    specificReason: _('cases.accessIssue.specific'),
    reasons: _('cases.accessIssue.reasonsShort'),
    otherReason: _('cases.accessIssue.otherReason'),
    physicianName: _('cases.provider.physicianName'),
    providerOfficeName: _(hasPhysician ? 'cases.provider.officeClinicName' : 'cases.provider.officeName'),
    providerPhone: _('cases.field.phone'),
    providerStreet: _('cases.provider.street'),
    providerCity: _('cases.field.city'),
    providerState: _('cases.field.state'),
    providerZip: _('cases.provider.zipCode'),
    serviceDate: _(
      caseType === 'CallAhead' ? 'cases.provider.appointmentDate' : 'cases.provider.scheduledDate',
    ),
    appointmentTime: _('cases.provider.appointmentTime'),
    additionalComment: _('cases.provider.comments'),
    planname: _('cases.healthPlan.planname'),
    groupid: _('cases.healthPlan.groupid'),
    tpaName: _('cases.healthPlan.tpaName'),
    appealUrgency: _('cases.provider.appealUrgency'),
  };
}

/** New or existing patient of the provider (cases spec §2 Access Issue), worded by `_`. */
export function patientTypeOptions(_: Translate) {
  return [
    { value: 'new', label: _('cases.member.newPatient') },
    { value: 'existing', label: _('cases.member.existingPatient') },
  ] as const;
}

/** How the member wants to be reached (cases spec §5 Preferred Method of Contact), worded by `_`. */
export function contactMethodOptions(_: Translate) {
  return [
    { value: 'Phone', label: _('cases.field.phone') },
    { value: 'Email', label: _('cases.field.email') },
  ] as const;
}
