import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Config, loadConfig } from '../config.js';
import { listOutbox } from '../platform/mail/outbox.js';
import type { TestDatabase } from './test-database.js';
import { sessionCookieOf, signInPasswordOnly } from './test-app.js';

/** A session secret that passes the production checks (length and variety). */
export const productionSecret = 'production-session-secret-0123456789abcdef';

/**
 * A production configuration on the test database; `extra` overrides or adds variables. The
 * config refuses COOKIE_SECURE=false in production, and a Secure cookie is only set over HTTPS,
 * which app.inject does not speak: the parsed `cookieSecure` is set to false here, after the checks,
 * for the tests that sign in through inject.
 */
export function productionConfig(database: TestDatabase, extra: Record<string, string> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: productionSecret,
    DATABASE_URL: database.url,
    IMPORT_ON_START: 'false',
    SMTP_URL: 'smtp://mail.invalid:2525',
    // app.inject sends Host: localhost.
    PUBLIC_BASE_URL: 'http://localhost',
    ...extra,
  });
  return { ...config, cookieSecure: false };
}

/** The newest sign-in code e-mailed to `email`, read from the outbox table (not through HTTP). */
async function codeFromOutboxTable(database: TestDatabase, email: string): Promise<string> {
  const message = (await listOutbox(database.handle.db, { to: email })).find(
    (m) => m.purpose === 'sign-in-code',
  );
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (code === undefined) throw new Error(`no sign-in code for ${email}`);
  return code;
}

/** Signs in with password and the e-mailed code read from the table; returns cookie and CSRF headers. */
export async function signInWithTableCode(
  app: FastifyInstance,
  database: TestDatabase,
  email: string,
  password: string,
) {
  const pending = await signInPasswordOnly(app, email, password);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verifyOTP',
    headers: pending.headers,
    payload: { otp: await codeFromOutboxTable(database, email), skip_mfa: false },
  });
  expect(verified.statusCode).toBe(200);
  const cookie = sessionCookieOf(verified) ?? '';
  return { cookie, 'x-csrf-token': verified.json<{ csrfToken: string }>().csrfToken };
}
