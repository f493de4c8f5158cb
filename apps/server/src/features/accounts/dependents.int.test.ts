import type { LightMyRequestResponse } from 'fastify';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { subYears } from 'date-fns/subYears';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsMessages, memberFormMessages } from '@medivi/domain';
import { createEligibility, createPlan } from '../../testing/eligibility.js';
import { createTestApp, createUser, signIn, type SignedIn, type TestApp } from '../../testing/test-app.js';
import {
  auditEventsOf,
  createLinkedMember,
  linkRecord,
  type TestMember,
} from './testing/account-settings.js';

const day = 24 * 60 * 60 * 1000;

describe('dependents', () => {
  let t: TestApp;
  let member: TestMember;
  let spouse: TestMember;
  let other: TestMember;
  let today: Date;
  let memberSession: SignedIn;
  const iso = (date: Date) => format(date, 'yyyy-MM-dd');

  /** A child record under the member's subscriber ID, born `dateOfBirth`. */
  const child = (firstName: string, dateOfBirth: string, subscriber = 'DEP100') =>
    createEligibility(t.db, {
      planId: 'dep-plan',
      memberId: `${subscriber}-${firstName}`,
      groupId: 'GRPD',
      firstName,
      lastName: 'FAMILY',
      dateOfBirth,
      zip: '44106',
      relationship: 'child',
      subscriberMemberId: subscriber,
    });
  const childBody = (firstName: string, dateOfBirth: string, subscriber = 'DEP100') => ({
    memberID: `${subscriber}-${firstName}`.toLowerCase(),
    groupID: 'grpd',
    firstName: firstName.toLowerCase(),
    lastName: 'family',
    dateOfBirth,
    zip: '44106',
  });

  const add = (session: SignedIn, payload: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/add-dependent-member', headers: session.headers, payload });
  const list = (session: SignedIn): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'GET', url: '/api/getDependentMember', headers: session.headers });
  const remove = (session: SignedIn, id: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'DELETE', url: `/api/dependentMember/${id}`, headers: session.headers });

  beforeAll(async () => {
    t = await createTestApp();
    today = t.clock.now();
    await createPlan(t.db, 'dep-plan');
    member = await createLinkedMember(t.db, {
      email: 'parent@example.test',
      record: {
        planId: 'dep-plan',
        memberId: 'DEP100',
        groupId: 'GRPD',
        firstName: 'PAT',
        lastName: 'FAMILY',
      },
    });
    spouse = await createLinkedMember(t.db, {
      email: 'spouse@example.test',
      record: {
        planId: 'dep-plan',
        memberId: 'DEP100-SPOUSE',
        groupId: 'GRPD',
        firstName: 'SAM',
        lastName: 'FAMILY',
        relationship: 'spouse',
        subscriberMemberId: 'DEP100',
      },
    });
    other = await createLinkedMember(t.db, {
      email: 'other-parent@example.test',
      record: {
        planId: 'dep-plan',
        memberId: 'DEP900',
        groupId: 'GRPD',
        firstName: 'OLI',
        lastName: 'OTHER',
      },
    });
    await createLinkedMember(t.db, {
      email: 'limited@example.test',
      accessLevel: 'Limited Access',
      record: {
        planId: 'dep-plan',
        memberId: 'DEP300',
        groupId: 'GRPD',
        firstName: 'LEE',
        lastName: 'LIMITED',
      },
    });
    await createUser(t.db, { email: 'reader@example.test', roles: ['medivi-read'] });
    await child('ALEX', iso(subYears(today, 10)));
    await child('BLAIR', iso(subYears(today, 5)));
    await child('CASEY', iso(subYears(today, 18)));
    await child('DREW', iso(addDays(subYears(today, 18), 1)));
    await child('EMERY', iso(addDays(subYears(today, 18), 1)));
    await child('FINN', iso(subYears(today, 7)), 'DEP900');
    memberSession = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a child under 18 of the member’s household, matching uppercased values', async () => {
    const session = memberSession;
    const response = await add(session, childBody('ALEX', iso(subYears(today, 10))));
    expect(response.statusCode).toBe(200);
    const reply = response.json<{ message: string; dependentMember: { sixDegPatientID: string } }>();
    expect(reply).toMatchObject({
      message: 'Dependent Member Added!',
      dependentMember: { firstName: 'ALEX', lastName: 'FAMILY', memberId: 'DEP100-ALEX', patientid: null },
    });
    const links = await t.db
      .selectFrom('member_links')
      .selectAll()
      .where('user_id', '=', member.userId)
      .where('relationship', '=', 'dependent')
      .execute();
    expect(links.map((link) => link.id)).toEqual([reply.dependentMember.sixDegPatientID]);
    const [event] = await auditEventsOf(t.db, 'accounts.dependent_added');
    expect(event).toMatchObject({
      actor_user_id: member.userId,
      subject_id: reply.dependentMember.sixDegPatientID,
    });
    expect(event?.detail).not.toMatch(/ALEX|FAMILY|\d{4}-\d{2}-\d{2}/);
  });

  it('lists the dependents and audits the read without names', async () => {
    const session = memberSession;
    const response = await list(session);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dependentMembers: [
        expect.objectContaining({ firstName: 'ALEX', lastName: 'FAMILY', memberId: 'DEP100-ALEX' }),
      ],
    });
    const reads = await auditEventsOf(t.db, 'accounts.dependents_read');
    expect(reads.at(-1)).toMatchObject({ actor_user_id: member.userId, subject_type: 'user' });
    expect(JSON.parse(reads.at(-1)?.detail ?? '{}')).toEqual({ address: '127.0.0.1', count: 1 });
  });

  it('refuses the same dependent twice with 409', async () => {
    const session = memberSession;
    const response = await add(session, childBody('ALEX', iso(subYears(today, 10))));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: accountSettingsMessages.dependentAlreadyAdded });
  });

  it('lets the spouse’s account find the household child, but not one already on another account', async () => {
    const parent = memberSession;
    expect((await add(parent, childBody('BLAIR', iso(subYears(today, 5))))).statusCode).toBe(200);
    const session = await signIn(t.app, spouse.email);
    const response = await add(session, childBody('BLAIR', iso(subYears(today, 5))));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DEPENDENT_ON_OTHER_ACCOUNT',
      message: accountSettingsMessages.dependentOnOtherAccount,
    });
  });

  it('does not match a child of another household, without saying which field failed', async () => {
    const session = memberSession;
    const response = await add(session, childBody('FINN', iso(subYears(today, 7)), 'DEP900'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'NO_MATCHING_DEPENDENT',
      message: accountSettingsMessages.noMatchingDependent,
    });
    expect(response.json()).not.toHaveProperty('fieldErrors');
  });

  it('refuses a dependent who is 18 today and accepts one who turns 18 tomorrow', async () => {
    const session = memberSession;
    const adult = await add(session, childBody('CASEY', iso(subYears(today, 18))));
    expect(adult.statusCode).toBe(400);
    expect(adult.json()).toMatchObject({ fieldErrors: { dateOfBirth: memberFormMessages.dependentAge } });
    const minor = await add(session, childBody('DREW', iso(addDays(subYears(today, 18), 1))));
    expect(minor.statusCode).toBe(200);
  });

  it('refuses a date of birth in the future', async () => {
    const session = memberSession;
    const response = await add(session, childBody('ALEX', iso(addDays(t.clock.now(), 2))));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
      'dateOfBirth',
    );
  });

  it.each([
    ['memberID', '', memberFormMessages.required],
    ['memberID', '   ', memberFormMessages.required],
    ['memberID', 'M'.repeat(51), 'Maximum 50 characters'],
    ['groupID', 'G'.repeat(51), 'Maximum 50 characters'],
    ['firstName', 'F'.repeat(51), 'Maximum 50 characters'],
    ['lastName', 'L'.repeat(51), 'Maximum 50 characters'],
    ['zip', '', memberFormMessages.required],
    ['zip', '4410a', memberFormMessages.onlyNumbers],
    ['zip', '4410', memberFormMessages.fiveDigits],
    ['zip', '441066', memberFormMessages.fiveDigits],
    ['dateOfBirth', '', memberFormMessages.required],
    ['dateOfBirth', '2020-02-30', 'Enter a valid date (mm/dd/yyyy).'],
    ['dateOfBirth', '03/04/2020', 'Enter a valid date (mm/dd/yyyy).'],
  ])('rejects %s %j with its message', async (field, value, message) => {
    const session = memberSession;
    const response = await add(session, { ...childBody('ALEX', iso(subYears(today, 10))), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: message } });
  });

  it('lets a 50-character group ID (the dependent maximum) through to the match', async () => {
    const session = memberSession;
    const response = await add(session, {
      ...childBody('ALEX', iso(subYears(today, 10))),
      groupID: 'G'.repeat(50),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NO_MATCHING_DEPENDENT' });
  });

  it('rejects wrong types and missing fields with 400', async () => {
    const session = memberSession;
    const wrongType = await add(session, { ...childBody('ALEX', '2015-01-01'), zip: 44106 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty('zip');
    const missing = await add(session, { memberID: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fieldErrors: object }>().fieldErrors)).toEqual(
      expect.arrayContaining(['groupID', 'firstName', 'lastName', 'dateOfBirth', 'zip']),
    );
  });

  it("answers 404 for another member's dependent id and leaves it in place", async () => {
    const theirs = await createEligibility(t.db, {
      planId: 'dep-plan',
      memberId: 'DEP900-GRAY',
      groupId: 'GRPD',
      firstName: 'GRAY',
      lastName: 'OTHER',
      dateOfBirth: iso(subYears(today, 3)),
      relationship: 'child',
      subscriberMemberId: 'DEP900',
    });
    const theirLink = await linkRecord(t.db, other.userId, theirs, 'dependent');
    const session = memberSession;
    const foreign = await remove(session, theirLink);
    const unknown = await remove(session, 'no-such-dependent');
    expect(foreign.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const still = await t.db.selectFrom('member_links').select('id').where('id', '=', theirLink).execute();
    expect(still).toHaveLength(1);
  });

  it("answers 404 for the member's own record that is not a dependent", async () => {
    const session = memberSession;
    expect((await remove(session, member.linkId)).statusCode).toBe(404);
  });

  it('deletes an own dependent, audits it and lists the rest', async () => {
    const session = memberSession;
    const before = (await list(session)).json<{
      dependentMembers: { sixDegPatientID: string; firstName: string }[];
    }>();
    const alex = before.dependentMembers.find((dependent) => dependent.firstName === 'ALEX');
    expect(alex).toBeDefined();
    const response = await remove(session, alex?.sixDegPatientID ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: accountSettingsMessages.dependentDeleted });
    const after = (await list(session)).json<{ dependentMembers: { firstName: string }[] }>();
    expect(after.dependentMembers.map((dependent) => dependent.firstName)).toEqual(
      before.dependentMembers.map((d) => d.firstName).filter((name) => name !== 'ALEX'),
    );
    const [event] = await auditEventsOf(t.db, 'accounts.dependent_deleted');
    expect(event).toMatchObject({ actor_user_id: member.userId, subject_id: alex?.sixDegPatientID });
  });

  it("refuses 'Limited Access' members with 403 on every dependent call", async () => {
    const session = await signIn(t.app, 'limited@example.test');
    const responses = [
      await list(session),
      await add(session, childBody('ALEX', iso(subYears(today, 10)))),
      await remove(session, 'anything'),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'LIMITED_ACCESS' });
    }
  });

  it('refuses users who are not case members with 403', async () => {
    const session = await signIn(t.app, 'reader@example.test');
    const response = await list(session);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
  });

  it('needs a session (401) and the CSRF header (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/getDependentMember' });
    expect(anonymous.statusCode).toBe(401);
    const session = memberSession;
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/add-dependent-member',
      headers: { cookie: session.cookie },
      payload: childBody('ALEX', '2015-01-01'),
    });
    expect(noCsrf.statusCode).toBe(403);
  });
  it('checks the age with the server clock: the same child is refused once the clock passes the birthday', async () => {
    t.clock.advance(day);
    // The idle session has ended with the day that passed.
    const session = await signIn(t.app, member.email);
    const response = await add(session, childBody('EMERY', iso(addDays(subYears(today, 18), 1))));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { dateOfBirth: memberFormMessages.dependentAge } });
  });
});
