import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../testing/eligibility.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

describe(`migration 0020 on ${testDialect}: cases keep their service levels (issue 35 item 1)`, () => {
  let database: TestDatabase;
  const createdAt = '2030-05-06T07:08:09.000Z';

  /** A case as the schema before 0020 holds it. */
  const insertCase = (id: string, recordType: string, planId: string | null) =>
    database.handle.db
      .insertInto('cases')
      .values({
        id,
        case_number: `CS-9${id.slice(-5)}`,
        record_type: recordType,
        status: 'Intake',
        channel: 'member',
        plan_id: planId,
        first_name: 'OLD',
        last_name: 'CLOCK',
        is_synthetic: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase({ upTo: '0019-running-clocks-by-plan' });
    const db = database.handle.db;
    await createPlan(db, 'mig-own');
    await createPlan(db, 'mig-plain');
    await db
      .insertInto('plan_service_levels')
      .values({
        plan_id: 'mig-own',
        record_type: 'BalanceBill',
        first_response_business_days: 4,
        resolution_business_days: 30,
        extension_business_days: 6,
        updated_at: createdAt,
      })
      .execute();
    await insertCase('mig-case-00001', 'BalanceBill', 'mig-own');
    await insertCase('mig-case-00002', 'AccessIssue', 'mig-own');
    await insertCase('mig-case-00003', 'CallAhead', 'mig-plain');
    await insertCase('mig-case-00004', 'BalanceBill', null);
    await insertCase('mig-case-00005', 'Appeal', 'mig-own');
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("gives each case the levels it ran on: its plan's own, else the defaults; none to an Appeal", async () => {
    expect(await migrateToLatest(database.handle)).toContain('0020-case-service-levels');
    const rows = await database.handle.db
      .selectFrom('cases')
      .select(['id', 'first_response_business_days', 'resolution_business_days', 'extension_business_days'])
      .orderBy('id')
      .execute();
    expect(
      rows.map((row) => [
        row.id,
        row.first_response_business_days,
        row.resolution_business_days,
        row.extension_business_days,
      ]),
    ).toEqual([
      ['mig-case-00001', 4, 30, 6],
      ['mig-case-00002', 1, 5, 3],
      ['mig-case-00003', 1, 3, 2],
      ['mig-case-00004', 2, 45, 10],
      ['mig-case-00005', null, null, null],
    ]);
  });
});
