import {
  accessIssueReasons,
  type AppealUrgency,
  type CaseRecordType,
  generalCare,
  joinAccessIssueReasons,
  otherAccessIssueReason,
  parseDateEntry,
  type RbpFormFields,
  type RbpFormFieldsParsed,
  type RbpFormRuleInput,
} from '@medivi/domain';

/** The payload fields the form holds just as they are sent (cases spec §3): text as typed. */
type SentAsTyped = Pick<
  RbpFormFieldsParsed,
  | 'submitterContactInfo'
  | 'memberId'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'planname'
  | 'groupid'
  | 'tpaName'
  | 'additionalComment'
  | 'typeOfAccessIssue'
  | 'patientSeenFor'
  | 'timeOfAppointment'
> & {
  /** The provider fields the public form's rules read (`RbpFormRuleInput`). */
  description: RbpFormRuleInput['description'];
};

/**
 * What the public form holds while filling: the payload's fields of the domain rules
 * (`rbpFormFieldsSchema`, cases spec §3 Member info, Provider info), and where the form holds
 * something other than what is sent, that instead (`rbpFormBodyOf` turns one into the other).
 */
export type RbpFormValues = SentAsTyped & {
  /** As typed in the date field (`mm/dd/yyyy` or `yyyy-mm-dd`); sent as date + `T00:00:00Z`. */
  dateOfBirth: string;
  /** Access Issue only; starts empty (cases spec §4 Public form); sent as `newPatient` true/false. */
  newPatient: '' | 'new' | 'existing';
  /** General Care or Specific reason (cases spec §4); General Care is sent as `patientSeenFor`. */
  seenFor: '' | 'general' | 'specific';
  /** The ticked reasons, 'Other' included when ticked; sent joined as `reasonForAccessIssue`. */
  reasons: string[];
  otherReason: string;
  /** As typed in the date field. */
  scheduledDateOfService: string;
  /** `HH:mm` from the time input; sent as 12-hour text (cases spec §3). */
  timeOfAppointment: string;
  /** Appeal only (issue 35): how urgent it is; '' until chosen, then sent as `appealUrgency`. */
  appealUrgency: '' | AppealUrgency;
};

/** An empty form (every type starts from this; cases spec §4 "changing type clears data"). */
export function emptyRbpFormValues(): RbpFormValues {
  return {
    submitterContactInfo: { firstName: '', lastName: '', companyName: '', phoneNumber: '', emailAddress: '' },
    memberId: '',
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    phone: '',
    email: '',
    address: '',
    city: '',
    state: '',
    zip: '',
    planname: '',
    groupid: '',
    tpaName: '',
    additionalComment: '',
    newPatient: '',
    typeOfAccessIssue: '',
    seenFor: '',
    patientSeenFor: '',
    reasons: [],
    otherReason: '',
    scheduledDateOfService: '',
    timeOfAppointment: '',
    appealUrgency: '',
    description: {
      physicianName: '',
      physicianType: '',
      providerOfficeName: '',
      FacilityName: '',
      BillingContact: '',
      providerPhone: '',
      providerAddress: '',
      providerCity: '',
      providerState: '',
      providerZip: '',
    },
  };
}

/**
 * A typed date as sent (cases spec §3): the calendar date + `T00:00:00Z`; an empty entry stays
 * empty and an entry that is not a date is sent as typed, so the rules report it.
 */
export function sentDateOf(text: string, today: Date): string {
  if (text.trim() === '') return '';
  const iso = parseDateEntry(text, today);
  return iso === null ? text : `${iso}T00:00:00Z`;
}

/** `HH:mm` as 12-hour text (`9:05 AM`); '' stays ''. */
export function twelveHourTimeOf(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (match === null) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${String(hours % 12 === 0 ? 12 : hours % 12)}:${match[2] ?? '00'} ${suffix}`;
}

/**
 * The `POST /api/createRbpFormCase` fields of a form of `type` (cases spec §3, §7): Access Issue
 * sends member info + provider info + the joined reasons; the other types the member part
 * (without `newPatient`) and the provider description. Dates + `T00:00:00Z`; Appeal drops the
 * service date (cases spec §4).
 */
export function rbpFormBodyOf(values: RbpFormValues, type: CaseRecordType, today: Date): RbpFormFields {
  const isAccessIssue = type === 'AccessIssue';
  const hasProvider = isAccessIssue || type === 'CallAhead';
  const isOther = values.reasons.includes(otherAccessIssueReason);
  return {
    recordType: type,
    submitterContactInfo: values.submitterContactInfo,
    memberId: values.memberId,
    firstName: values.firstName,
    lastName: values.lastName,
    dateOfBirth: sentDateOf(values.dateOfBirth, today),
    phone: values.phone,
    email: values.email,
    address: values.address,
    city: values.city,
    state: values.state,
    zip: values.zip,
    planname: values.planname,
    groupid: values.groupid.toUpperCase(),
    tpaName: values.tpaName,
    additionalComment: values.additionalComment,
    ...(isAccessIssue
      ? {
          newPatient: values.newPatient === '' ? null : values.newPatient === 'new',
          typeOfAccessIssue: values.typeOfAccessIssue,
          patientSeenFor: values.seenFor === 'general' ? generalCare : values.patientSeenFor,
          reasonForAccessIssue: joinAccessIssueReasons(values.reasons, values.otherReason),
          isReasonForAccessIssueOthers: isOther,
        }
      : {}),
    ...(hasProvider
      ? {
          scheduledDateOfService: sentDateOf(values.scheduledDateOfService, today),
          timeOfAppointment: twelveHourTimeOf(values.timeOfAppointment),
        }
      : {}),
    description: hasProvider ? values.description : {},
    ...(type === 'Appeal' && values.appealUrgency !== '' ? { appealUrgency: values.appealUrgency } : {}),
  };
}

/** The reason checkboxes in order, 'Other' last (cases spec §5). */
export const reasonOptions: readonly string[] = [...accessIssueReasons, otherAccessIssueReason];
