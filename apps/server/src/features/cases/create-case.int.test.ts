import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseMessages, type MemberCaseBody } from '@medivi/domain';
import {
  addDependent,
  type CaseMember,
  type CaseTestApp,
  createCaseMember,
  createCaseTestApp,
  memberCaseBody,
} from '../../testing/cases.js';
import { createEligibility } from '../../testing/eligibility.js';
import { createUser, type SignedIn, signIn } from '../../testing/test-app.js';

describe('POST /api/createCase', () => {
  let t: CaseTestApp;
  let member: CaseMember;
  let other: CaseMember;
  let session: SignedIn;
  let dependentLinkId: string;

  const create = (body: object, s: SignedIn = session): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/createCase', headers: s.headers, payload: body });
  const casesCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const fieldErrorsOf = (response: LightMyRequestResponse) =>
    response.json<{ fieldErrors?: Record<string, string> }>().fieldErrors ?? {};

  beforeAll(async () => {
    t = await createCaseTestApp();
    member = await createCaseMember(t.db, {
      email: 'case-member@example.test',
      memberId: 'CASE100',
      record: { firstName: 'PAT', lastName: 'CASEY', groupId: 'GRPC', dateOfBirth: '1980-04-12' },
    });
    other = await createCaseMember(t.db, { email: 'other-member@example.test', memberId: 'CASE200' });
    dependentLinkId = await addDependent(t.db, member, 'CASE100-01');
    session = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('files a Balance Bill for the member himself with his record, first status, history and a created event', async () => {
    const response = await create(memberCaseBody(member.selfLinkId, 'BalanceBill', { firstName: 'FORGED' }));
    expect(response.statusCode).toBe(200);
    const { id, CaseNumber } = response.json<{ id: string; CaseNumber: string }>();
    expect(CaseNumber).toMatch(/^CS-\d{6}$/);
    const row = await t.db.selectFrom('cases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      record_type: 'BalanceBill',
      status: 'Intake',
      channel: 'member',
      submitted_by_user_id: member.userId,
      member_link_id: member.selfLinkId,
      eligibility_id: member.eligibilityId,
      first_name: 'PAT',
      last_name: 'CASEY',
      member_id: 'CASE100',
      group_id: 'GRPC',
      date_of_birth: '1980-04-12',
      phone: '2165550100',
      preferred_contact: 'Email',
    });
    const history = await t.db
      .selectFrom('case_status_history')
      .selectAll()
      .where('case_id', '=', id)
      .execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: 'Intake', changed_by_user_id: member.userId });
    const events = await t.db.selectFrom('case_events').selectAll().where('case_id', '=', id).execute();
    expect(events.map((e) => e.kind)).toEqual(['created']);
    // Delivered in the same transaction: the member's notification is already there.
    expect(events[0]?.delivered_at).not.toBeNull();
    const notifications = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('case_event_id', '=', events[0]?.id ?? '')
      .execute();
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      user_id: member.userId,
      audience: 'member',
      six_deg_patient_id: member.selfLinkId,
      case_number: CaseNumber,
      type_of_case: 'Balance Bill',
      case_status: 'Opened',
      read_at: null,
    });
    expect(JSON.parse(events[0]?.payload ?? '{}')).toMatchObject({
      caseNumber: CaseNumber,
      recordType: 'BalanceBill',
    });
    const audit = await t.db.selectFrom('audit_events').selectAll().where('subject_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toContain('case.created');
  });

  it('files an Access Issue and a Call Ahead with their provider details', async () => {
    const access = await create(memberCaseBody(member.selfLinkId, 'AccessIssue'));
    expect(access.statusCode).toBe(200);
    const callAhead = await create(
      memberCaseBody(member.selfLinkId, 'CallAhead', {
        scheduledDateOfService: '2026-07-01',
        timeOfAppointment: '09:30 AM',
      }),
    );
    expect(callAhead.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('cases')
      .select(['provider_name', 'provider_city', 'provider_zip', 'provider_json', 'new_patient'])
      .where('id', '=', callAhead.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider_name: 'Synthetic Lakeside Clinic',
      provider_city: 'Cleveland',
      provider_zip: '44106',
    });
    expect(JSON.parse(row.provider_json ?? '{}')).toMatchObject({
      scheduledDateOfService: '2026-07-01T00:00:00.000Z',
      timeOfAppointment: '09:30 AM',
    });
    const accessRow = await t.db
      .selectFrom('cases')
      .select(['new_patient'])
      .where('id', '=', access.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(accessRow.new_patient).toBe(1);
  });

  it('keeps the placeholder service date 1111-01-01 as is', async () => {
    const response = await create(
      memberCaseBody(member.selfLinkId, 'CallAhead', { scheduledDateOfService: '1111-01-01' }),
    );
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('cases')
      .select('provider_json')
      .where('id', '=', response.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.provider_json ?? '{}')).toMatchObject({ scheduledDateOfService: '1111-01-01' });
  });

  it("files a case for one of the member's dependents", async () => {
    const response = await create(memberCaseBody(dependentLinkId, 'BalanceBill'));
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('cases')
      .select(['member_link_id', 'first_name', 'member_id'])
      .where('id', '=', response.json<{ id: string }>().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ member_link_id: dependentLinkId, first_name: 'KID', member_id: 'CASE100-01' });
  });

  it('refuses a patient who is not the member or his dependent, writing nothing', async () => {
    const before = await casesCount();
    const foreign = await create(memberCaseBody(other.selfLinkId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(caseMessages.patientNotFound);
    const unknown = await create(memberCaseBody('no-such-link'));
    expect(unknown.statusCode).toBe(404);
    expect(await casesCount()).toBe(before);
  });

  it('refuses an Appeal from a member (client only)', async () => {
    const response = await create(
      memberCaseBody(member.selfLinkId, 'Appeal', {
        description: { physicianName: 'Dr. X', planname: 'P', groupid: 'G', tpaName: 'T' },
      }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('APPEAL_CLIENT_ONLY');
  });

  it('refuses users without both case member roles', async () => {
    const viewer = await createUser(t.db, {
      email: 'viewer@example.test',
      roles: ['medivi-read', 'medivi-casesmember'],
    });
    const eligibilityId = await createEligibility(t.db, { planId: member.planId, memberId: 'CASE300' });
    await t.db
      .insertInto('member_links')
      .values({
        id: 'viewer-link',
        user_id: viewer,
        eligibility_id: eligibilityId,
        relationship: 'self',
        created_at: new Date().toISOString(),
      })
      .execute();
    const viewerSession = await signIn(t.app, 'viewer@example.test');
    const response = await create(memberCaseBody('viewer-link'), viewerSession);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a call without the CSRF header and without a session', async () => {
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/createCase',
      headers: { cookie: session.cookie },
      payload: memberCaseBody(member.selfLinkId),
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/createCase',
      payload: memberCaseBody(member.selfLinkId),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each<[string, Partial<MemberCaseBody>, string, string]>([
    ['a short phone', { phone: '21655501' }, 'phone', 'Must be a valid phone number'],
    ['a phone with letters', { phone: '216555010a' }, 'phone', 'Must be a valid phone number'],
    ['an e-mail with a space', { email: 'pat casey@example.test' }, 'email', 'Must be a valid email'],
    [
      'an e-mail with a forbidden character',
      { email: 'pat!@example.test' },
      'email',
      'Must be a valid email',
    ],
    ['a 4-digit zip', { zip: '4410' }, 'zip', 'Must be a valid Zip Code'],
    [
      'no preferred contact method',
      { preferredMethodOfContact: undefined },
      'preferredMethodOfContact',
      'This field is required',
    ],
    ['an unknown record type', { recordType: 'Complaint' as never }, 'recordType', ''],
    [
      'a service date in 1899',
      { scheduledDateOfService: '1899-12-31' },
      'scheduledDateOfService',
      'Must be a valid date',
    ],
    [
      'a service date in 2101',
      { scheduledDateOfService: '2101-01-01' },
      'scheduledDateOfService',
      'Must be a valid date',
    ],
    [
      'an impossible service date',
      { scheduledDateOfService: '2026-02-30' },
      'scheduledDateOfService',
      'Must be a valid date',
    ],
    [
      'an oversized comment',
      { additionalComment: 'x'.repeat(2001) },
      'additionalComment',
      'Maximum 2000 characters',
    ],
    ['an oversized address', { address: 'x'.repeat(201) }, 'address', 'Maximum 200 characters'],
    ['a number as phone', { phone: 2165550100 as never }, 'phone', ''],
  ])('answers 400 for %s, writing nothing', async (_name, override, field, message) => {
    const before = await casesCount();
    const response = await create(memberCaseBody(member.selfLinkId, 'BalanceBill', override));
    expect(response.statusCode).toBe(400);
    const errors = fieldErrorsOf(response);
    expect(Object.keys(errors)).toContain(field);
    if (message !== '') expect(errors[field]).toBe(message);
    expect(await casesCount()).toBe(before);
  });

  it('needs the provider form of an Access Issue: patient type, type of issue, seen for, a reason, office and address', async () => {
    const response = await create({
      recordType: 'AccessIssue',
      sixDegPatientID: member.selfLinkId,
      preferredMethodOfContact: 'Phone',
      phone: '2165550100',
      email: 'member@example.test',
      zip: '44106',
      description: { providerPhone: '216555', providerZip: '441' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toMatchObject({
      newPatient: 'This field is required',
      typeOfAccessIssue: 'This field is required',
      patientSeenFor: 'This field is required',
      reasonForAccessIssue: 'This field is required',
      'description.providerOfficeName': 'This field is required',
      'description.providerStreet': 'This field is required',
      'description.providerPhone': 'Must be a valid phone number',
      'description.providerZip': 'Must be a valid Zip Code',
    });
  });

  it('needs the physician name and provider address of a Call Ahead', async () => {
    const response = await create(
      memberCaseBody(member.selfLinkId, 'CallAhead', { description: { providerOfficeName: 'Clinic' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldErrorsOf(response)).toMatchObject({
      'description.physicianName': 'This field is required',
      'description.providerPhone': 'This field is required',
      'description.providerCity': 'This field is required',
      'description.providerState': 'This field is required',
      'description.providerZip': 'This field is required',
    });
  });

  it('numbers concurrent creates uniquely and sequentially', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => create(memberCaseBody(member.selfLinkId, 'BalanceBill'))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    const numbers = responses.map((r) => r.json<{ CaseNumber: string }>().CaseNumber);
    expect(new Set(numbers).size).toBe(12);
    const all = await t.db.selectFrom('cases').select('case_number').orderBy('case_number').execute();
    const values = all.map((row) => Number(row.case_number.slice(3)));
    expect(values).toEqual(values.map((_, index) => index + 1));
  });
});
