import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config.js';
import { createAdministrator } from '../features/users-admin/first-administrator.js';
import { ManualClock } from '../platform/clock.js';
import { createMailer } from '../platform/mail/mailer.js';
import { listOutbox } from '../platform/mail/outbox.js';
import { preparePortal } from '../portal.js';
import { updatePasswordForm } from '../features/passwords/password-test-helpers.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { createUser, sessionCookieOf, signInPasswordOnly, testPassword } from '../test-support/test-app.js';

const secret = 'production-session-secret-0123456789abcdef';

/** A production environment on the test database; `extra` overrides or adds variables. */
function productionConfig(database: TestDatabase, extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: secret,
    DATABASE_URL: database.url,
    IMPORT_ON_START: 'false',
    SMTP_URL: 'smtp://mail.invalid:2525',
    // app.inject speaks plain HTTP; a Secure cookie is only set over HTTPS.
    COOKIE_SECURE: 'false',
    ...extra,
  });
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
async function signInWithTableCode(
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

describe('production configuration (docs/decisions/0087)', () => {
  it('refuses to start without SMTP_URL, naming the demo alternative', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, DATABASE_URL: 'postgres://x/y' }),
    ).toThrow(/SMTP_URL: required when NODE_ENV=production/);
  });

  it('refuses demo data in production, even when asked for', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: secret,
        SMTP_URL: 'smtp://mail.invalid:2525',
        DEMO_DATA: 'true',
      }),
    ).toThrow(/DEMO_DATA: refused when NODE_ENV=production/);
  });

  it('refuses MAIL_TRANSPORT=smtp without a server', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(
      /SMTP_URL: required when MAIL_TRANSPORT=smtp/,
    );
  });

  it('keeps the embedded defaults outside production: demo data, a readable outbox and the API docs', () => {
    const config = loadConfig({ NODE_ENV: 'development', VAR_DIR: 'var' });
    expect(config).toMatchObject({
      demoData: true,
      mailTransport: 'outbox',
      outboxReaders: 'anyone',
      apiDocs: true,
    });
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      SMTP_URL: 'smtp://m:25',
    });
    expect(production).toMatchObject({
      demoData: false,
      mailTransport: 'smtp',
      outboxReaders: null,
      apiDocs: false,
    });
    expect(production.smtpUrl).toBe('smtp://m:25');
  });
});

describe('a production start (docs/decisions/0087)', () => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('seeds no demo account and serves neither the outbox nor the API docs', async () => {
    app = await preparePortal(productionConfig(database), database.handle, {
      clock: new ManualClock(new Date()),
      log: () => undefined,
      logLevel: 'silent',
    });
    const users = await database.handle.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([]);
    const demoLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@demo.medivi.test', password: 'MediVI-Demo-2026!', rememberMe: true },
    });
    expect(demoLogin.statusCode).toBe(401);
    for (const url of ['/api/dev/outbox', '/api/docs', '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves the API docs in production only when API_DOCS=true', async () => {
    app = await preparePortal(productionConfig(database, { API_DOCS: 'true' }), database.handle, {
      clock: new ManualClock(new Date()),
      log: () => undefined,
      logLevel: 'silent',
    });
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('with MAIL_TRANSPORT=outbox, says so loudly and shows the outbox to a signed-in medivi-admin only', async () => {
    const lines: string[] = [];
    const config = productionConfig(database, { SMTP_URL: '', MAIL_TRANSPORT: 'outbox' });
    app = await preparePortal(config, database.handle, {
      clock: new ManualClock(new Date()),
      log: (line) => lines.push(line),
      logLevel: 'silent',
    });
    expect(lines.join('\n')).toMatch(/WARNING: MAIL_TRANSPORT=outbox in production/);
    const signedOut = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.body).not.toMatch(/\d{6}/);

    await createUser(database.handle.db, { email: 'prod-member@example.test', roles: ['medivi-read'] });
    const member = await signInWithTableCode(app, database, 'prod-member@example.test', testPassword);
    const asMember = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);

    await createUser(database.handle.db, {
      email: 'prod-admin@example.test',
      roles: ['medivi-read', 'medivi-admin'],
    });
    const admin = await signInWithTableCode(app, database, 'prod-admin@example.test', testPassword);
    // Opened by address in a browser: the session cookie, no X-CSRF-Token.
    const asAdmin = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { cookie: admin.cookie, accept: 'text/html' },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('prod-member@example.test');
  });

  it('create-admin yields a working administrator through an e-mailed set-password link', async () => {
    const config = productionConfig(database, { SMTP_URL: '', MAIL_TRANSPORT: 'outbox' });
    const clock = new ManualClock(new Date());
    app = await preparePortal(config, database.handle, { clock, log: () => undefined, logLevel: 'silent' });
    const mailer = createMailer(database.handle.db, clock, {
      smtpUrl: null,
      from: config.mailFrom,
      supportAddress: config.supportEmail,
    });
    const created = await createAdministrator(
      { db: database.handle.db, clock, mailer, publicBaseUrl: config.publicBaseUrl },
      { email: 'First.Admin@Example.test' },
    );
    expect(created).toMatchObject({ isNewAccount: true, rolesAdded: ['medivi-read', 'medivi-admin'] });
    const [mail] = await listOutbox(database.handle.db, { to: 'first.admin@example.test' });
    expect(mail?.purpose).toBe('set-password');
    const code =
      new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x/').pathname.split('/').pop() ?? '';

    // No password yet: signing in fails until the link is used.
    const early = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'first.admin@example.test', password: 'Lantern-Quarry-Oboe-58', rememberMe: true },
    });
    expect(early.statusCode).toBe(401);

    const verified = await app.inject({
      method: 'POST',
      url: '/api/verifyPasswordReset',
      payload: { emailVerificationCode: code },
    });
    expect(verified.statusCode).toBe(200);
    const reset = {
      cookie: sessionCookieOf(verified) ?? '',
      token: verified.json<{ token: string }>().token,
    };
    expect((await updatePasswordForm(app, reset, 'Lantern-Quarry-Oboe-58')).statusCode).toBe(200);

    const admin = await signInWithTableCode(
      app,
      database,
      'first.admin@example.test',
      'Lantern-Quarry-Oboe-58',
    );
    const auth = await app.inject({ method: 'GET', url: '/api/auth', headers: admin });
    expect(auth.json<{ user: { roles: string[] } }>().user.roles).toEqual(
      expect.arrayContaining(['medivi-read', 'medivi-admin']),
    );
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: admin });
    expect(outbox.statusCode).toBe(200);

    // Run again for the same address: nothing is duplicated, a new link is sent.
    const again = await createAdministrator(
      { db: database.handle.db, clock, mailer, publicBaseUrl: config.publicBaseUrl },
      { email: 'first.admin@example.test' },
    );
    expect(again).toMatchObject({ isNewAccount: false, rolesAdded: [] });
    const audit = await database.handle.db
      .selectFrom('audit_events')
      .select('action')
      .where('action', '=', 'users.administrator_created')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('create-admin refuses an address the e-mail rules refuse', async () => {
    const clock = new ManualClock(new Date());
    const mailer = createMailer(database.handle.db, clock, {
      smtpUrl: null,
      from: 'x@y.test',
      supportAddress: 's@y.test',
    });
    await expect(
      createAdministrator(
        { db: database.handle.db, clock, mailer, publicBaseUrl: 'http://localhost:3000' },
        { email: 'not-an-email' },
      ),
    ).rejects.toThrow(/Must be valid email/);
  });
});
