import { gunzipSync } from 'node:zlib';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { TransparencyFilesReply } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase, testDialect } from '../../testing/test-database.js';
import { createTransparencyPlan, insertClaims, providerClaims } from './testing/transparency-claims.js';
import { publishTransparencyMonth } from './transparency-publication.js';

describe(`Transparency in Coverage files in an S3-compatible bucket on ${testDialect} (issue 36)`, () => {
  let s3: TestS3Server;
  let t: TestApp;
  let url = '';

  beforeAll(async () => {
    s3 = await startTestS3Server();
    const storage = s3.storage('transparency/');
    t = await createTestApp({ database: await createTestDatabase(), transparencyFiles: storage });
    await createTransparencyPlan(t.db, 'tic-s3');
    const professional = { billing_provider_npi: '1234567893', place_of_service: '11' };
    await insertClaims(
      t.db,
      providerClaims('tic-s3', 60, '2026-06-10', professional, [10, 20, 30], [40, 50]),
    );
    t.clock.advance(Date.parse('2026-12-01T06:00:00.000Z') - t.clock.now().getTime());
    const results = await publishTransparencyMonth(
      {
        db: t.db,
        clock: t.clock,
        storage,
        reportingEntityName: 'MediVI',
        publicBaseUrl: 'https://portal.example.test',
      },
      '2026-12',
    );
    expect(results.map((result) => result.outcome)).toEqual(['published']);
    const listed = await t.app.inject({ method: 'GET', url: '/api/transparency/files' });
    url = listed.json<TransparencyFilesReply>().plans[0]?.files[1]?.url ?? '';
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('publishes the files as objects under transparency/ and serves them whole and by range', async () => {
    const stored = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.connection.bucket, Prefix: 'transparency/' }),
    );
    const keys = await t.db.selectFrom('transparency_files').select('storage_key').execute();
    expect((stored.Contents ?? []).map((object) => object.Key).sort()).toEqual(
      keys.map((row) => `transparency/${row.storage_key.slice(0, 2)}/${row.storage_key}`).sort(),
    );
    const whole = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(whole.statusCode).toBe(200);
    const json = JSON.parse(gunzipSync(whole.rawPayload).toString('utf8')) as { out_of_network?: unknown[] };
    expect(json.out_of_network?.length).toBeGreaterThan(0);
    const part = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', range: 'bytes=10-29' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(10, 30))).toBe(true);
  });

  it('answers a download 503 with Retry-After while the bucket does not answer', async () => {
    await s3.stop();
    try {
      const refused = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json<{ code: string }>().code).toBe('FILE_STORAGE_UNAVAILABLE');
    } finally {
      await s3.restart();
    }
  });
});
