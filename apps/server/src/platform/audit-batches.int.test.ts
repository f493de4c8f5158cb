import { InsertQueryNode, type KyselyPlugin, ValuesNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { auditBatchRows, recordAuditEvent } from './audit.js';
import { ManualClock } from './clock.js';

/** Counts the inserts into `audit_events` that pass through it; `fail` makes them throw. */
function insertCounter(): KyselyPlugin & { inserts: number; rows: number; fail: boolean } {
  const counter = {
    inserts: 0,
    rows: 0,
    fail: false,
    transformQuery(args: Parameters<KyselyPlugin['transformQuery']>[0]) {
      const node = args.node;
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'audit_events') {
        if (counter.fail) throw new Error('audit store unavailable');
        counter.inserts += 1;
        counter.rows +=
          node.values !== undefined && ValuesNode.is(node.values) ? node.values.values.length : 0;
      }
      return node;
    },
    transformResult: (args: Parameters<KyselyPlugin['transformResult']>[0]) => Promise.resolve(args.result),
  };
  return counter;
}

describe(`audit rows of concurrent requests share an insert on ${testDialect} (docs/decisions/0114)`, () => {
  let database: TestDatabase;
  const clock = new ManualClock(new Date('2026-03-01T12:00:00.000Z'));
  const event = (n: number) => ({
    actorUserId: `user-${String(n)}`,
    action: 'claims.listed',
    subjectType: 'claim',
    subjectId: null,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const count = async () =>
    Number(
      (
        await database.handle.db
          .selectFrom('audit_events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes every row, in as few inserts as the batch size allows, before any caller goes on', async () => {
    const counter = insertCounter();
    const db = database.handle.db.withPlugin(counter);
    const before = await count();
    const callers = 2 * auditBatchRows + 7;
    await Promise.all(Array.from({ length: callers }, (_, n) => recordAuditEvent(db, clock, event(n))));
    expect(await count()).toBe(before + callers);
    expect(counter.rows).toBe(callers);
    expect(counter.inserts).toBe(Math.ceil(callers / auditBatchRows));
  });

  it('a caller alone still gets his own insert', async () => {
    const counter = insertCounter();
    const db = database.handle.db.withPlugin(counter);
    const before = await count();
    await recordAuditEvent(db, clock, event(1));
    expect(await count()).toBe(before + 1);
    expect(counter.inserts).toBe(1);
  });

  it('a failed insert rejects every caller of the batch, and nothing of it is written', async () => {
    const counter = insertCounter();
    counter.fail = true;
    const db = database.handle.db.withPlugin(counter);
    const before = await count();
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => recordAuditEvent(db, clock, event(n))));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await count()).toBe(before);
  });

  it('inside a transaction the row is written with it, and goes when it rolls back', async () => {
    const before = await count();
    await expect(
      database.handle.db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, clock, event(9));
        expect(
          Number(
            (
              await trx
                .selectFrom('audit_events')
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ).toBe(before + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count()).toBe(before);
  });
});
