import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type ChartReply, type ChartRequest, chartBodySchema, chartReplySchema } from '@medivi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type SignedIn, signIn, type TestApp } from '../../testing/test-app.js';
import { testDialect } from '../../testing/test-database.js';
import { BenchmarkSnapshots } from './benchmark-snapshot.js';
import { BenchmarkSnapshotRepository } from './benchmark-snapshot.repository.js';
import { ChartReplyCache } from './chart-cache.js';
import { insertInpatientRows } from './testing/cms-fixtures.js';
import { readInpatientFy2011 } from './testing/cms-rows.js';

/** Two Cleveland hospitals of the FY2011 file (MetroHealth, Cleveland Clinic) and DRG 470. */
const ohio = ['360059', '360180'];

const snapshotsOf = (db: TestApp['db']) => new BenchmarkSnapshots(new BenchmarkSnapshotRepository(db));

const requestOf = (states: string[]): ChartRequest =>
  chartBodySchema.parse({
    claimType: 'Inpatient',
    providerSelections: states.map((state) => ({ id: state, name: state, type: 'state', matches: 0 })),
    procedureSelections: [{ id: '470', name: '470', type: 'DRG', matches: 0 }],
  });

describe(`the POST /api/chart reply cache on ${testDialect} (issue 17; docs/decisions/0102)`, () => {
  let t: TestApp;
  let analyst: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    await createUser(t.db, { email: 'analyst@example.test', roles: ['medivi-read', 'medivi-benchmarks'] });
    analyst = await signIn(t.app, 'analyst@example.test');
    await insertInpatientRows(t.db, await readInpatientFy2011(ohio, ['470']));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A stand-in computation that counts its calls and can be made to fail. */
  const counted = () => {
    const state = { calls: 0, fail: false };
    const compute = async (request: ChartRequest): Promise<ChartReply> => {
      state.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.fail) throw new Error('computation failed');
      return { meta: { codes: request.procedureSelections.length } } as unknown as ChartReply;
    };
    return { state, compute };
  };

  it('computes an equal request once, also when it comes several times at once', async () => {
    const { state, compute } = counted();
    const cache = new ChartReplyCache(snapshotsOf(t.db), compute, 1_000_000);
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => cache.reply(requestOf(['OH']))));
    expect(new Set(replies).size).toBe(1);
    expect(await cache.reply(requestOf(['OH']))).toBe(replies[0]);
    expect(state.calls).toBe(1);
    await cache.reply(requestOf(['CA']));
    expect(state.calls).toBe(2);
    expect(cache.size).toBe(2);
  });

  it('keeps each reply compressed once, in Brotli and gzip, and nothing compressed when turned off', async () => {
    const { compute } = counted();
    const cache = new ChartReplyCache(snapshotsOf(t.db), compute, 1_000_000);
    const first = await cache.reply(requestOf(['OH']));
    const again = await cache.reply(requestOf(['OH']));
    expect(again.encoded?.br).toBe(first.encoded?.br);
    expect(again.encoded?.gzip).toBe(first.encoded?.gzip);
    expect(brotliDecompressSync(first.encoded?.br ?? Buffer.alloc(0)).toString('utf8')).toBe(first.json);
    expect(gunzipSync(first.encoded?.gzip ?? Buffer.alloc(0)).toString('utf8')).toBe(first.json);
    const off = new ChartReplyCache(snapshotsOf(t.db), compute, 0);
    expect((await off.reply(requestOf(['OH']))).encoded).toBeNull();
  });

  it('keeps no failure, computes afresh after an import, and keeps nothing when turned off', async () => {
    const { state, compute } = counted();
    const cache = new ChartReplyCache(snapshotsOf(t.db), compute, 1_000_000);
    state.fail = true;
    await expect(cache.reply(requestOf(['OH']))).rejects.toThrow('computation failed');
    state.fail = false;
    await cache.reply(requestOf(['OH']));
    expect(state.calls).toBe(2);

    await t.db
      .insertInto('import_runs')
      .values({
        id: randomUUID(),
        kind: 'cms',
        file: 'cache-test.csv',
        fingerprint: 'x:1',
        started_at: new Date().toISOString(),
        finished_at: new Date().toISOString(),
        rows_read: 0,
        rows_written: 0,
        rows_rejected: 0,
        status: 'succeeded',
      })
      .execute();
    await cache.reply(requestOf(['OH']));
    expect(state.calls).toBe(3);

    const off = counted();
    const uncached = new ChartReplyCache(snapshotsOf(t.db), off.compute, 0);
    await uncached.reply(requestOf(['OH']));
    await uncached.reply(requestOf(['OH']));
    expect(off.state.calls).toBe(2);
    expect(uncached.size).toBe(0);
  });

  it('answers the route with JSON that meets the reply schema, the same twice, and new figures after an import', async () => {
    const chart = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/chart',
        headers: analyst.headers,
        payload: { ...requestOf(['OH']) },
      });
    const first = await chart();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const reply = chartReplySchema.strict().parse(first.json());
    expect(reply.providerData.providers.map((provider) => provider.id).sort()).toEqual(ohio);
    expect((await chart()).body).toBe(first.body);

    // A re-import that drops one hospital's facts: recorded in import_runs, seen by the next request.
    await t.db.deleteFrom('benchmark_facts').where('provider_id', '=', '360059').execute();
    await t.db
      .insertInto('import_runs')
      .values({
        id: randomUUID(),
        kind: 'cms',
        file: 'reimport.csv',
        fingerprint: 'y:1',
        started_at: new Date(Date.now() + 1000).toISOString(),
        finished_at: new Date(Date.now() + 2000).toISOString(),
        rows_read: 0,
        rows_written: 0,
        rows_rejected: 0,
        status: 'succeeded',
      })
      .execute();
    const after = chartReplySchema.parse((await chart()).json());
    expect(after.providerData.providers.map((provider) => provider.id)).toEqual(['360180']);
  });

  it('sends a kept reply compressed once, in the encoding the browser accepts, and plain without one', async () => {
    const chart = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/chart',
        headers: {
          ...analyst.headers,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
        payload: { ...requestOf(['OH', 'CA']) },
      });
    const plain = await chart();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    chartReplySchema.strict().parse(plain.json());

    const br = await chart('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gz = await chart('gzip;q=1, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);

    const identity = await chart('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});
