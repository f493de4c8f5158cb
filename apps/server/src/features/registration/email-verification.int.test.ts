import { accountSettingsMessages, passwordMessages, registrationMessages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeLifetimeMs } from '../../platform/one-time-codes.js';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';
import { createPerson, multipart, newPassword, register, verifyEmailOf } from './testing/registration.js';

describe('e-mail verification and Create Account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function registered(memberID: string, email: string) {
    const person = await createPerson(t.db, 'plan-verify', memberID);
    const response = await register(t.app, person, email);
    expect(response.statusCode).toBe(200);
    return person;
  }

  function createProfile(headers: Record<string, string>, fields: Record<string, string>) {
    const { payload, contentType } = multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/createProfile',
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }

  it('verifies the e-mail once, signs the user in and refuses the code again', async () => {
    await registered('VER100', 'verify.once@example.test');
    const first = await verifyEmailOf(t.app, 'verify.once@example.test');
    expect(first.response.statusCode).toBe(200);
    expect(first.response.json()).toMatchObject({ email: 'verify.once@example.test' });
    expect(first.csrfToken.length).toBeGreaterThan(10);
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'email_verified_at'])
      .where('email', '=', 'verify.once@example.test')
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    const auth = await t.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie: first.cookie } });
    expect(auth.json()).toMatchObject({ user: { email: 'verify.once@example.test', isMFANeeded: false } });

    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/verifyEmail',
      payload: { emailVerificationCode: first.code },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: registrationMessages.verificationFailed });
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('action', '=', 'registration.email_verification_failed')
      .execute();
    expect(audit.at(-1)?.detail).toBe(JSON.stringify({ reason: 'used' }));
    expect(audit.map((row) => row.detail ?? '').join()).not.toContain(first.code);
  });

  it('refuses an expired code and an unknown or empty one', async () => {
    await registered('VER200', 'verify.late@example.test');
    t.clock.advance(codeLifetimeMs['email-verification'] + 1);
    const late = await verifyEmailOf(t.app, 'verify.late@example.test');
    expect(late.response.statusCode).toBe(400);
    for (const emailVerificationCode of ['not-a-code', '', 'x'.repeat(201)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/verifyEmail',
        remoteAddress: '10.3.0.9',
        payload: { emailVerificationCode },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('throttles unusable codes per address', async () => {
    for (let n = 0; n < 10; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/verifyEmail',
        remoteAddress: '10.3.9.9',
        payload: { emailVerificationCode: `guess-${String(n)}` },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/verifyEmail',
      remoteAddress: '10.3.9.9',
      payload: { emailVerificationCode: 'guess-10' },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('creates the profile from multipart fields: name, password, terms; a member still has the first run ahead', async () => {
    await registered('VER300', 'create.profile@example.test');
    const session = await verifyEmailOf(t.app, 'create.profile@example.test');
    const response = await createProfile(session.headers, {
      fullName: 'Taylor Synthetic',
      password: 'Brand-New-Profile-Pass-7',
      app: 'MediVI',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: registrationMessages.profileCreated,
      user: {
        email: 'create.profile@example.test',
        fullName: 'Taylor Synthetic',
        // A member takes the first run at /onboarding after signing in (decision 0110).
        isOnboardingComplete: false,
      },
    });
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'terms_accepted_at', 'is_onboarding_complete'])
      .where('email', '=', 'create.profile@example.test')
      .executeTakeFirstOrThrow();
    expect(user.terms_accepted_at).not.toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        email: 'create.profile@example.test',
        password: 'Brand-New-Profile-Pass-7',
        rememberMe: true,
      },
    });
    expect(login.statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'registration.profile_created')
      .where('subject_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(audit.detail).toBe(JSON.stringify({ app: 'MediVI' }));

    // The first run ends with POST /api/user/completeOnboarding: flagged once, audited once.
    const signedIn = await signIn(t.app, 'create.profile@example.test', 'Brand-New-Profile-Pass-7');
    const before = await t.app.inject({ method: 'GET', url: '/api/auth', headers: signedIn.headers });
    expect(before.json<{ user: { isOnboardingComplete: boolean } }>().user.isOnboardingComplete).toBe(false);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const done = await t.app.inject({
        method: 'POST',
        url: '/api/user/completeOnboarding',
        headers: signedIn.headers,
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        message: accountSettingsMessages.onboardingComplete,
        isOnboardingComplete: true,
      });
    }
    const after = await t.app.inject({ method: 'GET', url: '/api/auth', headers: signedIn.headers });
    expect(after.json<{ user: { isOnboardingComplete: boolean } }>().user.isOnboardingComplete).toBe(true);
    const onboardedEvents = await t.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'accounts.onboarding_completed')
      .where('subject_id', '=', user.id)
      .execute();
    expect(onboardedEvents).toHaveLength(1);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/user/completeOnboarding' });
    expect(signedOut.statusCode).toBe(401);

    const again = await createProfile(session.headers, {
      fullName: 'Taylor Synthetic',
      password: 'Brand-New-Profile-Pass-8',
    });
    expect(again.statusCode).toBe(409);
  });

  it('enforces the full-name and password rules on Create Account', async () => {
    await registered('VER400', 'profile.rules@example.test');
    const session = await verifyEmailOf(t.app, 'profile.rules@example.test');
    const cases: [Record<string, string>, string, string][] = [
      [{ fullName: 'Al', password: newPassword }, 'fullName', registrationMessages.fullNameMinLength],
      [
        { fullName: ' Padded Name', password: newPassword },
        'fullName',
        registrationMessages.fullNameWhitespace,
      ],
      [{ fullName: 'N'.repeat(101), password: newPassword }, 'fullName', 'Maximum 100 characters'],
      [{ fullName: 'Taylor Synthetic', password: 'short' }, 'password', passwordMessages.minLength],
      [{ fullName: 'Taylor Synthetic', password: '123qweasdzxc' }, 'password', passwordMessages.compromised],
      [{ fullName: 'Taylor Synthetic' }, 'password', 'Invalid input: expected string, received undefined'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await createProfile(session.headers, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors[field]).toBe(message);
    }
    const user = await t.db
      .selectFrom('users')
      .select('is_onboarding_complete')
      .where('email', '=', 'profile.rules@example.test')
      .executeTakeFirstOrThrow();
    expect(user.is_onboarding_complete).toBe(0);
  });

  it('needs a signed-in session and the CSRF token, and takes no files', async () => {
    await registered('VER500', 'profile.guard@example.test');
    const session = await verifyEmailOf(t.app, 'profile.guard@example.test');
    const fields = { fullName: 'Taylor Synthetic', password: newPassword };
    expect((await createProfile({}, fields)).statusCode).toBe(401);
    expect((await createProfile({ cookie: session.cookie }, fields)).statusCode).toBe(403);
    const boundary = 'file-boundary';
    const withFile = await t.app.inject({
      method: 'POST',
      url: '/api/createProfile',
      headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nTaylor\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(withFile.statusCode).toBeGreaterThanOrEqual(400);
    expect(withFile.statusCode).toBeLessThan(500);
  });
});
