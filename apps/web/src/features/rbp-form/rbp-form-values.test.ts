import { describe, expect, it } from 'vitest';
import { emptyRbpFormValues, rbpFormBodyOf, type RbpFormValues, twelveHourTimeOf } from './rbp-form-values';
import { rbpFormValuesSchema } from './rbp-form-schema';

const today = new Date('2026-01-05T12:00:00Z');

function filled(): RbpFormValues {
  return {
    ...emptyRbpFormValues(),
    submitterContactInfo: {
      firstName: 'Sam',
      lastName: 'Submitter',
      companyName: 'Synthetic LLC',
      phoneNumber: '5550100100',
      emailAddress: 'sam@example.com',
    },
    memberId: 'SYN1',
    firstName: 'Pat',
    lastName: 'Synthetic',
    dateOfBirth: '04/12/1980',
    phone: '5550100200',
    email: 'pat@example.com',
    address: '1 Test Way',
    city: 'Akron',
    state: 'OH',
    zip: '44308',
    planname: 'Synthetic Plan',
    groupid: 'grp9',
    tpaName: 'Synthetic TPA',
  };
}

async function problemsOf(values: RbpFormValues, type: Parameters<typeof rbpFormValuesSchema>[0]) {
  const result = await rbpFormValuesSchema(type, () => today).safeParseAsync(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('public form values (cases spec §3, §5 Public form)', () => {
  it('sends dates as date + T00:00:00Z, groupid upper-cased, and no provider part for Balance Bill', () => {
    const body = rbpFormBodyOf(filled(), 'BalanceBill', today);
    expect(body).toMatchObject({
      recordType: 'BalanceBill',
      dateOfBirth: '1980-04-12T00:00:00Z',
      groupid: 'GRP9',
    });
    expect(body).not.toHaveProperty('newPatient');
    expect(body).not.toHaveProperty('scheduledDateOfService');
    expect(body.description).toEqual({});
  });

  it('joins the reasons with the Other text and sends General Care as general', () => {
    const values: RbpFormValues = {
      ...filled(),
      newPatient: 'existing',
      seenFor: 'general',
      patientSeenFor: 'ignored',
      reasons: ['Facility/Professional requires payment up front/self-pay', 'Other'],
      otherReason: 'Asked for a deposit',
      scheduledDateOfService: '2026-03-02',
      timeOfAppointment: '14:05',
    };
    const body = rbpFormBodyOf(values, 'AccessIssue', today);
    expect(body).toMatchObject({
      newPatient: false,
      patientSeenFor: 'general',
      reasonForAccessIssue: 'Facility/Professional requires payment up front/self-pay,Asked for a deposit',
      isReasonForAccessIssueOthers: true,
      scheduledDateOfService: '2026-03-02T00:00:00Z',
      timeOfAppointment: '2:05 PM',
    });
  });

  it('shows times as 12-hour text', () => {
    expect(twelveHourTimeOf('00:15')).toBe('12:15 AM');
    expect(twelveHourTimeOf('12:00')).toBe('12:00 PM');
    expect(twelveHourTimeOf('09:30')).toBe('9:30 AM');
    expect(twelveHourTimeOf('')).toBe('');
  });

  it('requires the submitter and member fields for every type, Call Ahead included', async () => {
    for (const type of ['BalanceBill', 'Appeal', 'CallAhead', 'AccessIssue'] as const) {
      const problems = await problemsOf(emptyRbpFormValues(), type);
      expect(problems['submitterContactInfo.companyName'], type).toBe('This field is required');
      expect(problems.memberId, type).toBe('This field is required');
      expect(problems.dateOfBirth, type).toBe('Date of birth is required');
      expect(problems.tpaName, type).toBe('This field is required');
    }
    expect(await problemsOf(filled(), 'BalanceBill')).toEqual({});
  });

  it('checks formats with the spec messages', async () => {
    const problems = await problemsOf(
      { ...filled(), phone: '55501', zip: '441', email: 'pat#1@example.com', dateOfBirth: '01/01/2999' },
      'Appeal',
    );
    expect(problems).toMatchObject({
      phone: 'Must be a valid phone number',
      zip: 'Must be a valid Zip Code',
      email: 'Must be a valid email',
      dateOfBirth: 'Must be a valid date',
    });
  });

  it('applies the Access Issue rules, with the provider fields per type of access issue', async () => {
    const base: RbpFormValues = { ...filled(), typeOfAccessIssue: 'Physician' };
    const problems = await problemsOf(base, 'AccessIssue');
    expect(problems).toMatchObject({
      newPatient: 'This field is required',
      seenFor: 'This field is required',
      reasons: 'Please select at least one reason',
      scheduledDateOfService: 'Date of Service is required',
      'description.physicianName': 'This field is required',
      'description.physicianType': 'This field is required',
      'description.providerAddress': 'This field is required',
    });
    expect(problems).not.toHaveProperty('description.FacilityName');
    const other = await problemsOf({ ...base, reasons: ['Other'] }, 'AccessIssue');
    expect(other.otherReason).toBe('Please describe the other reason');
    const specific = await problemsOf({ ...base, seenFor: 'specific' }, 'AccessIssue');
    expect(specific.patientSeenFor).toBe('This field is required');
  });

  it('applies the Call Ahead provider rules', async () => {
    const problems = await problemsOf({ ...filled(), scheduledDateOfService: '01/01/1899' }, 'CallAhead');
    expect(problems).toMatchObject({
      'description.physicianName': 'This field is required',
      'description.providerOfficeName': 'This field is required',
      'description.providerPhone': 'This field is required',
      'description.providerZip': 'This field is required',
    });
    expect(problems.scheduledDateOfService).toBeDefined();
  });
});
