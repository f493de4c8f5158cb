import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaChallengeReply } from '@medivi/domain';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp, testSessionSecret } from '../../testing/test-app.js';
import { AltchaVerifier } from './altcha-verifier.js';
import { sweepSpentCaptchaTokens } from './captcha-spent-store.js';
import { RecaptchaVerifier } from './recaptcha-verifier.js';
import { solveAltcha } from './solve-altcha.js';

describe('ALTCHA captcha', () => {
  let t: TestApp;
  let verifier: AltchaVerifier;

  beforeAll(async () => {
    t = await createTestApp();
    verifier = new AltchaVerifier(t.db, t.clock, { hmacKey: 'k'.repeat(40), maxCounter: 500 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/captcha/config names ALTCHA without a site key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'altcha' });
  });

  it('GET /api/captcha/challenge hands out a signed, uncached challenge that expires', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<CaptchaChallengeReply>();
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = (challenge.parameters.expiresAt ?? 0) * 1000;
    expect(expiresAt).toBeGreaterThan(t.clock.now().getTime());
    expect(expiresAt).toBeLessThanOrEqual(t.clock.now().getTime() + 10 * 60 * 1000);
  });

  it('accepts a solved payload once and refuses its replay', async () => {
    const token = await solveAltcha(await verifier.createChallenge());
    expect(await verifier.verify(token, '10.0.0.1')).toBe('verified');
    expect(await verifier.verify(token, '10.0.0.1')).toBe('replayed');
    expect(await verifier.verify(token, '10.0.0.2')).toBe('replayed');
  });

  it('housekeeping removes spent tokens once their challenge has expired', async () => {
    const token = await solveAltcha(await verifier.createChallenge());
    expect(await verifier.verify(token, '10.0.0.1')).toBe('verified');
    const count = async () => (await t.db.selectFrom('captcha_spent_tokens').select('id').execute()).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await sweepSpentCaptchaTokens(t.db, t.clock.now());
    expect(await count()).toBe(before);
    await sweepSpentCaptchaTokens(t.db, new Date(t.clock.now().getTime() + 11 * 60 * 1000));
    expect(await count()).toBe(0);
  });

  it('answers missing for no token and invalid for junk, a wrong solution or another key', async () => {
    expect(await verifier.verify(undefined, '10.0.0.1')).toBe('missing');
    expect(await verifier.verify('   ', '10.0.0.1')).toBe('missing');
    expect(await verifier.verify('not-base64-json', '10.0.0.1')).toBe('invalid');
    const challenge = await verifier.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    // The derived key is the answer the signature covers; any other key is wrong.
    const key = solution?.derivedKey ?? '';
    const wrong = { ...solution, derivedKey: `${key.startsWith('0') ? '1' : '0'}${key.slice(1)}` };
    const wrongToken = Buffer.from(JSON.stringify({ challenge, solution: wrong })).toString('base64');
    expect(await verifier.verify(wrongToken, '10.0.0.1')).toBe('invalid');
    const other = new AltchaVerifier(t.db, t.clock, { hmacKey: 'x'.repeat(40), maxCounter: 500 });
    const foreign = await solveAltcha(await other.createChallenge());
    expect(await verifier.verify(foreign, '10.0.0.1')).toBe('invalid');
  });

  it('refuses a payload whose challenge expired by the server clock', async () => {
    const clock = { now: () => new Date(t.clock.now()) };
    const shortLived = new AltchaVerifier(t.db, clock, { hmacKey: 'k'.repeat(40), maxCounter: 500 });
    const token = await solveAltcha(await shortLived.createChallenge());
    clock.now = () => new Date(t.clock.now().getTime() + 11 * 60 * 1000);
    expect(await shortLived.verify(token, '10.0.0.1')).toBe('invalid');
  });

  it('limits challenges per client address (31st within a minute is 429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
        remoteAddress: '10.77.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('reCAPTCHA captcha', () => {
  it('reports the site key, hands out no challenge and adds Google to the CSP', async () => {
    const t = await createTestApp();
    const app = await buildApp({
      handle: t.database.handle,
      sessionSecret: testSessionSecret,
      logLevel: 'silent',
      recaptchaSiteKey: 'site-key-1',
      recaptchaSecretKey: 'secret-key-1',
    });
    try {
      const config = await app.inject({ method: 'GET', url: '/api/captcha/config' });
      expect(config.json()).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
      const challenge = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
      expect(challenge.statusCode).toBe(404);
      expect(String(challenge.headers['content-security-policy'])).toContain(
        "script-src 'self' https://www.google.com https://www.gstatic.com",
      );
      const plain = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
      expect(String(plain.headers['content-security-policy'])).not.toContain('google');
      expect(String(plain.headers['content-security-policy'])).toContain("worker-src 'self' blob:");
    } finally {
      await app.close();
      await t.close();
    }
  });

  it("verifies with Google's siteverify and maps its answers", async () => {
    const bodies: string[] = [];
    let answer: unknown = { success: true };
    const fakeFetch: typeof fetch = (_url, init) => {
      bodies.push(init?.body instanceof URLSearchParams ? init.body.toString() : '');
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    };
    const verifier = new RecaptchaVerifier({ siteKey: 's', secretKey: 'top-secret', fetch: fakeFetch });
    expect(await verifier.verify('', '10.0.0.1')).toBe('missing');
    expect(bodies).toHaveLength(0);
    expect(await verifier.verify('token-1', '10.0.0.1')).toBe('verified');
    expect(bodies[0]).toBe('secret=top-secret&response=token-1&remoteip=10.0.0.1');
    answer = { success: false, 'error-codes': ['timeout-or-duplicate'] };
    expect(await verifier.verify('token-1', '10.0.0.1')).toBe('replayed');
    answer = { success: false, 'error-codes': ['invalid-input-response'] };
    expect(await verifier.verify('token-2', '10.0.0.1')).toBe('invalid');
    const failing = new RecaptchaVerifier({
      siteKey: 's',
      secretKey: 'k',
      fetch: () => Promise.reject(new Error('network down')),
    });
    expect(await failing.verify('token-3', '10.0.0.1')).toBe('invalid');
  });
});
