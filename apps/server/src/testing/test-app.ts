import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { Database } from '../db/schema.js';
import { AltchaVerifier } from '../platform/captcha/altcha-verifier.js';
import { ManualClock } from '../platform/clock.js';
import { hashPassword } from '../platform/passwords.js';
import { signInCodeFor } from './outbox.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { testScanner } from './malware-scanner.js';
import type { StreamingFileStorage } from '../platform/attachments/file-storage.js';

/** A built app on a database of its own, with a clock the test moves. */
export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: Kysely<Database>;
  clock: ManualClock;
  close(): Promise<void>;
}

export const testSessionSecret = 'test-session-secret-that-is-long-enough-0123456789';

/**
 * The most counters a test's ALTCHA challenge asks to try: the same signed challenge and checks
 * as production, with little enough work that a test solving several raised challenges stays
 * quick on a busy two-core machine.
 */
export const testAltchaMaxCounter = 500;

/** Builds the app for `app.inject` tests. */
export async function createTestApp(
  options: {
    database?: TestDatabase;
    providerCacheSize?: number;
    smtpUrl?: string;
    transparencyDir?: string;
    /** The Transparency in Coverage storage in place of the folder (a test bucket). */
    transparencyFiles?: StreamingFileStorage;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = new ManualClock(new Date());
  const app = await buildApp({
    handle: database.handle,
    sessionSecret: testSessionSecret,
    clock,
    logLevel: 'silent',
    scanner: testScanner(),
    captcha: new AltchaVerifier(database.handle.db, clock, {
      hmacKey: randomUUID() + randomUUID(),
      maxCounter: testAltchaMaxCounter,
    }),
    ...(options.providerCacheSize === undefined ? {} : { providerCacheSize: options.providerCacheSize }),
    ...(options.smtpUrl === undefined ? {} : { smtpUrl: options.smtpUrl }),
    ...(options.transparencyDir === undefined ? {} : { transparencyDir: options.transparencyDir }),
    ...(options.transparencyFiles === undefined ? {} : { transparencyFiles: options.transparencyFiles }),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.handle.db,
    clock,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** A user to create for a test. */
export interface TestUser {
  email: string;
  password?: string;
  fullName?: string;
  roles?: string[];
  isDeactivated?: boolean;
  isPasswordExpired?: boolean;
  /** True for an account whose e-mail link has not been followed yet. */
  isEmailUnverified?: boolean;
  planIds?: string[];
}

export const testPassword = 'Correct-Horse-Battery-9';

// One hash for every test user: argon2id is slow on purpose.
let sharedHash: Promise<string> | undefined;

/** Inserts a user with roles and plans; returns the id. */
export async function createUser(db: Kysely<Database>, user: TestUser): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const hash =
    user.password === undefined
      ? await (sharedHash ??= hashPassword(testPassword))
      : await hashPassword(user.password);
  await db
    .insertInto('users')
    .values({
      id,
      email: user.email.toLowerCase(),
      full_name: user.fullName ?? 'Test User',
      password_hash: hash,
      is_onboarding_complete: 1,
      is_password_expired: user.isPasswordExpired === true ? 1 : 0,
      is_deactivated: user.isDeactivated === true ? 1 : 0,
      enable_notification: 1,
      access_level: null,
      member_id: null,
      is_synthetic: 1,
      created_at: now,
      updated_at: now,
      email_verified_at: user.isEmailUnverified === true ? null : now,
    })
    .execute();
  for (const role of user.roles ?? []) {
    await db.insertInto('user_roles').values({ user_id: id, role }).execute();
  }
  for (const planId of user.planIds ?? []) {
    await db.insertInto('user_plans').values({ user_id: id, plan_id: planId }).execute();
  }
  return id;
}

/** A signed-in client: the session cookie and CSRF token to send. */
export interface SignedIn {
  cookie: string;
  csrfToken: string;
  headers: Record<string, string>;
}

/** The session cookie (`name=value`) a reply sets, if any. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'medivi.sid');
  return cookie === undefined ? undefined : `${cookie.name}=${cookie.value}`;
}

/** The value (`name=value`) of cookie `name` a reply sets, if any. */
export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie === undefined ? undefined : `${cookie.name}=${cookie.value}`;
}

/** A session after the password step: MFA-pending unless the browser was remembered. */
export interface PasswordSignIn extends SignedIn {
  isMFANeeded: boolean;
}

/**
 * Only the password step of signing in (`POST /api/login`); the session stays MFA-pending
 * unless `trustCookie` (the `medivi.trust=…` cookie of a remembered browser) is valid.
 */
export async function signInPasswordOnly(
  app: FastifyInstance,
  email: string,
  password = testPassword,
  options: { trustCookie?: string } = {},
): Promise<PasswordSignIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, rememberMe: true },
    ...(options.trustCookie === undefined ? {} : { headers: { cookie: options.trustCookie } }),
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${String(response.statusCode)} ${response.body}`);
  const cookie = sessionCookieOf(response);
  if (cookie === undefined) throw new Error('sign-in set no session cookie');
  const { csrfToken, user } = response.json<{ csrfToken: string; user: { isMFANeeded: boolean } }>();
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken }, isMFANeeded: user.isMFANeeded };
}

/**
 * Completes the sign-in code of an MFA-pending session with the newest code e-mailed to `email`
 * (read from the outbox). `rememberBrowser` sends skip_mfa. Returns the new session and the
 * trust cookie (`medivi.trust=…`) when one was set.
 */
export async function completeSignInCode(
  app: FastifyInstance,
  pending: SignedIn,
  email: string,
  options: { rememberBrowser?: boolean } = {},
): Promise<SignedIn & { trustCookie: string | undefined }> {
  const otp = await signInCodeFor(app, email.toLowerCase());
  const response = await app.inject({
    method: 'POST',
    url: '/api/verifyOTP',
    headers: pending.headers,
    payload: { otp, skip_mfa: options.rememberBrowser === true },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in code refused: ${String(response.statusCode)} ${response.body}`);
  const cookie = sessionCookieOf(response);
  if (cookie === undefined) throw new Error('verifyOTP set no session cookie');
  const { csrfToken } = response.json<{ csrfToken: string }>();
  return {
    cookie,
    csrfToken,
    headers: { cookie, 'x-csrf-token': csrfToken },
    trustCookie: cookieOf(response, 'medivi.trust'),
  };
}

/**
 * Signs in fully: `POST /api/login`, then, when the session is MFA-pending, `POST /api/verifyOTP`
 * with the code from the outbox. Every test that needs a signed-in user uses this; sign-in code
 * tests use `signInPasswordOnly` and `completeSignInCode`.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = testPassword,
): Promise<SignedIn> {
  const pending = await signInPasswordOnly(app, email, password);
  if (!pending.isMFANeeded) return pending;
  const { cookie, csrfToken, headers } = await completeSignInCode(app, pending, email);
  return { cookie, csrfToken, headers };
}
