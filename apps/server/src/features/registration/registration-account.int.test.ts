import { passwordMessages, registrationMessages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../testing/outbox.js';
import { createTestApp, createUser, type TestApp, testPassword } from '../../testing/test-app.js';
import { createPerson, newPassword, type Person, register } from './testing/registration.js';

describe('registration: e-mail and account', () => {
  let t: TestApp;
  let person: Person;
  beforeAll(async () => {
    t = await createTestApp();
    person = await createPerson(t.db, 'plan-add', 'ADD100');
    await createUser(t.db, { email: 'existing@example.test', roles: ['medivi-read'] });
  });
  afterAll(async () => {
    await t.close();
  });

  function checkEmail(email: string, remoteAddress = '10.2.0.1') {
    return t.app.inject({
      method: 'GET',
      url: `/api/v3/members/verify-email/${encodeURIComponent(email)}`,
      remoteAddress,
    });
  }

  it('says whether an e-mail (lowercased) has an account', async () => {
    const free = await checkEmail('New.Person@Example.TEST');
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ email: 'new.person@example.test', hasAccount: false });
    const taken = await checkEmail('EXISTING@example.test');
    expect(taken.json()).toMatchObject({ email: 'existing@example.test', hasAccount: true });
  });

  it('refuses an e-mail that breaks the §5 rules', async () => {
    for (const email of ['not-an-email', 'a b@example.test', 'name!@example.test', ' padded@example.test']) {
      const response = await checkEmail(email);
      expect(response.statusCode).toBe(400);
    }
    const invalid = await checkEmail('not-an-email');
    expect(invalid.json<{ fieldErrors: Record<string, string> }>().fieldErrors.email).toBe(
      'Must be valid email',
    );
  });

  it('throttles e-mail look-ups per address after 30', async () => {
    for (let n = 0; n < 30; n += 1)
      expect((await checkEmail(`x${String(n)}@example.test`, '10.2.9.9')).statusCode).toBe(200);
    expect((await checkEmail('x31@example.test', '10.2.9.9')).statusCode).toBe(429);
  });

  it('refuses passwords that break §5 with the registration wording', async () => {
    const cases: [string, string | undefined, string, string][] = [
      ['Short-1a!', undefined, 'password', passwordMessages.minLength],
      [' Padded-Password-1 ', undefined, 'password', passwordMessages.whitespace],
      [`Aa1!${'x'.repeat(125)}`, undefined, 'password', passwordMessages.maxLengthRegistration],
      [newPassword, 'Different-Pass-1!', 'passwordConfirm', passwordMessages.mustMatch],
      ['qwerty123456', undefined, 'password', passwordMessages.compromised],
    ];
    for (const [password, confirm, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v3/members/add',
        remoteAddress: '10.2.0.2',
        payload: { ...person, email: 'weak@example.test', password, passwordConfirm: confirm ?? password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
    }
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'weak@example.test').execute(),
    ).toEqual([]);
  });

  it('creates an unverified member account linked to the record and e-mails a link', async () => {
    const response = await register(t.app, { ...person, firstName: 'taylor' }, 'Taylor.New@Example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasAccount: false,
      email: 'taylor.new@example.test',
      message: registrationMessages.verificationSent,
    });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'taylor.new@example.test')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email_verified_at: null, is_onboarding_complete: 0, member_id: 'ADD100' });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const roles = await t.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', user.id)
      .orderBy('role')
      .execute();
    expect(roles.map((r) => r.role)).toEqual([
      'medivi-casesmember',
      'medivi-casesubmissionmember',
      'medivi-read',
    ]);
    const plans = await t.db
      .selectFrom('user_plans')
      .select('plan_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(plans).toEqual([{ plan_id: 'plan-add' }]);
    const links = await t.db
      .selectFrom('member_links')
      .select('relationship')
      .where('user_id', '=', user.id)
      .execute();
    expect(links).toEqual([{ relationship: 'self' }]);
    const [mail] = await outboxFor(t.app, 'taylor.new@example.test');
    expect(mail?.purpose).toBe('email-verification');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}/);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('subject_id', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('registration.account_created');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v3/members/verify-credentials',
      remoteAddress: '10.2.0.3',
      payload: person,
    });
    expect(again.json()).toMatchObject({ existingEmail: 'ta****@example.test' });
  });

  it('refuses the same credentials for another e-mail, and re-sends the link for the same one', async () => {
    const other = await register(t.app, person, 'someone.else@example.test');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: registrationMessages.credentialsInUse });
    const before = (await outboxFor(t.app, 'taylor.new@example.test')).length;
    const resent = await register(t.app, person, 'taylor.new@example.test', 'Another-Strong-Pass-42!');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ hasAccount: false });
    expect((await outboxFor(t.app, 'taylor.new@example.test')).length).toBe(before + 1);
  });

  it("adds the plan to an existing account after checking that account's password", async () => {
    const second = await createPerson(t.db, 'plan-second', 'ADD200');
    const wrong = await register(t.app, second, 'existing@example.test', 'Wrong-Password-123!');
    expect(wrong.statusCode).toBe(400);
    const right = await register(t.app, second, 'existing@example.test', testPassword);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ hasAccount: true, email: 'existing@example.test' });
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'member_id'])
      .where('email', '=', 'existing@example.test')
      .executeTakeFirstOrThrow();
    expect(user.member_id).toBe('ADD200');
    const plans = await t.db
      .selectFrom('user_plans')
      .select('plan_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(plans).toEqual([{ plan_id: 'plan-second' }]);
  });

  it('re-verifies the credentials on add and refuses a mismatch', async () => {
    const response = await register(t.app, { ...person, zip: '44199' }, 'mismatch@example.test');
    expect(response.statusCode).toBe(404);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'mismatch@example.test').execute(),
    ).toEqual([]);
  });

  it('refuses oversized and mistyped fields on add', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/members/add',
      payload: { ...person, email: `${'a'.repeat(250)}@example.test`, password: 12, passwordConfirm: null },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'email',
      'password',
      'passwordConfirm',
    ]);
  });

  it('registers from a Spanish browser: the account keeps Spanish and its verification mail is in Spanish (issue 37)', async () => {
    const spanishPerson = await createPerson(t.db, 'plan-es', 'ES100');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/members/add',
      remoteAddress: '10.0.0.37',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
      payload: {
        ...spanishPerson,
        email: 'rosa@example.test',
        password: newPassword,
        passwordConfirm: newPassword,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'rosa@example.test')
      .executeTakeFirstOrThrow();
    expect(user.language).toBe('es');
    const [mail] = (await outboxFor(t.app, 'rosa@example.test')).filter(
      (m) => m.purpose === 'email-verification',
    );
    expect(mail?.subject).toBe('Confirme su correo electrónico de MediVI');
    expect(mail?.text).toContain('Le damos la bienvenida a MediVI.');
    const english = await t.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'taylor.new@example.test')
      .executeTakeFirstOrThrow();
    expect(english.language).toBe('en');
  });
});
