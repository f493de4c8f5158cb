import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSettingsMessages, memberFormMessages } from '@medivi/domain';
import { createEligibility, createPlan } from '../../testing/eligibility.js';
import { createTestApp, createUser, signIn, type SignedIn, type TestApp } from '../../testing/test-app.js';
import { auditEventsOf, createLinkedMember, type TestMember } from './testing/account-settings.js';

/** ADD PLAN: `POST /api/v2/add-plan` (accounts spec §4 Adding a plan, §5 Add plan form). */
describe('add plan', () => {
  let t: TestApp;
  let member: TestMember;
  let session: SignedIn;

  const person = { firstName: 'JORDAN', lastName: 'PLANHOLDER', dateOfBirth: '1980-04-12', zip: '44106' };
  const body = {
    memberID: 'ap200',
    groupID: 'grp200',
    firstName: 'jordan',
    lastName: 'planholder',
    dateOfBirth: '1980-04-12',
    zip: '44106',
    providerSearchZip: '44106',
  };
  const addPlan = (signedIn: SignedIn, payload: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/v2/add-plan', headers: signedIn.headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    await createPlan(t.db, 'ap-first', 'A First Plan (synthetic)');
    await createPlan(t.db, 'ap-second', 'B Second Plan (synthetic)');
    await createPlan(t.db, 'ap-third', 'C Third Plan (synthetic)');
    member = await createLinkedMember(t.db, {
      email: 'planholder@example.test',
      record: { planId: 'ap-first', memberId: 'AP100', groupId: 'GRP100', ...person },
    });
    await createEligibility(t.db, { planId: 'ap-second', memberId: 'AP200', groupId: 'GRP200', ...person });
    await createEligibility(t.db, {
      planId: 'ap-third',
      memberId: 'AP300',
      groupId: 'GRP300',
      firstName: 'SOMEONE',
      lastName: 'ELSE',
      dateOfBirth: '1975-01-01',
      zip: '44106',
    });
    // A record of the same person on a plan that another account already holds.
    await createLinkedMember(t.db, {
      email: 'holder@example.test',
      record: { planId: 'ap-third', memberId: 'AP301', groupId: 'GRP301', ...person },
    });

    await t.db
      .insertInto('zip_codes')
      .values([
        {
          zip: '44106',
          city: 'Cleveland',
          state: 'OH',
          state_name: null,
          county: null,
          latitude: 41.5051,
          longitude: -81.6051,
          source: 'test',
        },
        {
          zip: '44120',
          city: 'Shaker Heights',
          state: 'OH',
          state_name: null,
          county: null,
          latitude: 41.4737,
          longitude: -81.5577,
          source: 'test',
        },
        {
          zip: '43215',
          city: 'Columbus',
          state: 'OH',
          state_name: null,
          county: null,
          latitude: 39.9612,
          longitude: -82.9988,
          source: 'test',
        },
      ])
      .execute();
    const provider = (npi: string, lastName: string, zip: string) => ({
      npi,
      entity_type: '1',
      organization_name: null,
      last_name: lastName,
      first_name: 'DANA',
      middle_name: null,
      credential: 'MD',
      address_line1: null,
      address_line2: null,
      city: null,
      state: 'OH',
      zip,
      zip_plus4: null,
      phone: null,
      gender: null,
      primary_taxonomy: null,
      secondary_taxonomies: null,
      specialty_text: null,
      source: 'test',
      updated_at: new Date().toISOString(),
    });
    await t.db
      .insertInto('providers')
      .values([
        provider('1000000001', 'NEAR', '44106'),
        provider('1000000002', 'FARTHER', '44120'),
        provider('1000000003', 'FARAWAY', '43215'),
        provider('1000000004', 'OTHERPLAN', '44106'),
      ])
      .execute();
    await t.db
      .insertInto('provider_partner_plans')
      .values([
        { npi: '1000000001', plan_id: 'ap-second' },
        { npi: '1000000002', plan_id: 'ap-second' },
        { npi: '1000000003', plan_id: 'ap-second' },
        { npi: '1000000004', plan_id: 'ap-first' },
      ])
      .execute();
    session = await signIn(t.app, member.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['memberID', '', memberFormMessages.required],
    ['memberID', 'M'.repeat(51), 'Maximum 50 characters'],
    ['groupID', ' ', memberFormMessages.required],
    ['groupID', 'G'.repeat(21), 'Maximum 20 characters'],
    ['firstName', 'F'.repeat(36), 'Maximum 35 characters'],
    ['lastName', 'L'.repeat(61), 'Maximum 60 characters'],
    ['dateOfBirth', '', memberFormMessages.required],
    ['dateOfBirth', '1980-13-01', 'Enter a valid date (mm/dd/yyyy).'],
    ['zip', '', memberFormMessages.required],
    ['zip', 'ABCDE', memberFormMessages.onlyNumbers],
    ['zip', '123', memberFormMessages.fiveDigits],
    ['providerSearchZip', '123', memberFormMessages.fiveDigits],
  ])('rejects %s %j with its message', async (field, value, message) => {
    const response = await addPlan(session, { ...body, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { [field]: message } });
  });

  it('rejects wrong types, missing fields and a body that is not JSON with 400', async () => {
    const wrongType = await addPlan(session, { ...body, memberID: 200 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('memberID');
    const missing = await addPlan(session, {});
    expect(missing.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v2/add-plan',
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: '{"memberID":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a record of another person with the same answer as no match', async () => {
    const other = await addPlan(session, {
      ...body,
      memberID: 'AP300',
      groupID: 'GRP300',
      firstName: 'SOMEONE',
      lastName: 'ELSE',
      dateOfBirth: '1975-01-01',
    });
    const none = await addPlan(session, { ...body, memberID: 'AP999' });
    expect(other.statusCode).toBe(400);
    expect(none.statusCode).toBe(400);
    expect(other.json()).toEqual(none.json());
    expect(none.json()).toMatchObject({
      code: 'NO_MATCHING_MEMBER',
      message: accountSettingsMessages.noMatchingPlan,
    });
  });

  it('answers the e-mail of the account that already holds the record, adding nothing', async () => {
    const response = await addPlan(session, { ...body, memberID: 'AP301', groupID: 'GRP301' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: accountSettingsMessages.credentialsInUse,
      existingEmail: 'ho****@example.test',
    });
    const plans = await t.db
      .selectFrom('user_plans')
      .select('plan_id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(plans.map((plan) => plan.plan_id)).toEqual(['ap-first']);
  });

  it('adds the plan of the member’s record on another plan, with the nearest providers of that plan', async () => {
    const response = await addPlan(session, body);
    expect(response.statusCode).toBe(200);
    const reply = response.json<{
      message: string;
      plans: { id: string }[];
      providers: { npi: string; distance: number }[];
    }>();
    expect(reply.message).toBe(accountSettingsMessages.planAdded);
    expect(reply.plans.map((plan) => plan.id)).toEqual(['ap-first', 'ap-second']);
    expect(reply.providers.map((provider) => provider.npi)).toEqual(['1000000001', '1000000002']);
    expect(reply.providers[0]).toMatchObject({ name: 'DANA NEAR, MD', zip: '44106', distance: 0 });
    expect(reply.providers[1]?.distance).toBeGreaterThan(0);

    const links = await t.db
      .selectFrom('member_links as ml')
      .innerJoin('eligibility_records as e', 'e.id', 'ml.eligibility_id')
      .select(['ml.id', 'ml.relationship', 'e.plan_id'])
      .where('ml.user_id', '=', member.userId)
      .execute();
    expect(links.map((link) => link.relationship)).toEqual(['self', 'self']);
    const [event] = await auditEventsOf(t.db, 'accounts.plan_added');
    expect(event).toMatchObject({
      actor_user_id: member.userId,
      subject_type: 'plan',
      subject_id: 'ap-second',
    });

    const plans = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers: session.headers });
    // Each plan names the member's own record on it: the ids his notification socket subscribes with.
    const linkOn = (planId: string) => links.find((link) => link.plan_id === planId)?.id;
    expect(plans.json<{ id: string; sixDegPatientID: string | null }[]>()).toEqual([
      expect.objectContaining({ id: 'ap-first', sixDegPatientID: linkOn('ap-first') }),
      expect.objectContaining({ id: 'ap-second', sixDegPatientID: linkOn('ap-second') }),
    ]);
    expect(linkOn('ap-first')).not.toEqual(linkOn('ap-second'));
  });

  it('refuses the same plan twice with 409', async () => {
    const response = await addPlan(session, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PLAN_ALREADY_ADDED' });
  });

  it('answers no providers without a Provider Search zip', async () => {
    const userId = await createUser(t.db, { email: 'fresh@example.test', roles: ['medivi-read'] });
    const fresh = await signIn(t.app, 'fresh@example.test');
    await createEligibility(t.db, {
      planId: 'ap-second',
      memberId: 'AP400',
      groupId: 'GRP400',
      firstName: 'FRESH',
      lastName: 'PERSON',
    });
    const response = await addPlan(fresh, {
      memberID: 'AP400',
      groupID: 'GRP400',
      firstName: 'Fresh',
      lastName: 'Person',
      dateOfBirth: '1980-04-12',
      zip: '44106',
      providerSearchZip: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ providers: [], plans: [{ id: 'ap-second' }] });
    const account = await t.db
      .selectFrom('users')
      .select('member_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    expect(account?.member_id).toBe('AP400');
  });

  it('blocks an account after 10 failed matches with 429', async () => {
    await createUser(t.db, { email: 'prober@example.test', roles: ['medivi-read'] });
    const prober = await signIn(t.app, 'prober@example.test');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push((await addPlan(prober, { ...body, memberID: `PROBE${String(attempt)}` })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/add-plan', payload: body });
    expect(response.statusCode).toBe(401);
  });
});
