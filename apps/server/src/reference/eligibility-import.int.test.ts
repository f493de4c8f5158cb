import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { importEligibilityFile } from './eligibility-import.js';
import { eligibilityColumns } from './eligibility-rows.js';

const header = eligibilityColumns.join(',');

describe('eligibility import', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'medivi-eligibility-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function fileWith(name: string, lines: string[]): string {
    const path = join(dir, name);
    writeFileSync(path, [header, ...lines].join('\n') + '\n');
    return path;
  }

  async function run(path: string) {
    const log: string[] = [];
    const result = await importEligibilityFile(t.database.handle, path, {
      clock: t.clock,
      log: (line) => log.push(line),
    });
    return { result, log };
  }

  it('imports good rows uppercased, creates unknown plans, and reports each bad row with its line', async () => {
    const path = fileWith('eligibility.csv', [
      'e100,grp1,Dana,Synthetic,1980-02-29,44106,Harbor Test Plan,subscriber,',
      'e100-01,grp1,Robin,Synthetic,2016-08-09,44106,Harbor Test Plan,CHILD,e100',
      ',grp1,No,Member,1980-01-01,44106,Harbor Test Plan,subscriber,',
      'e101,grp1,Bad,Date,1981-02-29,44106,Harbor Test Plan,subscriber,',
      'e102,grp1,Bad,Zip,1981-02-01,4410,Harbor Test Plan,subscriber,',
      'e103,grp1,Bad,Relation,1981-02-01,44106,Harbor Test Plan,cousin,',
      'e104,grp1,No,Subscriber,1981-02-01,44106,Harbor Test Plan,spouse,',
      `${'M'.repeat(51)},grp1,Long,Id,1981-02-01,44106,Harbor Test Plan,subscriber,`,
      'e105,grp1,Future,Born,2999-01-01,44106,Harbor Test Plan,subscriber,',
      'e106,grp1,Too,Few,1981-02-01',
      'e107,grp2,Alex,Other,1975-12-31,44120,Second Test Plan,subscriber,',
    ]);
    const { result, log } = await run(path);
    expect(result).toMatchObject({ read: 11, written: 3, rejected: 8, unchanged: 0 });
    expect(result.plansCreated.sort()).toEqual(['Harbor Test Plan', 'Second Test Plan']);
    const rejected = log.filter((line) => line.includes('rejected:'));
    expect(rejected).toHaveLength(8);
    expect(log.join('\n')).toContain('eligibility.csv:4: rejected: member_id is empty');
    expect(log.join('\n')).toContain('eligibility.csv:11: rejected: Invalid Record Length');
    expect(log.join('\n')).toMatch(/eligibility\.csv:5: rejected: date_of_birth "1981-02-29"/);
    expect(log.join('\n')).toMatch(/eligibility\.csv:8: rejected: a spouse needs subscriber_member_id/);
    const child = await t.db
      .selectFrom('eligibility_records')
      .selectAll()
      .where('member_id', '=', 'E100-01')
      .executeTakeFirstOrThrow();
    expect(child).toMatchObject({
      group_id: 'GRP1',
      first_name: 'ROBIN',
      last_name: 'SYNTHETIC',
      relationship: 'child',
      subscriber_member_id: 'E100',
      is_synthetic: 0,
    });
    const plan = await t.db
      .selectFrom('plans')
      .selectAll()
      .where('name', '=', 'Harbor Test Plan')
      .executeTakeFirstOrThrow();
    expect(plan).toMatchObject({ is_live: 1, is_synthetic: 0 });
    expect(child.plan_id).toBe(plan.id);
  });

  it('is idempotent: a second run writes nothing and a changed row is updated in place', async () => {
    const path = fileWith('again.csv', [
      'e200,grp1,Kim,Synthetic,1970-01-01,44106,Harbor Test Plan,subscriber,',
    ]);
    expect((await run(path)).result).toMatchObject({ written: 1, unchanged: 0 });
    expect((await run(path)).result).toMatchObject({ written: 0, unchanged: 1, plansCreated: [] });
    const moved = fileWith('moved.csv', [
      'E200,GRP1,KIM,SYNTHETIC,1970-01-01,44120,Harbor Test Plan,subscriber,',
    ]);
    expect((await run(moved)).result).toMatchObject({ written: 1, unchanged: 0 });
    const rows = await t.db
      .selectFrom('eligibility_records')
      .select(['zip'])
      .where('member_id', '=', 'E200')
      .execute();
    expect(rows).toEqual([{ zip: '44120' }]);
  });

  it('merges a person repeated in one file (the later row wins)', async () => {
    const path = fileWith('repeat.csv', [
      'e300,grp1,Lee,Synthetic,1960-06-06,44106,Harbor Test Plan,subscriber,',
      'e300,grp1,Lee,Synthetic,1960-06-06,44195,Harbor Test Plan,subscriber,',
    ]);
    expect((await run(path)).result).toMatchObject({ read: 2, written: 1 });
    const rows = await t.db
      .selectFrom('eligibility_records')
      .select('zip')
      .where('member_id', '=', 'E300')
      .execute();
    expect(rows).toEqual([{ zip: '44195' }]);
  });

  it('refuses a file without the eligibility columns', async () => {
    const path = join(dir, 'wrong.csv');
    writeFileSync(path, 'npi,name\n1234567890,Someone\n');
    await expect(run(path)).rejects.toThrow(/missing columns .*member_id/);
  });
});
