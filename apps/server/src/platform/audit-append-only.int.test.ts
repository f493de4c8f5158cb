import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditAppendOnlyMessage } from '../db/migrations/0007-audit-append-only.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { recordAuditEvent } from './audit.js';
import { ManualClock } from './clock.js';

describe(`the audit trail is append-only on ${testDialect} (docs/decisions/0097)`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = new ManualClock(new Date('2026-03-01T12:00:00.000Z'));
    await recordAuditEvent(database.handle.db, clock, {
      actorUserId: 'user-1',
      action: 'case.read',
      subjectType: 'case',
      subjectId: 'case-1',
      address: '203.0.113.7',
    });
  });
  afterAll(async () => {
    await database.dispose();
  });

  const rows = () => database.handle.db.selectFrom('audit_events').selectAll().execute();

  it('inserts a row with its address and outcome', async () => {
    expect(await rows()).toMatchObject([
      { actor_user_id: 'user-1', action: 'case.read', address: '203.0.113.7', outcome: 'success' },
    ]);
  });

  it('refuses UPDATE through Kysely and through raw SQL', async () => {
    const db = database.handle.db;
    await expect(db.updateTable('audit_events').set({ outcome: 'denied' }).execute()).rejects.toThrow(
      auditAppendOnlyMessage,
    );
    await expect(sql`update audit_events set actor_user_id = null`.execute(db)).rejects.toThrow(
      auditAppendOnlyMessage,
    );
    expect((await rows())[0]).toMatchObject({ actor_user_id: 'user-1', outcome: 'success' });
  });

  it('refuses DELETE, of one row or all', async () => {
    const db = database.handle.db;
    await expect(db.deleteFrom('audit_events').where('subject_id', '=', 'case-1').execute()).rejects.toThrow(
      auditAppendOnlyMessage,
    );
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(auditAppendOnlyMessage);
    if (testDialect === 'postgres') {
      await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(auditAppendOnlyMessage);
    }
    expect(await rows()).toHaveLength(1);
  });

  it('still refuses inside a transaction, and the transaction rolls back', async () => {
    const db = database.handle.db;
    const clock = new ManualClock(new Date('2026-03-01T13:00:00.000Z'));
    await expect(
      db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, clock, {
          actorUserId: 'user-2',
          action: 'case.created',
          subjectType: 'case',
          subjectId: 'case-2',
        });
        await trx.deleteFrom('audit_events').where('actor_user_id', '=', 'user-1').execute();
      }),
    ).rejects.toThrow(auditAppendOnlyMessage);
    expect((await rows()).map((row) => row.actor_user_id)).toEqual(['user-1']);
  });
});
