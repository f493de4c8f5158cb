import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimRow } from '../testing/claims.js';
import { createPlan } from '../testing/eligibility.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

describe(`migration 0015 on ${testDialect}: the claims' cases (issue 32 item 6)`, () => {
  let database: TestDatabase;
  let caseId: string;
  const createdAt = '2030-05-06T07:08:09.000Z';

  beforeAll(async () => {
    database = await createTestDatabase({ upTo: '0014-member-claims' });
    const db = database.handle.db;
    await createPlan(db, 'mig-plan');
    // A case as the schema before 0015 holds it (the store of today writes later columns too).
    caseId = 'mig-case-1';
    await db
      .insertInto('cases')
      .values({
        id: caseId,
        case_number: 'CS-900001',
        record_type: 'BalanceBill',
        status: 'Intake',
        channel: 'member',
        plan_id: 'mig-plan',
        first_name: 'OLD',
        last_name: 'LINK',
        member_id: 'MIG100',
        is_synthetic: 1,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    await db
      .insertInto('claims')
      .values([
        claimRow('MIG-LINKED', 'mig-plan', 'MIG100', { case_id: caseId }),
        claimRow('MIG-ALONE', 'mig-plan', 'MIG100'),
      ])
      .execute();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("copies every claims.case_id link into claim_cases, dated by its case's creation", async () => {
    const db = database.handle.db;
    expect(await migrateToLatest(database.handle)).toContain('0015-claim-cases');
    const links = await db.selectFrom('claim_cases').selectAll().orderBy('claim_id').execute();
    expect(
      links.map((link) => [link.claim_id, link.case_id, new Date(link.created_at).toISOString()]),
    ).toEqual([['MIG-LINKED', caseId, createdAt]]);
    const claim = await db
      .selectFrom('claims')
      .select('case_id')
      .where('claim_id', '=', 'MIG-LINKED')
      .executeTakeFirstOrThrow();
    expect(claim.case_id).toBe(caseId);
  });

  it('refuses a link to a claim or case that does not exist, and a second copy of a link', async () => {
    const db = database.handle.db;
    const at = new Date().toISOString();
    await expect(
      db
        .insertInto('claim_cases')
        .values({ claim_id: 'MIG-NOPE', case_id: caseId, created_at: at })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('claim_cases')
        .values({ claim_id: 'MIG-ALONE', case_id: 'no-case', created_at: at })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('claim_cases')
        .values({ claim_id: 'MIG-LINKED', case_id: caseId, created_at: at })
        .execute(),
    ).rejects.toThrow();
  });
});
