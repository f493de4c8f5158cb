import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../testing/test-app.js';
import { codeLifetimeMs, hashCode, OneTimeCodes, signInCodeMaxFailures } from './one-time-codes.js';

describe('one-time codes', () => {
  let t: TestApp;
  let codes: OneTimeCodes;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    codes = new OneTimeCodes(t.db, t.clock);
    userId = await createUser(t.db, { email: 'codes@example.test' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores only the hash of a link code and accepts it once', async () => {
    const code = await codes.issue(userId, 'email-verification');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db
      .selectFrom('one_time_codes')
      .select('code_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(stored.map((r) => r.code_hash)).toContain(hashCode(code));
    expect(stored.map((r) => r.code_hash)).not.toContain(code);
    expect(await codes.consumeLink('email-verification', code)).toEqual({ ok: true, userId });
    expect(await codes.consumeLink('email-verification', code)).toEqual({ ok: false, reason: 'used' });
  });

  it('refuses a link code for another purpose, an expired one, and an earlier one after a reissue', async () => {
    const first = await codes.issue(userId, 'password-reset');
    const second = await codes.issue(userId, 'password-reset');
    expect(await codes.consumeLink('email-verification', second)).toEqual({ ok: false, reason: 'unknown' });
    expect(await codes.consumeLink('password-reset', first)).toEqual({ ok: false, reason: 'used' });
    t.clock.advance(codeLifetimeMs['password-reset']);
    expect(await codes.consumeLink('password-reset', second)).toEqual({ ok: false, reason: 'expired' });
  });

  it('voids a sign-in code after the allowed wrong tries', async () => {
    const code = await codes.issue(userId, 'sign-in');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < signInCodeMaxFailures; i += 1) {
      expect(await codes.consumeSignIn(userId, wrong)).toEqual({ ok: false, reason: 'unknown' });
    }
    expect(await codes.consumeSignIn(userId, wrong)).toEqual({ ok: false, reason: 'too-many-failures' });
    expect(await codes.consumeSignIn(userId, code)).toEqual({ ok: false, reason: 'too-many-failures' });
    const fresh = await codes.issue(userId, 'sign-in');
    expect(await codes.consumeSignIn(userId, fresh)).toEqual({ ok: true, userId });
    expect(await codes.consumeSignIn(userId, fresh)).toEqual({ ok: false, reason: 'used' });
  });
});
