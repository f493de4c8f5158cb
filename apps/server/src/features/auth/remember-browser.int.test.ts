import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberMeMfaDelayMs } from '@medivi/domain';
import { outboxFor } from '../../testing/outbox.js';
import {
  completeSignInCode,
  createTestApp,
  createUser,
  signInPasswordOnly,
  type TestApp,
} from '../../testing/test-app.js';
import { hashTrustToken } from './sign-in-code.service.js';

const logout = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers });

describe("'remember me': a trusted browser skips the sign-in code for 30 days", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'trust@example.test', roles: ['medivi-read'] });
    await createUser(t.db, { email: 'other@example.test', roles: ['medivi-read'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets an httpOnly SameSite=Lax cookie for /api/login and keeps only its hash', async () => {
    const pending = await signInPasswordOnly(t.app, 'trust@example.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/verifyOTP',
      headers: pending.headers,
      payload: {
        otp: (await outboxFor(t.app, 'trust@example.test'))[0]?.text.match(/\b\d{6}\b/)?.[0],
        skip_mfa: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'medivi.trust');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/login',
      maxAge: rememberMeMfaDelayMs / 1000,
    });
    const token = cookie?.value ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    const rows = await t.db.selectFrom('trusted_browsers').select(['token_hash', 'expires_at']).execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashTrustToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('signs in again on that browser without a code, and records the trusted-browser use', async () => {
    const pending = await signInPasswordOnly(t.app, 'trust@example.test');
    const done = await completeSignInCode(t.app, pending, 'trust@example.test', { rememberBrowser: true });
    expect(done.trustCookie).toBeDefined();
    await logout(t, done.headers);

    const sentBefore = (await outboxFor(t.app, 'trust@example.test')).length;
    const again = await signInPasswordOnly(t.app, 'trust@example.test', undefined, {
      trustCookie: done.trustCookie,
    });
    expect(again.isMFANeeded).toBe(false);
    expect((await outboxFor(t.app, 'trust@example.test')).length).toBe(sentBefore);
    const plans = await t.app.inject({ method: 'GET', url: '/api/v2/get-plans', headers: again.headers });
    expect(plans.statusCode).toBe(200);
    const used = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'auth.trusted_browser_used')
      .execute();
    expect(used.length).toBeGreaterThan(0);
  });

  it("does not let one account's trust skip the code of another account", async () => {
    const pending = await signInPasswordOnly(t.app, 'trust@example.test');
    const done = await completeSignInCode(t.app, pending, 'trust@example.test', { rememberBrowser: true });
    const other = await signInPasswordOnly(t.app, 'other@example.test', undefined, {
      trustCookie: done.trustCookie,
    });
    expect(other.isMFANeeded).toBe(true);
    const forged = await signInPasswordOnly(t.app, 'trust@example.test', undefined, {
      trustCookie: 'medivi.trust=forged-token-value',
    });
    expect(forged.isMFANeeded).toBe(true);
  });

  it('asks for the code again once the 30 days are over', async () => {
    const pending = await signInPasswordOnly(t.app, 'trust@example.test');
    const done = await completeSignInCode(t.app, pending, 'trust@example.test', { rememberBrowser: true });
    t.clock.advance(rememberMeMfaDelayMs - 60_000);
    const stillTrusted = await signInPasswordOnly(t.app, 'trust@example.test', undefined, {
      trustCookie: done.trustCookie,
    });
    expect(stillTrusted.isMFANeeded).toBe(false);
    t.clock.advance(60_000 + 1);
    const expired = await signInPasswordOnly(t.app, 'trust@example.test', undefined, {
      trustCookie: done.trustCookie,
    });
    expect(expired.isMFANeeded).toBe(true);
  });
});
