import { registrationMessages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEligibility } from '../../testing/eligibility.js';
import { createTestApp, createUser, type TestApp } from '../../testing/test-app.js';
import { createPerson, type Person } from './testing/registration.js';

describe('registration: member credentials', () => {
  let t: TestApp;
  let free: Person;
  let held: Person;
  beforeAll(async () => {
    t = await createTestApp();
    free = await createPerson(t.db, 'plan-reg', 'REG100');
    held = await createPerson(t.db, 'plan-reg', 'REG200');
    const holderId = await createUser(t.db, { email: 'jordan.holder@example.test' });
    const recordId = await t.db
      .selectFrom('eligibility_records')
      .select('id')
      .where('member_id', '=', 'REG200')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('member_links')
      .values({
        id: 'link-held',
        user_id: holderId,
        eligibility_id: recordId.id,
        relationship: 'self',
        created_at: new Date().toISOString(),
      })
      .execute();
    await createEligibility(t.db, {
      planId: 'plan-reg',
      memberId: 'REG300',
      firstName: 'KID',
      dateOfBirth: '2015-06-02',
      relationship: 'child',
      subscriberMemberId: 'REG100',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function verify(body: object, remoteAddress = '10.1.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/v3/members/verify-credentials',
      remoteAddress,
      payload: body,
    });
  }

  it('matches credentials typed in lower case, padded, with a mm/dd/yyyy date', async () => {
    const response = await verify({
      memberID: ' reg100 ',
      groupID: 'grp100',
      firstName: 'taylor',
      lastName: 'synth-reg100',
      dateOfBirth: '07/04/1990',
      zip: '44106',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: registrationMessages.credentialsVerified,
      existingEmail: null,
    });
  });

  it('answers one generic 404 whichever field is wrong', async () => {
    const wrong = [
      { memberID: 'REG101' },
      { groupID: 'GRP101' },
      { firstName: 'TAYLER' },
      { lastName: 'SYNTH' },
      { dateOfBirth: '1990-07-05' },
      { zip: '44107' },
    ];
    const bodies = new Set<string>();
    for (const change of wrong) {
      const response = await verify({ ...free, ...change }, '10.1.0.2');
      expect(response.statusCode).toBe(404);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] ?? '{}')).toMatchObject({
      message: registrationMessages.credentialsNotFound,
    });
  });

  it('gives the masked e-mail of the account that already holds the credentials', async () => {
    const response = await verify(held);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: registrationMessages.credentialsInUse,
      existingEmail: 'jo****@example.test',
    });
  });

  it('refuses a member under 18', async () => {
    const response = await verify({
      ...free,
      memberID: 'REG300',
      firstName: 'KID',
      lastName: 'MEMBER',
      dateOfBirth: '2015-06-02',
      zip: '44106',
      groupID: 'GRP100',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: registrationMessages.underAge });
  });

  it('enforces every §5 field rule with field messages', async () => {
    const empty = await verify({
      memberID: '',
      groupID: ' ',
      firstName: '',
      lastName: '',
      dateOfBirth: '',
      zip: '',
    });
    expect(empty.statusCode).toBe(400);
    const fieldErrors = empty.json<{ fieldErrors: Record<string, string> }>().fieldErrors;
    for (const field of ['memberID', 'groupID', 'firstName', 'lastName', 'dateOfBirth', 'zip']) {
      expect(fieldErrors[field]).toBe(registrationMessages.required);
    }
    const long = await verify({
      memberID: 'M'.repeat(51),
      groupID: 'G'.repeat(21),
      firstName: 'F'.repeat(36),
      lastName: 'L'.repeat(61),
      dateOfBirth: '1990-07-04',
      zip: '441066',
    });
    expect(long.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      memberID: 'Maximum 50 characters',
      groupID: 'Maximum 20 characters',
      firstName: 'Maximum 35 characters',
      lastName: 'Maximum 60 characters',
      zip: 'Maximum 5 characters',
    });
    const letters = await verify({ ...free, zip: '44a06' });
    expect(letters.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      zip: registrationMessages.onlyNumbers,
    });
  });

  it('answers 400, never 5xx, for wrong types, bad dates and a missing body', async () => {
    const wrongTypes = await verify({ ...free, memberID: 100, zip: 44106 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'memberID',
      'zip',
    ]);
    for (const dateOfBirth of ['02/30/1990', '1990-13-01', '12/31/1899', 'yesterday']) {
      const response = await verify({ ...free, dateOfBirth });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty(
        'dateOfBirth',
      );
    }
    const future = await verify({ ...free, dateOfBirth: '2099-01-01' });
    expect(future.json<{ fieldErrors: Record<string, string> }>().fieldErrors.dateOfBirth).toBe(
      'Date of birth cannot be in the future.',
    );
    const noBody = await t.app.inject({ method: 'POST', url: '/api/v3/members/verify-credentials' });
    expect(noBody.statusCode).toBe(400);
  });

  it('throttles guessing from one address after 10 mismatches, even for right credentials', async () => {
    const address = '10.9.9.9';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await verify({ ...free, memberID: `GUESS${String(attempt)}` }, address);
      expect(response.statusCode).toBe(404);
    }
    const blocked = await verify({ ...free, memberID: 'GUESS10' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await verify(free, address)).statusCode).toBe(429);
    expect((await verify(free, '10.9.9.10')).statusCode).toBe(200);
  });
});
