import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { allowedHostsOf, isAllowedHost } from '../platform/allowed-hosts.js';
import { permissionsPolicy } from '../platform/permissions-policy.js';
import { testScanner } from '../testing/malware-scanner.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { testSessionSecret } from '../testing/test-app.js';

/** The first bytes of an ICO file: reserved 0, type 1 (icon). */
const icoMagic = Buffer.from([0, 0, 1, 0]);

describe('HTTP details scanners check (issue 38; docs/decisions/0113)', () => {
  let workDir: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'http-details-'));
    const webDistDir = join(workDir, 'web');
    await mkdir(join(webDistDir, 'assets'), { recursive: true });
    await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>web app</title>');
    await writeFile(join(webDistDir, 'assets', 'app-1234.js'), 'console.log(1);');
    await writeFile(join(webDistDir, 'favicon.ico'), Buffer.concat([icoMagic, Buffer.alloc(18)]));
    database = await createTestDatabase();
    app = await buildApp({
      handle: database.handle,
      sessionSecret: testSessionSecret,
      logLevel: 'silent',
      scanner: testScanner(),
      webDistDir,
      publicBaseUrl: 'https://portal.example.com',
      allowedHosts: allowedHostsOf({
        publicBaseUrl: 'https://portal.example.com',
        configured: ['claims.example.com'],
        isProduction: false,
      }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await rm(workDir, { recursive: true, force: true });
  });

  it('answers HEAD as GET, without a body, on pages, files and the API (item 1)', async () => {
    for (const url of ['/', '/login', '/home', '/my-cases?x=1', '/favicon.ico', '/assets/app-1234.js']) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(get.statusCode, url).toBe(200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['content-length'], url).toBe(get.headers['content-length']);
      expect(head.body, url).toBe('');
    }
    for (const url of ['/api/auth', '/api/captcha/config', '/api/no-such-thing']) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
  });

  it('answers a missing built file, a source map included, 404 rather than the page (item 2)', async () => {
    for (const url of ['/assets/app-1234.js.map', '/assets/old-chunk.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves /favicon.ico as an icon, not the web page (item 1)', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(icon.rawPayload.subarray(0, 4)).toEqual(icoMagic);
  });

  it('refuses a Host it does not serve with 421 before any route, and serves the allowed ones (item 3)', async () => {
    for (const host of [
      'evil.example',
      'portal.example.com.evil.example',
      '192.168.1.20:3000',
      'localhost.evil',
    ]) {
      for (const url of ['/api/dev/outbox', '/api/auth', '/login', '/ws/notifications']) {
        const response = await app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host} ${url}`).toBe(421);
        expect(response.json<{ code: string }>().code).toBe('HOST_NOT_ALLOWED');
      }
    }
    for (const host of [
      'portal.example.com',
      'PORTAL.example.com:443',
      'claims.example.com',
      'localhost:3000',
      'claims.localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/auth', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('matches host names exactly or by a *. suffix', () => {
    const allowed = ['portal.example.com', '*.localhost'];
    expect(isAllowedHost('portal.example.com.', allowed)).toBe(true);
    expect(isAllowedHost('claims.localhost', allowed)).toBe(true);
    expect(isAllowedHost('localhost', allowed)).toBe(false);
    expect(isAllowedHost('evil-localhost', allowed)).toBe(false);
    expect(isAllowedHost('xportal.example.com', allowed)).toBe(false);
  });

  it('answers a wrong method on a known address 405 with Allow, an unknown one 404 (item 4)', async () => {
    const wrong = await app.inject({ method: 'DELETE', url: '/api/auth' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(wrong.json<{ code: string; message: string }>()).toMatchObject({
      code: 'METHOD_NOT_ALLOWED',
      message: 'This address does not take DELETE; it takes GET, HEAD, OPTIONS.',
    });
    const withParameter = await app.inject({ method: 'GET', url: '/api/users/some-id/add-role' });
    expect(withParameter.statusCode).toBe(405);
    expect(withParameter.headers.allow).toBe('PUT, OPTIONS');
    const page = await app.inject({ method: 'POST', url: '/login' });
    expect(page.statusCode).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD, OPTIONS');
    const trace = await app.inject({ method: 'TRACE', url: '/api/auth' });
    expect(trace.statusCode).toBe(405);
    const options = await app.inject({ method: 'OPTIONS', url: '/api/login' });
    expect(options.statusCode).toBe(204);
    expect(options.headers.allow).toBe('POST, OPTIONS');
    for (const method of ['GET', 'POST', 'OPTIONS', 'TRACE'] as const) {
      const unknown = await app.inject({ method, url: '/api/no-such-thing' });
      expect(unknown.statusCode, method).toBe(404);
      expect(unknown.headers.allow, method).toBeUndefined();
    }
  });

  it('sends Permissions-Policy with camera, microphone and geolocation off (item 4)', async () => {
    for (const url of ['/login', '/api/auth', '/api/no-such-thing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['permissions-policy'], url).toBe(permissionsPolicy);
    }
    expect(permissionsPolicy).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  });
});
