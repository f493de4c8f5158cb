import { messages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  sessionCookieOf,
  signIn,
  type TestApp,
  testPassword,
} from '../../testing/test-app.js';

describe('sign-in and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'member@example.test', fullName: 'Pat Member', roles: ['medivi-read'] });
    await createUser(t.db, { email: 'gone@example.test', roles: ['medivi-read'], isDeactivated: true });
    await createUser(t.db, {
      email: 'pending@example.test',
      roles: ['medivi-read'],
      isEmailUnverified: true,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /api/auth without a session with no user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: null, csrfToken: null });
  });

  it('signs in, returns a CSRF token and the user, and rotates the session id', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/auth' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'MEMBER@example.test', password: testPassword, rememberMe: true },
      headers: { cookie: sessionCookieOf(before) ?? '' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      csrfToken: string;
      user: { email: string; roles: string[]; fullName: string };
    }>();
    expect(body.csrfToken.length).toBeGreaterThan(10);
    expect(body.user).toMatchObject({
      email: 'member@example.test',
      fullName: 'Pat Member',
      roles: ['medivi-read'],
    });
    const cookie = response.cookies.find((c) => c.name === 'medivi.sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a wrong password with 401 and the same message as an unknown e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'member@example.test', password: 'nope-nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.test', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe(unknown.json<{ message: string }>().message);
  });

  it('refuses an account whose e-mail is not verified yet, only after a correct password', async () => {
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'pending@example.test', password: testPassword },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: messages.emailNotVerified });
    expect(sessionCookieOf(right)).toBeUndefined();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'pending@example.test', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('rejects a login body with missing fields as 400 with field messages', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ fieldErrors: Record<string, string> }>();
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('keeps the session with the CSRF token and refuses calls without it', async () => {
    const session = await signIn(t.app, 'member@example.test');
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: session.headers,
    });
    expect(ok.statusCode).toBe(200);
    const noToken = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: { cookie: session.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: { cookie: session.cookie, 'x-csrf-token': 'forged' },
    });
    expect(badToken.statusCode).toBe(403);
    const auth = await t.app.inject({ method: 'GET', url: '/api/auth', headers: { cookie: session.cookie } });
    expect(auth.json<{ user: { email: string } | null; csrfToken: string | null }>()).toMatchObject({
      user: { email: 'member@example.test' },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/keep-session-alive' });
    expect(response.statusCode).toBe(401);
  });

  it('ends an idle session on the server after the idle limit', async () => {
    const session = await signIn(t.app, 'member@example.test');
    t.clock.advance(14 * 60_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/keep-session-alive', headers: session.headers }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(14 * 60_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/keep-session-alive', headers: session.headers }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/keep-session-alive', headers: session.headers }))
        .statusCode,
    ).toBe(401);
  });

  it('logs out and the old cookie no longer works', async () => {
    const session = await signIn(t.app, 'member@example.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/keep-session-alive',
      headers: session.headers,
    });
    expect(after.statusCode).toBe(401);
  });

  it('lets a deactivated account sign in but refuses its other calls', async () => {
    const session = await signIn(t.app, 'gone@example.test');
    const plans = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers: session.headers });
    expect(plans.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: session.headers });
    expect(out.statusCode).toBe(200);
  });

  it('blocks an account after repeated failures with 429, without revealing whether it exists', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'limited@example.test', password: 'wrong-password-123' },
        remoteAddress: `10.0.0.${String(attempt)}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
