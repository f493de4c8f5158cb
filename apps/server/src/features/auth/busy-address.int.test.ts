import { captchaMessages, type CaptchaChallengeReply, messages } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveAltcha } from '../../platform/captcha/solve-altcha.js';
import { createTestApp, createUser, type TestApp, testPassword } from '../../testing/test-app.js';
import { loginLimits, signInCaptchaCost, signInCaptchaWork } from './login-limits.js';

// Each test verifies argon2id hashes and solves proof-of-work captchas, both CPU-bound by design: on a
// busy two-core machine they take longer than the default 30 s, so they get more room.
describe('many failed sign-ins from one address (docs/decisions/0090)', { timeout: 120_000 }, () => {
  let t: TestApp;
  const office = '10.60.0.1';

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'colleague@example.test', roles: ['medivi-read'] });
    await createUser(t.db, { email: 'elsewhere@example.test', roles: ['medivi-read'] });
    await createUser(t.db, { email: 'guessed@example.test', roles: ['medivi-read'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string, remoteAddress: string, captcha?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email, password, rememberMe: true, ...(captcha === undefined ? {} : { captcha }) },
    });

  const challengeFor = async (remoteAddress: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress })
    ).json<CaptchaChallengeReply>();
  const solvedCaptcha = async (remoteAddress = office) => solveAltcha(await challengeFor(remoteAddress));

  it('asks the busy address for a captcha instead of locking out everyone behind it', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await login(`stranger-${String(attempt)}@example.test`, 'Wrong-password-123', office);
      statuses.push(response.statusCode);
    }
    const threshold = loginLimits.perAddressBeforeCaptcha.points;
    expect(statuses.slice(0, threshold)).toEqual(Array<number>(threshold).fill(401));
    expect(statuses.slice(threshold)).toEqual(Array<number>(30 - threshold).fill(403));
    expect(statuses).not.toContain(429);

    // A colleague with the right password is asked for the captcha, not refused for 15 minutes.
    const asked = await login('colleague@example.test', testPassword, office);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: messages.captchaRequired });
    expect(asked.headers['retry-after']).toBeUndefined();

    const token = await solvedCaptcha();
    const signedIn = await login('colleague@example.test', testPassword, office, token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // A solved captcha works once.
    const replayed = await login('colleague@example.test', testPassword, office, token);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const forged = await login('colleague@example.test', testPassword, office, 'bm90LWEtdG9rZW4=');
    expect(forged.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('raises the work with each further failure and refuses a cheaper challenge kept from before (issue 38 item 5)', async () => {
    const busy = '10.60.0.3';
    const threshold = loginLimits.perAddressBeforeCaptcha.points;
    for (let attempt = 0; attempt < threshold; attempt += 1) {
      await login(`guesser-${String(attempt)}@example.test`, 'Wrong-password-123', busy);
    }
    const early = await challengeFor(busy);
    expect(early.parameters.cost).toBe(1);
    const asked: number[] = [];
    for (let further = 1; further <= 3; further += 1) {
      const failed = await login(
        'nobody@example.test',
        'Wrong-password-123',
        busy,
        await solvedCaptcha(busy),
      );
      expect(failed.statusCode).toBe(401);
      asked.push((await challengeFor(busy)).parameters.cost);
    }
    expect(asked).toEqual([2, 3, 4]);
    // The cost-1 challenge fetched before the failures is solved, but no longer enough.
    const cheap = await login('colleague@example.test', testPassword, busy, await solveAltcha(early));
    expect(cheap.statusCode).toBe(403);
    expect(cheap.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: captchaMessages.invalid });
    const current = await login('colleague@example.test', testPassword, busy, await solvedCaptcha(busy));
    expect(current.statusCode, current.body).toBe(200);
    // Other addresses are asked the base work.
    expect((await challengeFor('10.60.0.4')).parameters.cost).toBe(1);
  });

  it('counts the work from the captcha threshold on', () => {
    const threshold = loginLimits.perAddressBeforeCaptcha.points;
    expect([0, threshold, threshold + 1, threshold + 2, threshold + 3].map(signInCaptchaCost)).toEqual([
      1, 1, 2, 3, 4,
    ]);
    // Past the cap it stays there, however many failures (no overflow).
    expect(signInCaptchaCost(threshold + 40)).toBe(signInCaptchaWork.maxCost);
    expect(signInCaptchaCost(threshold + 10_000)).toBe(signInCaptchaWork.maxCost);
  });

  it('leaves other addresses alone', async () => {
    const response = await login('elsewhere@example.test', testPassword, '10.60.0.2');
    expect(response.statusCode).toBe(200);
  });

  it('keeps the per-account limit: a solved captcha does not buy more guesses at one account', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await login(
        'guessed@example.test',
        'Wrong-password-123',
        office,
        await solvedCaptcha(),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await login('guessed@example.test', testPassword, office, await solvedCaptcha());
    expect(right.statusCode).toBe(429);
  });
});
