import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpMessages } from '@medivi/domain';
import { outboxFor, signInCodeFor } from '../../testing/outbox.js';
import {
  completeSignInCode,
  createTestApp,
  createUser,
  signIn,
  signInPasswordOnly,
  type SignedIn,
  type TestApp,
} from '../../testing/test-app.js';

interface ErrorBody {
  message: string;
  code?: string;
  fieldErrors?: Record<string, string>;
}

describe('sign-in code (MFA)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (const login of [
      'mfa',
      'empty',
      'wrong',
      'expired',
      'replay',
      'tries',
      'throttle',
      'guard',
      'audit',
    ]) {
      await createUser(t.db, {
        email: `${login}@example.test`,
        roles: ['medivi-read', 'medivi-6dhallplans'],
      });
    }
    await createUser(t.db, { email: 'gone@example.test', roles: ['medivi-read'], isDeactivated: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const verify = (session: SignedIn, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/verifyOTP',
      headers: session.headers,
      payload: payload as object,
    });

  it('answers a correct password with isMFANeeded, an MFA-pending session and a 6-digit code by e-mail', async () => {
    const pending = await signInPasswordOnly(t.app, 'mfa@example.test');
    expect(pending.isMFANeeded).toBe(true);
    const [message] = await outboxFor(t.app, 'mfa@example.test');
    expect(message).toMatchObject({ purpose: 'sign-in-code', subject: 'Your MediVI sign-in code' });
    expect(message?.text).toMatch(/sign-in code is \d{6}\b/);

    const auth = await t.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie: pending.cookie } });
    expect(auth.json<{ user: { isMFANeeded: boolean } | null }>().user?.isMFANeeded).toBe(true);
  });

  it('completes the sign-in with the e-mailed code: new session id, new CSRF token, isMFANeeded false', async () => {
    const pending = await signInPasswordOnly(t.app, 'mfa@example.test');
    const otp = await signInCodeFor(t.app, 'mfa@example.test');
    const response = await verify(pending, { otp, skip_mfa: false });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ csrfToken: string; user: { email: string; isMFANeeded: boolean } }>();
    expect(body.user).toMatchObject({ email: 'mfa@example.test', isMFANeeded: false });
    const cookie = response.cookies.find((c) => c.name === 'medivi.sid');
    expect(cookie).toBeDefined();
    expect(`medivi.sid=${cookie?.value ?? ''}`).not.toBe(pending.cookie);
    expect(response.cookies.some((c) => c.name === 'medivi.trust')).toBe(false);

    const headers = { cookie: `medivi.sid=${cookie?.value ?? ''}`, 'x-csrf-token': body.csrfToken };
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers })).statusCode).toBe(200);
    // The id seen before the code no longer opens anything.
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: pending.headers,
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an MFA-pending session everywhere but the MFA route set with 403 MFA_REQUIRED', async () => {
    const pending = await signInPasswordOnly(t.app, 'guard@example.test');
    const plans = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers: pending.headers });
    expect(plans.statusCode).toBe(403);
    expect(plans.json<ErrorBody>()).toMatchObject({ code: 'MFA_REQUIRED', message: otpMessages.mfaRequired });
    const live = await t.app.inject({
      method: 'GET',
      url: '/api/v2/get-LivePlansForProviders',
      headers: pending.headers,
    });
    expect(live.statusCode).toBe(403);
    const alive = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: pending.headers,
    });
    expect(alive.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: pending.headers });
    expect(out.statusCode).toBe(200);
    const afterLogout = await verify(pending, { otp: await signInCodeFor(t.app, 'guard@example.test') });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('asks a deactivated account for the code too, and lets it sign out while pending', async () => {
    const pending = await signInPasswordOnly(t.app, 'gone@example.test');
    expect(pending.isMFANeeded).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: pending.headers })).statusCode,
    ).toBe(200);
  });

  it("refuses an empty, missing or 7-character code with the spec's message and 400", async () => {
    const pending = await signInPasswordOnly(t.app, 'empty@example.test');
    for (const payload of [{ otp: '' }, { otp: '   ' }, {}, { otp: null }]) {
      const response = await verify(pending, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.otp).toBe('Please enter the OTP');
    }
    const long = await verify(pending, { otp: '1234567' });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().fieldErrors?.otp).toBe(otpMessages.tooLong);
    const wrongType = await verify(pending, { otp: '123456', skip_mfa: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json<ErrorBody>().fieldErrors).toHaveProperty('skip_mfa');
    // None of these used up the code.
    const ok = await verify(pending, { otp: await signInCodeFor(t.app, 'empty@example.test') });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a wrong code with 400 OTP_INVALID and a field message, without the CSRF token with 403', async () => {
    const pending = await signInPasswordOnly(t.app, 'wrong@example.test');
    const otp = await signInCodeFor(t.app, 'wrong@example.test');
    const wrongCode = otp === '000000' ? '000001' : '000000';
    const response = await verify(pending, { otp: wrongCode });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'OTP_INVALID',
      fieldErrors: { otp: otpMessages.wrong },
    });
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/verifyOTP',
      headers: { cookie: pending.cookie },
      payload: { otp },
    });
    expect(noToken.statusCode).toBe(403);
    expect((await verify(pending, { otp })).statusCode).toBe(200);
  });

  it('refuses a code after its 10 minutes with OTP_EXPIRED', async () => {
    const pending = await signInPasswordOnly(t.app, 'expired@example.test');
    const otp = await signInCodeFor(t.app, 'expired@example.test');
    t.clock.advance(10 * 60_000 + 1);
    const response = await verify(pending, { otp });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({ code: 'OTP_EXPIRED', message: otpMessages.expired });
  });

  it('refuses a replayed code: on the same session and on a later sign-in', async () => {
    const pending = await signInPasswordOnly(t.app, 'replay@example.test');
    const otp = await signInCodeFor(t.app, 'replay@example.test');
    const first = await verify(pending, { otp });
    expect(first.statusCode).toBe(200);
    const session = first.json<{ csrfToken: string }>();
    const cookie = `medivi.sid=${first.cookies.find((c) => c.name === 'medivi.sid')?.value ?? ''}`;
    const again = await verify(
      { cookie, csrfToken: session.csrfToken, headers: { cookie, 'x-csrf-token': session.csrfToken } },
      { otp },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().code).toBe('MFA_NOT_PENDING');

    const later = await signInPasswordOnly(t.app, 'replay@example.test');
    const newOtp = await signInCodeFor(t.app, 'replay@example.test');
    const replayed = await verify(later, { otp });
    if (newOtp !== otp) {
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json<ErrorBody>().code).toBe('OTP_INVALID');
    }
    expect((await verify(later, { otp: newOtp })).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries, so even the right code then fails', async () => {
    const pending = await signInPasswordOnly(t.app, 'tries@example.test');
    const otp = await signInCodeFor(t.app, 'tries@example.test');
    const wrongCode = otp === '999999' ? '999998' : '999999';
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await verify(pending, { otp: wrongCode })).json<ErrorBody>().code);
    }
    expect(codes).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_TOO_MANY_FAILURES',
    ]);
    const right = await verify(pending, { otp });
    expect(right.statusCode).toBe(400);
    expect(right.json<ErrorBody>()).toMatchObject({
      code: 'OTP_TOO_MANY_FAILURES',
      message: otpMessages.spent,
    });
  });

  it('throttles guessing per account: after 10 wrong codes in 15 minutes every try is 429, even a right code', async () => {
    const statuses: number[] = [];
    let pending = await signInPasswordOnly(t.app, 'throttle@example.test');
    for (let attempt = 0; attempt < 11; attempt += 1) {
      // A fresh sign-in (new code) every 5 tries, so the per-code limit does not hide the account limit.
      if (attempt === 5 || attempt === 10) pending = await signInPasswordOnly(t.app, 'throttle@example.test');
      const otp = await signInCodeFor(t.app, 'throttle@example.test');
      const response = await verify(pending, { otp: otp === '111111' ? '111112' : '111111' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await verify(pending, { otp: await signInCodeFor(t.app, 'throttle@example.test') });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(right.json<ErrorBody>().message).toMatch(/Too many OTP attempts/);
  });

  it('records code sent, failures and success in the audit log without the code', async () => {
    const pending = await signInPasswordOnly(t.app, 'audit@example.test');
    const otp = await signInCodeFor(t.app, 'audit@example.test');
    await verify(pending, { otp: otp === '222222' ? '222223' : '222222' });
    await verify(pending, { otp });
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'audit@example.test')
      .executeTakeFirstOrThrow();
    const events = await t.db
      .selectFrom('audit_events')
      .select(['action', 'detail'])
      .where('subject_id', '=', user.id)
      .orderBy('at')
      .execute();
    expect(events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['auth.login', 'auth.otp_sent', 'auth.otp_failed', 'auth.otp_verified']),
    );
    expect(events.find((e) => e.action === 'auth.otp_failed')?.detail).toBe(
      JSON.stringify({ reason: 'unknown' }),
    );
    expect(JSON.stringify(events)).not.toContain(otp);
  });

  it('keeps signIn for other tests: it completes the code through the outbox', async () => {
    const session = await signIn(t.app, 'mfa@example.test');
    const plans = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers: session.headers });
    expect(plans.statusCode).toBe(200);
    const pending = await signInPasswordOnly(t.app, 'mfa@example.test');
    const done = await completeSignInCode(t.app, pending, 'mfa@example.test');
    expect(done.trustCookie).toBeUndefined();
  });
});
