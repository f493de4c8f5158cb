import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { estimatedSecretBits, loadConfig, secretMinimumBits } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { preparePortal } from '../portal.js';
import { productionConfig, productionSecret as secret, signInWithTableCode } from '../testing/production.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { createPlan } from '../testing/eligibility.js';
import { createUser, testPassword } from '../testing/test-app.js';

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

  /** A production environment that passes every check; each test below breaks one variable. */
  const sound = {
    NODE_ENV: 'production',
    SESSION_SECRET: secret,
    DATABASE_URL: 'postgres://portal@db.internal:5432/medivi',
    SMTP_URL: 'smtp://mail.internal:25',
    PUBLIC_BASE_URL: 'https://portal.example.com',
  };

  it('needs PUBLIC_BASE_URL, and answers only to its host and ALLOWED_HOSTS (issue 38 item 3)', () => {
    const { PUBLIC_BASE_URL: _unset, ...withoutOrigin } = sound;
    expect(() => loadConfig(withoutOrigin)).toThrow(/PUBLIC_BASE_URL: required when NODE_ENV=production/);
    expect(loadConfig(sound).allowedHosts).toEqual(['portal.example.com']);
    expect(
      loadConfig({ ...sound, ALLOWED_HOSTS: ' Claims.Example.com , *.internal.example ' }).allowedHosts,
    ).toEqual(['portal.example.com', 'claims.example.com', '*.internal.example']);
    expect(() => loadConfig({ ...sound, ALLOWED_HOSTS: 'https://claims.example.com' })).toThrow(
      /ALLOWED_HOSTS: "https:\/\/claims.example.com" is not a host name/,
    );
    expect(() => loadConfig({ ...sound, ALLOWED_HOSTS: 'claims.example.com:443' })).toThrow(
      /is not a host name/,
    );
    // Outside production the local names are added.
    expect(loadConfig({ NODE_ENV: 'development' }).allowedHosts).toEqual([
      'localhost',
      '*.localhost',
      '127.0.0.1',
      '[::1]',
    ]);
  });

  it('starts on a sound production environment, and on an SQLite file only when named (issue 30)', () => {
    expect(loadConfig(sound)).toMatchObject({ isEmbedded: false, cookieSecure: true });
    const { DATABASE_URL: _unset, ...withoutDatabase } = sound;
    expect(() => loadConfig(withoutDatabase)).toThrow(/DATABASE_URL: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...sound, DATABASE_URL: '' })).toThrow(/DATABASE_URL: required/);
    const single = loadConfig({ ...sound, DATABASE_URL: '/srv/medivi/medivi.sqlite' });
    expect(single.databaseUrl).toBe('/srv/medivi/medivi.sqlite');
  });

  it('refuses COOKIE_SECURE=false in production, and keeps it possible outside (issue 30)', () => {
    expect(() => loadConfig({ ...sound, COOKIE_SECURE: 'false' })).toThrow(
      /COOKIE_SECURE: refused as false when NODE_ENV=production/,
    );
    expect(loadConfig({ ...sound, COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
  });

  it('refuses predictable secrets in production, each by name (issue 30)', () => {
    for (const name of ['SESSION_SECRET', 'CAPTCHA_HMAC_KEY', 'REPORTS_TOKEN_SECRET']) {
      for (const weak of ['a'.repeat(40), 'abc'.repeat(14), '01'.repeat(24)]) {
        expect(() => loadConfig({ ...sound, [name]: weak }), `${name}=${weak}`).toThrow(
          new RegExp(`${name}: too predictable for production`),
        );
      }
      // Outside production the same value passes: the embedded default and tests use such secrets.
      expect(() => loadConfig({ NODE_ENV: 'development', [name]: 'a'.repeat(40) })).not.toThrow();
    }
    const hex = 'f3a91c07d2b84e65a0c9173be58d24f6';
    const base64 = 'Qm9yZWFsLWxhbnRlcm4tcXVhcnJ5LW9ib2UtNTgtOTI';
    expect(loadConfig({ ...sound, SESSION_SECRET: hex, REPORTS_TOKEN_SECRET: base64 })).toBeTruthy();
    expect(estimatedSecretBits('a'.repeat(40))).toBe(0);
    expect(estimatedSecretBits(hex)).toBeGreaterThan(secretMinimumBits);
  });

  it('takes the claims phone and address as given, the demo values when unset, and refuses them empty (issue 32)', () => {
    expect(loadConfig({ NODE_ENV: 'development', VAR_DIR: 'var' }).claimsContact).toEqual({
      phone: '1-800-555-0199 (demo number)',
      address: 'MediVI Claims (demo address), PO Box 00000, Cleveland, OH 44101',
      payerId: null,
    });
    expect(
      loadConfig({
        NODE_ENV: 'development',
        VAR_DIR: 'var',
        CLAIMS_PHONE: ' 1-216-555-0100 ',
        CLAIMS_PAYER_ID: '',
      }).claimsContact,
    ).toMatchObject({ phone: '1-216-555-0100', payerId: null });
    expect(() => loadConfig({ NODE_ENV: 'development', VAR_DIR: 'var', CLAIMS_ADDRESS: ' ' })).toThrow(
      /CLAIMS_ADDRESS: set the address claims are sent to/,
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
    const production = loadConfig({ ...sound, SMTP_URL: 'smtp://m:25' });
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

  it('warns while ID cards would print the demo claims phone and address, and prints the configured ones (issue 32)', async () => {
    const demoLines: string[] = [];
    app = await preparePortal(productionConfig(database), database.handle, {
      clock: new ManualClock(new Date()),
      log: (line) => demoLines.push(line),
      logLevel: 'silent',
    });
    expect(demoLines.join('\n')).toMatch(/WARNING: CLAIMS_PHONE or CLAIMS_ADDRESS is not set/);
    await app.close();
    const lines: string[] = [];
    const contact = {
      CLAIMS_PHONE: '1-216-555-0123',
      CLAIMS_ADDRESS: 'Plan Claims, PO Box 1, Cleveland, OH 44101',
      CLAIMS_PAYER_ID: '12345',
    };
    app = await preparePortal(productionConfig(database, contact), database.handle, {
      clock: new ManualClock(new Date()),
      log: (line) => lines.push(line),
      logLevel: 'silent',
    });
    expect(lines.join('\n')).not.toMatch(/CLAIMS_PHONE/);
    await createPlan(database.handle.db, 'prod-plan', 'Production Plan');
    const notice = await app.inject({ method: 'GET', url: '/api/provider-notice/prod-plan' });
    expect(notice.json()).toMatchObject({
      phone: contact.CLAIMS_PHONE,
      claimsAddress: contact.CLAIMS_ADDRESS,
      payerId: contact.CLAIMS_PAYER_ID,
      noticeUrl: 'http://localhost/provider-notice?plan=prod-plan',
    });
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
});
