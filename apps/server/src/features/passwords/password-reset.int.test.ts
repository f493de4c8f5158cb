import { passwordFlowMessages, passwordMessages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeLifetimeMs } from '../../platform/one-time-codes.js';
import { linkCodeFor, outboxFor } from '../../testing/outbox.js';
import {
  createTestApp,
  createUser,
  sessionCookieOf,
  signIn,
  type TestApp,
  testPassword,
} from '../../testing/test-app.js';
import {
  freshAddress,
  newTestPassword,
  requestReset,
  updatePasswordForm,
  verifiedResetFor,
  verifyReset,
} from './testing/passwords.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

describe('password reset (accounts spec §4 Password reset, §5, §7)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('e-mails a single-use link to the account and answers the same for an unknown e-mail', async () => {
    await createUser(t.db, { email: 'reset-known@example.test', fullName: 'Robin Reset' });
    const known = await requestReset(t.app, 'reset-known@example.test');
    const unknown = await requestReset(t.app, 'reset-nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: passwordFlowMessages.resetRequested });
    expect(unknown.body).toBe(known.body);
    const [mail] = await outboxFor(t.app, 'reset-known@example.test');
    expect(mail?.purpose).toBe('password-reset');
    expect(mail?.subject).toBe('Reset your MediVI password');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-reset-password\/[A-Za-z0-9_-]{43}\s/);
    expect(await outboxFor(t.app, 'reset-nobody@example.test')).toEqual([]);
  });

  it('checks the e-mail with the §5 rules and refuses a destination off this site', async () => {
    const cases: [string, string][] = [
      ['', 'This field is required'],
      [' padded@example.test', 'No leading or trailing whitespace'],
      ['not-an-email', 'Must be valid email'],
      ['bad!chars@example.test', 'Must be valid email'],
    ];
    for (const [email, message] of cases) {
      const response = await requestReset(t.app, email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.email, email).toBe(message);
    }
    expect((await requestReset(t.app, 'a@example.test', { application: 'Other' })).statusCode).toBe(400);
    for (const destinationURL of ['https://evil.example/login', '//evil.example', 'javascript:alert(1)']) {
      const response = await requestReset(t.app, 'a@example.test', { destinationURL });
      expect(response.statusCode, destinationURL).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.destinationURL).toBe(
        passwordFlowMessages.destinationInvalid,
      );
    }
  });

  it('carries the mobile login destination in the link', async () => {
    await createUser(t.db, { email: 'reset-mobile@example.test' });
    const response = await requestReset(t.app, 'reset-mobile@example.test', {
      destinationURL: 'http://localhost:3000/medivi-mobile-login',
      application: 'Claims',
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await outboxFor(t.app, 'reset-mobile@example.test');
    expect(mail?.subject).toBe('Reset your Claims password');
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
    expect(link.searchParams.get('destinationURL')).toBe('/medivi-mobile-login');
  });

  it('verifies a link once, then resets the password, signs in and ends every other session', async () => {
    const userId = await createUser(t.db, {
      email: 'reset-flow@example.test',
      fullName: 'Sam Flow',
      isPasswordExpired: true,
    });
    const other = await signIn(t.app, 'reset-flow@example.test');
    await requestReset(t.app, 'reset-flow@example.test');
    const code = await linkCodeFor(t.app, 'reset-flow@example.test', 'password-reset');
    const verified = await verifyReset(t.app, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ fullName: 'Sam Flow', email: 'reset-flow@example.test' });
    const session = {
      cookie: sessionCookieOf(verified) ?? '',
      token: verified.json<{ token: string }>().token,
    };
    // The reset session is not a sign-in.
    const auth = await t.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie: session.cookie } });
    expect(auth.json<{ user: unknown }>().user).toBeNull();
    expect((await verifyReset(t.app, code)).statusCode).toBe(400);

    const updated = await updatePasswordForm(t.app, session, newTestPassword);
    expect(updated.statusCode).toBe(200);
    const body = updated.json<{ csrfToken: string; user: { email: string; isPasswordExpired: boolean } }>();
    expect(body.user).toMatchObject({ email: 'reset-flow@example.test', isPasswordExpired: false });
    const signedIn = { cookie: sessionCookieOf(updated) ?? '', 'x-csrf-token': body.csrfToken };
    const alive = await t.app.inject({ method: 'GET', url: '/api/keep-session-alive', headers: signedIn });
    expect(alive.statusCode).toBe(200);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: other.headers,
    });
    expect(ended.statusCode).toBe(401);

    const row = await t.db
      .selectFrom('users')
      .select(['is_password_expired', 'password_changed_at', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.is_password_expired).toBe(0);
    expect(row.password_changed_at).not.toBeNull();
    expect(row.password_hash?.startsWith('$argon2id$')).toBe(true);
    await expect(signIn(t.app, 'reset-flow@example.test', testPassword)).rejects.toThrow(/401/);
    await signIn(t.app, 'reset-flow@example.test', newTestPassword);

    const audit = await t.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('subject_id', '=', userId)
      .execute();
    expect(audit.map((event) => event.action)).toEqual(
      expect.arrayContaining(['password.reset_requested', 'password.reset']),
    );
    const auditText = JSON.stringify(audit);
    expect(auditText).not.toContain(code);
    expect(auditText).not.toContain(newTestPassword);
    const notices = (await outboxFor(t.app, 'reset-flow@example.test')).map((mail) => mail.purpose);
    expect(notices).toContain('password-changed');
  });

  it('refuses an unknown, replayed or expired link with 400', async () => {
    await createUser(t.db, { email: 'reset-expiry@example.test' });
    expect((await verifyReset(t.app, 'no-such-code')).json<ErrorBody>().code).toBe('RESET_LINK_INVALID');
    expect((await verifyReset(t.app, '')).statusCode).toBe(400);
    await requestReset(t.app, 'reset-expiry@example.test');
    const code = await linkCodeFor(t.app, 'reset-expiry@example.test', 'password-reset');
    t.clock.advance(codeLifetimeMs['password-reset'] + 1);
    const expired = await verifyReset(t.app, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ErrorBody>().message).toBe(passwordFlowMessages.resetLinkInvalid);
  });

  it('voids an earlier link when a new one is requested', async () => {
    await createUser(t.db, { email: 'reset-twice@example.test' });
    await requestReset(t.app, 'reset-twice@example.test');
    const first = await linkCodeFor(t.app, 'reset-twice@example.test', 'password-reset');
    await requestReset(t.app, 'reset-twice@example.test');
    const second = await linkCodeFor(t.app, 'reset-twice@example.test', 'password-reset');
    expect(second).not.toBe(first);
    expect((await verifyReset(t.app, first)).statusCode).toBe(400);
    expect((await verifyReset(t.app, second)).statusCode).toBe(200);
  });

  it('sets no password without a verified reset, without its CSRF token, or against the policy', async () => {
    await createUser(t.db, { email: 'reset-policy@example.test' });
    const none = await updatePasswordForm(t.app, null, newTestPassword);
    expect(none.statusCode).toBe(403);
    expect(none.json<ErrorBody>().code).toBe('RESET_NOT_VERIFIED');

    const session = await verifiedResetFor(t.app, 'reset-policy@example.test');
    expect(
      (await updatePasswordForm(t.app, { ...session, token: 'forged' }, newTestPassword)).statusCode,
    ).toBe(403);
    const cases: [string, string][] = [
      ['Short-1a', passwordMessages.minLength],
      [' Leading-space-pass-1', passwordMessages.whitespace],
      ['x'.repeat(129), passwordMessages.maxLength],
      ['password1234', passwordMessages.compromised],
    ];
    for (const [password, message] of cases) {
      const response = await updatePasswordForm(t.app, session, password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.password, password).toBe(message);
    }
    // Still verified after a refused password; the reset works with a good one.
    expect((await updatePasswordForm(t.app, session, newTestPassword)).statusCode).toBe(200);
    // And only once.
    expect((await updatePasswordForm(t.app, session, `${newTestPassword}x`)).statusCode).toBe(403);
  });

  it('accepts the new password as JSON too', async () => {
    await createUser(t.db, { email: 'reset-json@example.test' });
    const session = await verifiedResetFor(t.app, 'reset-json@example.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updatePassword',
      headers: { cookie: session.cookie, 'x-csrf-token': session.token },
      payload: { password: newTestPassword },
    });
    expect(response.statusCode).toBe(200);
  });

  it('throttles reset requests per e-mail, whether or not the account exists', async () => {
    await createUser(t.db, { email: 'reset-flood@example.test' });
    for (const email of ['reset-flood@example.test', 'reset-flood-nobody@example.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await requestReset(t.app, email)).statusCode);
      expect(statuses, email).toEqual([200, 200, 200, 200, 200, 429, 429]);
    }
    expect(await outboxFor(t.app, 'reset-flood@example.test')).toHaveLength(5);
  });

  it('throttles reset requests and wrong codes per address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await requestReset(t.app, `flood-${String(i)}@example.test`, { address })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    const codeAddress = freshAddress();
    const codeStatuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      codeStatuses.push((await verifyReset(t.app, `guess-${String(i)}`, codeAddress)).statusCode);
    }
    expect(codeStatuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(codeStatuses.slice(20)).toEqual([429, 429]);
    expect((await verifyReset(t.app, 'another', freshAddress())).statusCode).toBe(400);
  });
});
