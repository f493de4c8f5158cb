import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginLimits } from '../../features/auth/login-limits.js';
import { signInCodeLimits } from '../../features/auth/sign-in-code.service.js';
import { requestReset } from '../../features/passwords/testing/passwords.js';
import { passwordLimits } from '../../features/passwords/passwords.service.js';
import { signInCodeMaxFailures } from '../../platform/one-time-codes.js';
import { signInCodeFor } from '../../testing/outbox.js';
import {
  createTestApp,
  createUser,
  type SignedIn,
  signIn,
  signInPasswordOnly,
  testPassword,
  type TestApp,
} from '../../testing/test-app.js';
import { advanceClocks } from '../../testing/clocks.js';
import { invitationLimit } from '../../features/users-admin/invitations.service.js';

/**
 * What the feature tests leave out of the sign-in, code and reset limits (issue 15): the locked
 * answer is the same whatever is sent, the right secret included, and the lock ends with its
 * window. The limiter reads the wall clock (docs/decisions/0041), so only Date is faked and moved
 * together with the app's clock; nothing sleeps.
 */
describe('sign-in, sign-in code and reset limits: locked means the same answer, then recovery', () => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp();
    for (const name of ['locked', 'code-locked', 'reset-locked']) {
      await createUser(t.db, { email: `rt-${name}@example.test`, roles: ['medivi-read'] });
    }
    await createUser(t.db, { email: 'rt-inviter@example.test', roles: ['medivi-read', 'medivi-inviteuser'] });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) => {
    advanceClocks(t, ms);
  };
  /** Each try from an address of its own, so the per-address captcha (0090) stays out of it. */
  const login = (email: string, password: string) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: `10.15.${String(Math.floor(address / 250))}.${String(address % 250)}`,
    });
  };
  const answerOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.json<{ message: string; code: string }>(),
  });

  it('counts wrong passwords, answers the right one like a wrong one while locked, and opens after the window', async () => {
    const email = 'rt-locked@example.test';
    const statuses: number[] = [];
    for (let i = 0; i < loginLimits.perAccount.points; i += 1)
      statuses.push((await login(email, 'wrong-Password-1')).statusCode);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const wrong = answerOf(await login(email, 'wrong-Password-1'));
    const right = answerOf(await login(email, testPassword));
    const unknown = answerOf(await login('rt-nobody@example.test', testPassword));
    expect(wrong.status).toBe(429);
    expect(right).toEqual(wrong);
    expect(unknown.status).toBe(401);

    advance(loginLimits.perAccount.blockSeconds * 1000 - 60_000);
    expect(answerOf(await login(email, testPassword)).status).toBe(429);
    advance(61_000);
    const open = await login(email, testPassword);
    expect(open.statusCode, open.body).toBe(200);
  });

  it('locks the sign-in code after its tries, refuses the right code alike, and opens after the window', async () => {
    const email = 'rt-code-locked@example.test';
    const verify = (session: SignedIn, otp: string) =>
      t.app.inject({ method: 'POST', url: '/api/verifyOTP', headers: session.headers, payload: { otp } });
    let pending = await signInPasswordOnly(t.app, email);
    for (let i = 0; i < signInCodeLimits.verifyPerAccount.points; i += 1) {
      if (i > 0 && i % signInCodeMaxFailures === 0) pending = await signInPasswordOnly(t.app, email);
      const otp = await signInCodeFor(t.app, email);
      expect((await verify(pending, otp === '000000' ? '000001' : '000000')).statusCode).toBe(400);
    }
    pending = await signInPasswordOnly(t.app, email);
    const otp = await signInCodeFor(t.app, email);
    const wrong = answerOf(await verify(pending, otp === '000000' ? '000001' : '000000'));
    const right = answerOf(await verify(pending, otp));
    expect(wrong.status).toBe(429);
    expect(right).toEqual(wrong);

    advance(signInCodeLimits.verifyPerAccount.blockSeconds * 1000 + 1_000);
    pending = await signInPasswordOnly(t.app, email);
    const done = await verify(pending, await signInCodeFor(t.app, email));
    expect(done.statusCode, done.body).toBe(200);
  });

  it('limits reset requests per e-mail with one answer whether the account exists, and opens after the window', async () => {
    let n = 0;
    const request = (email: string) => {
      n += 1;
      return requestReset(t.app, email, { address: `10.16.0.${String(n)}` });
    };
    const answers: Record<string, ReturnType<typeof answerOf>[]> = {};
    for (const email of ['rt-reset-locked@example.test', 'rt-reset-nobody@example.test']) {
      answers[email] = [];
      for (let i = 0; i <= passwordLimits.resetPerEmail.points; i += 1)
        answers[email].push(answerOf(await request(email)));
    }
    expect(answers['rt-reset-locked@example.test']).toEqual(answers['rt-reset-nobody@example.test']);
    expect(answers['rt-reset-locked@example.test']?.at(-1)?.status).toBe(429);

    advance(passwordLimits.resetPerEmail.blockSeconds * 1000 + 1_000);
    expect((await request('rt-reset-locked@example.test')).statusCode).toBe(200);
  });

  it('counts invitations per inviter, refuses new and resent ones alike when spent, and opens after the hour', async () => {
    const invite = (session: SignedIn, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/invite',
        headers: session.headers,
        payload: {
          application: 'MediVI',
          email,
          userRoles: ['partnerwithout'],
          destinationURL: 'https://example.test/welcome',
        },
      });
    let inviter = await signIn(t.app, 'rt-inviter@example.test');
    const statuses: number[] = [];
    for (let i = 0; i < invitationLimit.points; i += 1)
      statuses.push((await invite(inviter, `rt-invitee-${String(i)}@example.test`)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const fresh = answerOf(await invite(inviter, 'rt-invitee-new@example.test'));
    const again = answerOf(await invite(inviter, 'rt-invitee-0@example.test'));
    expect(fresh.status).toBe(429);
    expect(again).toEqual(fresh);

    advance(invitationLimit.durationSeconds * 1000 + 1_000);
    // The session idled out meanwhile (14 minutes): sign in again.
    inviter = await signIn(t.app, 'rt-inviter@example.test');
    const open = await invite(inviter, 'rt-invitee-new@example.test');
    expect(open.statusCode, open.body).toBe(200);
  });
});
