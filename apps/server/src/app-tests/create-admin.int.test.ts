import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { createMailer } from '../platform/mail/mailer.js';
import { listOutbox } from '../platform/mail/outbox.js';
import { preparePortal } from '../portal.js';
import { updatePasswordForm } from '../features/passwords/testing/passwords.js';
import { productionConfig, productionSecret, signInWithTableCode } from '../testing/production.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { sessionCookieOf } from '../testing/test-app.js';
import { createAdministrator } from '../features/users-admin/first-administrator.js';

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** What the database holds of `email`: the account, its roles and codes, audit rows about it. */
async function traceOf(database: TestDatabase, email: string) {
  const db = database.handle.db;
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  const id = user?.id ?? '-';
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute();
  const codes = await db.selectFrom('one_time_codes').select('id').where('user_id', '=', id).execute();
  const audit = await db.selectFrom('audit_events').select('id').where('subject_id', '=', id).execute();
  return {
    hasAccount: user !== undefined,
    roles: roles.map((r) => r.role).sort(),
    codes: codes.length,
    audit: audit.length,
  };
}

describe('create-admin: the first administrator (docs/decisions/0087, 0111)', () => {
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

  it('keeps nothing when the mail cannot be sent: no account, role, code or audit row (issue 30)', async () => {
    const clock = new ManualClock(new Date());
    const mailer = createMailer(database.handle.db, clock, {
      smtpUrl: `smtp://127.0.0.1:${String(await closedPort())}`,
      from: 'x@y.test',
      supportAddress: 's@y.test',
    });
    const deps = { db: database.handle.db, clock, mailer, publicBaseUrl: 'http://localhost:3000' };
    await expect(createAdministrator(deps, { email: 'unsent@example.test' })).rejects.toMatchObject({
      code: 'MAIL_UNAVAILABLE',
    });
    expect(await traceOf(database, 'unsent@example.test')).toEqual({
      hasAccount: false,
      roles: [],
      codes: 0,
      audit: 0,
    });
    // An existing account keeps exactly the roles it had.
    const existing = createMailer(database.handle.db, clock, {
      smtpUrl: null,
      from: 'x@y.test',
      supportAddress: 's@y.test',
    });
    await createAdministrator({ ...deps, mailer: existing }, { email: 'held@example.test' });
    await database.handle.db
      .deleteFrom('user_roles')
      .where('role', '=', 'medivi-admin')
      .where('user_id', 'in', (q) =>
        q.selectFrom('users').select('id').where('email', '=', 'held@example.test'),
      )
      .execute();
    const before = await traceOf(database, 'held@example.test');
    await expect(createAdministrator(deps, { email: 'held@example.test' })).rejects.toMatchObject({
      code: 'MAIL_UNAVAILABLE',
    });
    expect(await traceOf(database, 'held@example.test')).toEqual(before);
  });

  it('prints the link instead of mailing it when asked, and that link sets the password', async () => {
    const config = productionConfig(database, { SMTP_URL: `smtp://127.0.0.1:${String(await closedPort())}` });
    const clock = new ManualClock(new Date());
    app = await preparePortal(config, database.handle, { clock, log: () => undefined, logLevel: 'silent' });
    const mailer = createMailer(database.handle.db, clock, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      supportAddress: config.supportEmail,
    });
    const created = await createAdministrator(
      { db: database.handle.db, clock, mailer, publicBaseUrl: config.publicBaseUrl },
      { email: 'printed@example.test', delivery: 'print' },
    );
    expect(created.link).toMatch(/\/verify-reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(await listOutbox(database.handle.db, { to: 'printed@example.test' })).toEqual([]);
    const code = created.link.split('/').pop() ?? '';
    const verified = await app.inject({
      method: 'POST',
      url: '/api/verifyPasswordReset',
      payload: { emailVerificationCode: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('the command exits 1 and makes nothing without mail, and prints a working link with --print-link', async () => {
    const run = promisify(execFile);
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: productionSecret,
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${String(await closedPort())}`,
      PUBLIC_BASE_URL: 'https://portal.example.com',
      LOG_LEVEL: 'silent',
    };
    const command = [
      '--conditions',
      'source',
      '--import',
      'tsx',
      'apps/server/src/cli/create-admin.ts',
      'cli-admin@example.test',
    ];
    const failed = await run(process.execPath, command, { cwd: repositoryRoot, env }).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/could not be sent, so nothing was made.*--print-link/);
    expect((await traceOf(database, 'cli-admin@example.test')).hasAccount).toBe(false);
    const printed = await run(process.execPath, [...command, '--print-link'], { cwd: repositoryRoot, env });
    expect(printed.stdout).toMatch(/single-use, for the operator only: http\S+\/verify-reset-password\//);
    expect(await traceOf(database, 'cli-admin@example.test')).toMatchObject({
      hasAccount: true,
      roles: ['medivi-admin', 'medivi-read'],
      codes: 1,
    });
  });
});
