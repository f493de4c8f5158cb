import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../config.js';
import { LocalFileStorage } from '../../platform/attachments/file-storage.js';
import { ManualClock } from '../../platform/clock.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../../testing/test-database.js';
import { PublicationsRepository } from './publications.repository.js';
import { cmsSchemaErrors, gunzipJson } from './testing/cms-schemas.js';
import { createTransparencyPlan, insertClaims, providerClaims } from './testing/transparency-claims.js';
import { publishTransparencyMonth, type TransparencyPublisher } from './transparency-publication.js';

/** Runs testing/publish-child.ts until it says it is half-way, then kills it with SIGKILL. */
async function killHalfWay(url: string, dir: string, month: string, planId: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--conditions',
      'source',
      '--import',
      'tsx',
      'apps/server/src/features/transparency/testing/publish-child.ts',
      url,
      dir,
      month,
      planId,
    ],
    { cwd: repositoryRoot, env: { ...process.env, PAUSE_AT_ROW: '400' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (data: Buffer) => {
    errors += data.toString();
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => {
      resolve(signal);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      if (data.toString().includes('half-way')) resolve();
    });
    child.on('exit', () => {
      reject(new Error(`the run ended before half-way: ${errors}`));
    });
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

describe(`a publication killed half-way on ${testDialect} (issue 34)`, () => {
  let database: TestDatabase;
  let dir: string;
  let publisher: TransparencyPublisher;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'medivi-tic-crash-'));
    await createTransparencyPlan(database.handle.db, 'crash-plan');
    // 3,000 claims of one provider at 1,050 pairs of allowed amount and billed charge, in both months' windows.
    const amounts = Array.from({ length: 150 }, (_, i) => 100 + i);
    const professional = { billing_provider_npi: '1234567893', place_of_service: '11' };
    await insertClaims(database.handle.db, [
      ...providerClaims(
        'crash-plan',
        3000,
        '2026-06-10',
        professional,
        amounts,
        [300, 310, 320, 330, 340, 350, 360],
      ),
    ]);
    publisher = {
      db: database.handle.db,
      clock,
      storage: new LocalFileStorage(dir),
      reportingEntityName: 'MediVI',
      publicBaseUrl: 'https://portal.example.test',
    };
  }, 120_000);

  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the previous month whole, shows no partial file, and publishes on the next run', async () => {
    const log = new PublicationsRepository(database.handle.db);
    const [previous] = await publishTransparencyMonth(publisher, '2026-11');
    expect(previous?.outcome).toBe('published');

    await killHalfWay(database.url, dir, '2026-12', 'crash-plan');

    const [killed] = await log.lastRuns(['crash-plan']);
    expect(killed).toMatchObject({ month: '2026-12', status: 'running' });
    const [current] = await log.currentPublications(['crash-plan']);
    expect(current?.id).toBe(previous?.publicationId);
    expect(await log.filesOf([killed?.id ?? ''])).toEqual([]);
    // Only the previous month's files are under keys; whatever the killed run wrote is a part file.
    const keys = (await log.filesOf([current?.id ?? ''])).map((file) => file.storage_key).sort();
    const stored = readdirSync(dir)
      .filter((name) => name !== 'tmp')
      .flatMap((folder) => readdirSync(join(dir, folder)))
      .sort();
    expect(stored).toEqual(keys);
    const served = await log.file(current?.id ?? '', 'allowed-amounts');
    const stream = await publisher.storage.open(served?.storage_key ?? '');
    if (stream === null) throw new Error('the served file is missing');
    expect(cmsSchemaErrors('allowed-amounts', gunzipJson(await buffer(stream)))).toEqual([]);

    // The killed run holds the month until its heartbeat is ten minutes old.
    expect((await publishTransparencyMonth(publisher, '2026-12'))[0]?.outcome).toBe('running elsewhere');
    clock.advance(11 * 60_000);
    const [resumed] = await publishTransparencyMonth(publisher, '2026-12');
    expect(resumed?.outcome).toBe('published');
    const [now] = await log.currentPublications(['crash-plan']);
    expect(now?.id).toBe(resumed?.publicationId);
  }, 120_000);
});
