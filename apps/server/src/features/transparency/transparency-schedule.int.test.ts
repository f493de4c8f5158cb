import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { LocalFileStorage } from '../../platform/attachments/file-storage.js';
import { ManualClock } from '../../platform/clock.js';
import { createPlan } from '../../testing/eligibility.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.js';
import { createTransparencyPlan, insertClaims, providerClaims } from './testing/transparency-claims.js';
import type { TransparencyPublisher } from './transparency-publication.js';
import { sweepLeftoverFiles } from './leftover-files.js';
import { publishDueTransparencyMonth } from './transparency-schedule.js';

describe(`the monthly Transparency in Coverage run on ${testDialect} (issue 34)`, () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let dir: string;
  const clock = new ManualClock(new Date('2026-12-01T00:30:00.000Z'));

  function copy(handle: DatabaseHandle): TransparencyPublisher {
    return {
      db: handle.db,
      clock,
      storage: new LocalFileStorage(dir),
      reportingEntityName: 'MediVI',
      publicBaseUrl: 'https://portal.example.test',
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    second = openDatabase(database.url);
    dir = mkdtempSync(join(tmpdir(), 'medivi-tic-schedule-'));
    for (const id of ['sched-a', 'sched-b', 'sched-c']) await createTransparencyPlan(database.handle.db, id);
    await createPlan(database.handle.db, 'sched-bare');
    const professional = { billing_provider_npi: '1234567893', place_of_service: '11' };
    await insertClaims(
      database.handle.db,
      providerClaims('sched-a', 40, '2026-06-10', professional, [10, 20]),
    );
  });

  afterAll(async () => {
    await second.close();
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes each plan once for the month when two server copies run at the same time', async () => {
    const [first, other] = await Promise.all([
      publishDueTransparencyMonth(copy(database.handle)),
      publishDueTransparencyMonth(copy(second)),
    ]);
    const outcomes = [...first, ...other].filter((result) => result.planId !== 'sched-bare');
    expect(
      outcomes
        .filter((result) => result.outcome === 'published')
        .map((result) => result.planId)
        .sort(),
    ).toEqual(['sched-a', 'sched-b', 'sched-c']);
    const rows = await database.handle.db
      .selectFrom('transparency_publications')
      .select(['plan_id', 'month', 'status'])
      .where('status', '=', 'published')
      .execute();
    expect(rows.map((row) => `${row.plan_id} ${row.month}`).sort()).toEqual([
      'sched-a 2026-12',
      'sched-b 2026-12',
      'sched-c 2026-12',
    ]);
    // The plan without identifiers is refused by both copies and logged once.
    const refused = await database.handle.db
      .selectFrom('transparency_publications')
      .select('id')
      .where('plan_id', '=', 'sched-bare')
      .execute();
    expect(refused).toHaveLength(1);
  });

  it('logs a plan without its identifiers once for the month, however often the run comes', async () => {
    clock.advance(60 * 60_000);
    await publishDueTransparencyMonth(copy(database.handle));
    clock.advance(60 * 60_000);
    const results = await publishDueTransparencyMonth(copy(database.handle));
    expect(results.find((result) => result.planId === 'sched-bare')).toMatchObject({
      outcome: 'failed',
      failure: 'the plan has no plan id type (EIN or HIOS)',
    });
    const failed = await database.handle.db
      .selectFrom('transparency_publications')
      .selectAll()
      .where('plan_id', '=', 'sched-bare')
      .execute();
    expect(failed).toHaveLength(1);
    expect(
      results.filter((result) => result.planId !== 'sched-bare').map((result) => result.outcome),
    ).toEqual(['already published', 'already published', 'already published']);
  });

  it('sweeps what a killed run left: old part files and old files no publication names, never a served one', async () => {
    const storage = new LocalFileStorage(dir);
    await storage.put('leftover-key-0001', Buffer.from('partial'));
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    writeFileSync(join(dir, 'tmp', 'killed.part'), 'partial');
    const old = new Date(clock.now().getTime() - 2 * 60 * 60_000);
    utimesSync(join(dir, 'le', 'leftover-key-0001'), old, old);
    utimesSync(join(dir, 'tmp', 'killed.part'), old, old);
    const served = await database.handle.db.selectFrom('transparency_files').select('storage_key').execute();
    for (const { storage_key: key } of served) utimesSync(join(dir, key.slice(0, 2), key), old, old);
    writeFileSync(join(dir, 'tmp', 'fresh.part'), 'running');
    utimesSync(join(dir, 'tmp', 'fresh.part'), clock.now(), clock.now());

    expect(await sweepLeftoverFiles(database.handle.db, storage, clock)).toBe(2);
    expect(readdirSync(join(dir, 'tmp'))).toEqual(['fresh.part']);
    for (const { storage_key: key } of served) expect(await storage.open(key)).not.toBeNull();
    expect(await storage.open('leftover-key-0001')).toBeNull();
  });
});
