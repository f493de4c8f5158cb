import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importClaimsFile } from '../reference/claims-import.js';
import { claimsLine, claimsTestPlan, oldClaimsColumns } from '../reference/testing/claims-lines.js';
import { claimRow } from '../testing/claims.js';
import { createPlan } from '../testing/eligibility.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './schema.js';

/** The stored counts and a COUNT of the claims, per plan, plans without claims left out. */
async function countsAndTruth(db: Kysely<Database>) {
  const stored = await db
    .selectFrom('plan_claim_counts')
    .select(['plan_id', 'claims'])
    .where('claims', '<>', 0)
    .orderBy('plan_id')
    .execute();
  const counted = await db
    .selectFrom('claims')
    .select((eb) => ['plan_id', eb.fn.countAll<number>().as('claims')])
    .groupBy('plan_id')
    .orderBy('plan_id')
    .execute();
  return {
    stored: stored.map((row) => [row.plan_id, row.claims]),
    counted: counted.map((row) => [row.plan_id, row.claims]),
  };
}

describe(`plan_claim_counts on ${testDialect} (migration 0023, docs/decisions/0124)`, () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase({ upTo: '0021-claims-by-subscriber-patient' });
    dir = mkdtempSync(join(tmpdir(), 'medivi-claim-counts-'));
    const db = database.handle.db;
    await createPlan(db, 'count-plan-a');
    await createPlan(db, 'count-plan-b');
    await db
      .insertInto('claims')
      .values([
        claimRow('CNT-OLD-1', 'count-plan-a', 'CNT100'),
        claimRow('CNT-OLD-2', 'count-plan-a', 'CNT100'),
        claimRow('CNT-OLD-3', 'count-plan-b', 'CNT200'),
      ])
      .execute();
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  async function importLines(name: string, lines: string[]) {
    const path = join(dir, name);
    writeFileSync(path, [oldClaimsColumns.join(','), ...lines].join('\n') + '\n');
    return importClaimsFile(database.handle, path, {
      clock: { now: () => new Date() },
      log: () => undefined,
    });
  }

  it('fills the counts from the claims already stored when it runs', async () => {
    expect(await migrateToLatest(database.handle)).toContain('0023-plan-claim-counts');
    const { stored, counted } = await countsAndTruth(database.handle.db);
    expect(stored).toEqual([
      ['count-plan-a', 2],
      ['count-plan-b', 1],
    ]);
    expect(stored).toEqual(counted);
  });

  it('stays equal to a COUNT through an import, the same file again, and a claim moved to another plan', async () => {
    const db = database.handle.db;
    const planId = await createPlan(db, 'count-import-plan', claimsTestPlan);
    const planName = claimsTestPlan;
    const lines = ['CNT-IMP-1', 'CNT-IMP-2', 'CNT-IMP-3'].map((id) =>
      claimsLine(id, { plan_name: planName }),
    );
    expect(await importLines('first.csv', lines)).toMatchObject({ written: 3 });
    const first = await countsAndTruth(db);
    expect(first.stored).toEqual(first.counted);
    expect(first.stored).toContainEqual([planId, 3]);

    expect(await importLines('again.csv', lines)).toMatchObject({ written: 0, unchanged: 3 });
    expect((await countsAndTruth(db)).stored).toEqual(first.stored);

    await createPlan(db, 'count-plan-c', 'Count Plan C (synthetic)');
    const moved = [
      claimsLine('CNT-IMP-1', { plan_name: 'Count Plan C (synthetic)' }),
      claimsLine('CNT-IMP-2', { plan_name: planName, billed: '199.00' }),
      claimsLine('CNT-IMP-4', { plan_name: planName }),
    ];
    expect(await importLines('moved.csv', moved)).toMatchObject({ written: 3 });
    const after = await countsAndTruth(db);
    expect(after.stored).toEqual(after.counted);
    expect(after.stored).toContainEqual([planId, 3]);
    expect(after.stored).toContainEqual(['count-plan-c', 1]);
  });

  it('follows any other writer: direct inserts, updates and deletes of claims', async () => {
    const db = database.handle.db;
    await db
      .insertInto('claims')
      .values([
        claimRow('CNT-DIR-1', 'count-plan-b', 'CNT200'),
        claimRow('CNT-DIR-2', 'count-plan-b', 'CNT200'),
      ])
      .execute();
    await db
      .updateTable('claims')
      .set({ plan_id: 'count-plan-a' })
      .where('claim_id', '=', 'CNT-DIR-1')
      .execute();
    await db.updateTable('claims').set({ billed: 1 }).where('plan_id', '=', 'count-plan-b').execute();
    await db.deleteFrom('claims').where('claim_id', 'in', ['CNT-OLD-1', 'CNT-DIR-2']).execute();
    const { stored, counted } = await countsAndTruth(db);
    expect(stored).toEqual(counted);
    expect(stored).toContainEqual(['count-plan-a', 2]);
    expect(stored).toContainEqual(['count-plan-b', 1]);
  });
});
