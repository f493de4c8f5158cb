import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TransparencyFilesReply, TransparencyPublicationsReply } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../platform/attachments/file-storage.js';
import { createTestApp, createUser, signIn, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase, testDialect } from '../../testing/test-database.js';
import { cmsSchemaErrors } from './testing/cms-schemas.js';
import { createTransparencyPlan, insertClaims, providerClaims } from './testing/transparency-claims.js';
import { publishTransparencyMonth } from './transparency-publication.js';

describe(`Transparency in Coverage routes on ${testDialect} (issue 34)`, () => {
  let t: TestApp;
  let dir: string;
  let url = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'medivi-tic-routes-'));
    t = await createTestApp({ database: await createTestDatabase(), transparencyDir: dir });
    await createTransparencyPlan(t.db, 'tic-a');
    await createTransparencyPlan(t.db, 'tic-b');
    const professional = { billing_provider_npi: '1234567893', place_of_service: '11' };
    await insertClaims(t.db, providerClaims('tic-a', 60, '2026-06-10', professional, [10, 20, 30], [40, 50]));
    await insertClaims(t.db, providerClaims('tic-b', 15, '2026-06-10', professional));
    t.clock.advance(Date.parse('2026-12-01T06:00:00.000Z') - t.clock.now().getTime());
    const results = await publishTransparencyMonth(
      {
        db: t.db,
        clock: t.clock,
        storage: new LocalFileStorage(dir),
        reportingEntityName: 'MediVI',
        publicBaseUrl: 'https://portal.example.test',
      },
      '2026-12',
    );
    expect(results.map((result) => result.outcome)).toEqual(['published', 'published']);
    await createUser(t.db, { email: 'tic-admin@example.test', roles: ['medivi-admin', 'medivi-read'] });
    await createUser(t.db, {
      email: 'tic-client@example.test',
      roles: ['medivi-caseviewclient', 'medivi-read'],
      planIds: ['tic-b'],
    });
    await createUser(t.db, { email: 'tic-member@example.test', roles: ['medivi-read'] });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every plan with published files to anyone, signed out, with sizes and links', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/transparency/files' });
    expect(response.statusCode).toBe(200);
    const { plans } = response.json<TransparencyFilesReply>();
    expect(plans.map((plan) => [plan.planId, plan.month, plan.lastUpdatedOn])).toEqual([
      ['tic-a', '2026-12', '2026-12-01'],
      ['tic-b', '2026-12', '2026-12-01'],
    ]);
    expect(plans[0]?.files.map((file) => file.fileName)).toEqual([
      'table-of-contents.json',
      'allowed-amounts.json',
    ]);
    expect(
      plans[0]?.files.every((file) => file.bytes > 0 && file.url.startsWith('/api/transparency/files/')),
    ).toBe(true);
    url = plans[0]?.files[1]?.url ?? '';
  });

  it('serves a file gzip-encoded with ETag and Last-Modified, and answers a fresh conditional request with 304', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['last-modified']).toBe('Tue, 01 Dec 2026 06:00:00 GMT');
    const document = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as unknown;
    expect(cmsSchemaErrors('allowed-amounts', document)).toEqual([]);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves one byte range of the gzip bytes, refuses a range past the end, and ignores a stale If-Range', async () => {
    const whole = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', range: 'bytes=10-29' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${String(whole.rawPayload.length)}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 30));
    const past = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', range: `bytes=${String(whole.rawPayload.length + 5)}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${String(whole.rawPayload.length)}`);
    const stale = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9', 'if-range': '"not-the-etag"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toEqual(whole.rawPayload);
  });

  it('decodes the file for a client that does not accept gzip', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(cmsSchemaErrors('allowed-amounts', response.json())).toEqual([]);
  });

  it('answers 404 for a file name or publication that is not published', async () => {
    const [, , , , publicationId] = url.split('/');
    for (const path of [
      `/api/transparency/files/${publicationId ?? ''}/in-network.json`,
      `/api/transparency/files/${publicationId ?? ''}/..%2Fsecret`,
      '/api/transparency/files/00000000-0000-0000-0000-000000000000/allowed-amounts.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
    }
  });

  it('shows the publication log to the roles that may see it, each his own plans', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/transparency/publications' });
    expect(signedOut.statusCode).toBe(401);
    const member = await signIn(t.app, 'tic-member@example.test');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/transparency/publications',
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);

    const admin = await signIn(t.app, 'tic-admin@example.test');
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/transparency/publications',
      headers: admin.headers,
    });
    expect(all.statusCode).toBe(200);
    const { plans } = all.json<TransparencyPublicationsReply>();
    expect(plans.map((plan) => plan.planId)).toEqual(['tic-a', 'tic-b']);
    expect(plans[0]?.lastRun).toMatchObject({
      status: 'published',
      codes: 1,
      providers: 1,
      claims: 60,
      leftOutPairs: 0,
    });
    expect(plans[1]?.lastRun).toMatchObject({
      status: 'published',
      codes: 0,
      claims: 0,
      leftOutPairs: 1,
      leftOutClaims: 15,
    });

    const client = await signIn(t.app, 'tic-client@example.test');
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/transparency/publications',
      headers: client.headers,
    });
    expect(own.json<TransparencyPublicationsReply>().plans.map((plan) => plan.planId)).toEqual(['tic-b']);
  });
});
