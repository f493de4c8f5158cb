import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { otpMessages } from '@medivi/domain';
import { outboxFor, signInCodeFor } from '../../testing/outbox.js';
import {
  createTestApp,
  createUser,
  signIn,
  signInPasswordOnly,
  type TestApp,
} from '../../testing/test-app.js';
import { advanceClocks } from '../../testing/clocks.js';

describe('GET /api/resendOTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    for (const login of ['resend', 'burst', 'window', 'done']) {
      await createUser(t.db, { email: `${login}@example.test`, roles: ['medivi-read'] });
    }
  });
  afterAll(async () => {
    await t.close();
  });
  // The limiter counts with the wall clock; only Date is faked, so the database drivers' timers run.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) => {
    advanceClocks(t, ms);
  };
  const resend = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/resendOTP', headers });

  it('e-mails a new code, says so with the spec message, and the old code no longer works', async () => {
    const pending = await signInPasswordOnly(t.app, 'resend@example.test');
    const first = await signInCodeFor(t.app, 'resend@example.test');
    const response = await resend(pending.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'A new OTP has been sent to your email' });
    const codes = (await outboxFor(t.app, 'resend@example.test')).filter((m) => m.purpose === 'sign-in-code');
    expect(codes).toHaveLength(2);
    const second = await signInCodeFor(t.app, 'resend@example.test');
    if (second !== first) {
      const old = await t.app.inject({
        method: 'POST',
        url: '/api/verifyOTP',
        headers: pending.headers,
        payload: { otp: first },
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/verifyOTP',
      headers: pending.headers,
      payload: { otp: second },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('allows one new code per 30 seconds, with a 429 that says how long to wait', async () => {
    const pending = await signInPasswordOnly(t.app, 'burst@example.test');
    expect((await resend(pending.headers)).statusCode).toBe(200);
    const tooSoon = await resend(pending.headers);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json<{ message: string; code: string }>()).toMatchObject({
      code: 'RESEND_TOO_SOON',
      params: { seconds: expect.any(Number) as unknown },
      message: expect.stringMatching(/^Please wait \d+ seconds? before requesting a new OTP\.$/) as unknown,
    });
    advance(31_000);
    expect((await resend(pending.headers)).statusCode).toBe(200);
  });

  it('allows 5 new codes per 15 minutes', async () => {
    const pending = await signInPasswordOnly(t.app, 'window@example.test');
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1) {
      statuses.push((await resend(pending.headers)).statusCode);
      advance(31_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const sent = (await outboxFor(t.app, 'window@example.test')).filter((m) => m.purpose === 'sign-in-code');
    expect(sent).toHaveLength(6); // the sign-in's code and 5 resends
    advance(15 * 60_000);
    const fresh = await signInPasswordOnly(t.app, 'window@example.test');
    expect((await resend(fresh.headers)).statusCode).toBe(200);
  });

  it('answers 400 when no code is awaited and 401 without a session', async () => {
    const session = await signIn(t.app, 'done@example.test');
    const response = await resend(session.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(otpMessages.notPending);
    expect((await resend({})).statusCode).toBe(401);
  });
});
