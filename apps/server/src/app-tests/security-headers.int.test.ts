import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { ManualClock } from '../platform/clock.js';
import { preparePortal } from '../portal.js';
import { createUser, testPassword } from '../testing/test-app.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Text that shows an error body leaks internals: a stack frame, SQL, a driver's or a file's name. */
const internals =
  /\bat \S+ \(|node_modules|\.ts:\d|select |from no_such_table|SQLITE|syntax error|relation "/i;

describe('security headers and error bodies of a production start (issue 15 item 5)', () => {
  let database: TestDatabase;
  let webDist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    webDist = mkdtempSync(join(tmpdir(), 'medivi-web-dist-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><title>MediVI</title><script type="module" src="/assets/app.js"></script>',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-session-secret-0123456789abcdef',
      DATABASE_URL: database.url,
      IMPORT_ON_START: 'false',
      SMTP_URL: 'smtp://mail.invalid:2525',
      WEB_DIST_DIR: webDist,
      // app.inject sends Host: localhost.
      PUBLIC_BASE_URL: 'https://localhost',
      // Behind the TLS proxy: X-Forwarded-Proto says the browser spoke HTTPS.
      TRUST_PROXY: 'true',
    });
    expect(config.cookieSecure).toBe(true);
    app = await preparePortal(config, database.handle, {
      clock: new ManualClock(new Date()),
      log: () => undefined,
      logLevel: 'silent',
    });
    // A test-only route (added before the app is ready) whose database call fails with SQL in its
    // error: a forced 500.
    app.get('/api/test-only/failing-query', { schema: { hide: true } }, async () =>
      sql`select secret from no_such_table`.execute(database.handle.db),
    );
    await createUser(database.handle.db, { email: 'headers@example.test', roles: ['medivi-read'] });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(webDist, { recursive: true, force: true });
  });

  const https = { 'x-forwarded-proto': 'https' };

  it('sends a CSP without inline or eval scripts, framed by the portal only, on the SPA and the API', async () => {
    const document = await app.inject({ method: 'GET', url: '/my-cases', headers: https });
    expect(document.statusCode).toBe(200);
    expect(document.body).toContain('<title>MediVI</title>');
    const api = await app.inject({ method: 'GET', url: '/api/auth', headers: https });
    expect(api.statusCode).toBe(200);
    for (const response of [document, api]) {
      const csp = directivesOf(response);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // This site's own form posts keep their Origin; other sites get no Referer (issue 31).
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers.server).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('needs no inline script in the SPA document (so the CSP can forbid them)', () => {
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/\bsrc=/);
  });

  it('sets the session cookie Secure and HttpOnly', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: https,
      payload: { email: 'headers@example.test', password: testPassword, rememberMe: false },
    });
    expect(response.statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(setCookies.length).toBeGreaterThan(0);
    for (const cookie of setCookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
    }
  });

  it('answers 404, 400 and a forced 500 with the one error body and no internals', async () => {
    const replies = [
      await app.inject({ method: 'GET', url: '/api/no-such-route', headers: https }),
      await app.inject({ method: 'POST', url: '/api/login', headers: https, payload: { email: 42 } }),
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { ...https, 'content-type': 'application/json' },
        payload: '{"email": "broken',
      }),
      await app.inject({ method: 'GET', url: '/api/test-only/failing-query', headers: https }),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([404, 400, 400, 500]);
    for (const reply of replies) {
      const body = reply.json<Record<string, unknown>>();
      expect(
        Object.keys(body).every((key) =>
          ['statusCode', 'error', 'message', 'code', 'fieldErrors'].includes(key),
        ),
      ).toBe(true);
      expect(reply.body).not.toMatch(internals);
      expect(reply.headers['content-security-policy']).toBeDefined();
    }
  });
});
