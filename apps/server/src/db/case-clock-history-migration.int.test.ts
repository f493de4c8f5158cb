import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setMissingClocks } from '../platform/case-store/case-clock-backfill.js';
import { caseClockSettings } from '../platform/case-store/case-clock-rows.js';
import { createPlan } from '../testing/eligibility.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

/** A case as the first clock sweep left it: due times set, its history not read. */
function oldCase(id: string, n: number, status: string, statusDetail: string | null) {
  const filed = '2026-03-02T15:00:00.000Z';
  return {
    id,
    case_number: `CS-9100${String(n)}`,
    record_type: 'BalanceBill',
    status,
    status_detail: statusDetail,
    channel: 'member',
    plan_id: 'clock-mig-plan',
    first_name: 'SYNTHETIC',
    last_name: 'OLD-CASE',
    is_synthetic: 1,
    created_at: filed,
    updated_at: filed,
    received_at: filed,
    due_at: '2026-05-05T03:59:59.999Z',
    due_soon_at: '2026-05-01T03:59:59.999Z',
  };
}

function move(caseId: string, k: number, status: string, statusDetail: string | null, changedAt: string) {
  return {
    id: `${caseId}-h${String(k)}`,
    case_id: caseId,
    status,
    status_detail: statusDetail,
    changed_by_user_id: null,
    changed_at: changedAt,
  };
}

describe(`migration 0018 on ${testDialect}: case clocks from the status history (issue 35)`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ upTo: '0017-case-clocks' });
    const db = database.handle.db;
    await createPlan(db, 'clock-mig-plan');
    await db
      .insertInto('cases')
      .values([
        oldCase('old-closed', 1, 'Closed', 'Resolved'),
        oldCase('old-waiting', 2, 'Processing', 'AwaitingDocuments'),
        oldCase('old-intake', 3, 'Intake', null),
      ])
      .execute();
    await db
      .insertInto('case_status_history')
      .values([
        move('old-closed', 0, 'Intake', null, '2026-03-02T15:00:00.000Z'),
        move('old-closed', 1, 'Processing', 'ProviderNegotiation', '2026-03-04T14:00:00.000Z'),
        move('old-closed', 2, 'Closed', 'Resolved', '2026-03-20T18:00:00.000Z'),
        move('old-waiting', 0, 'Intake', null, '2026-03-02T15:00:00.000Z'),
        move('old-waiting', 1, 'Processing', 'AwaitingDocuments', '2026-03-05T16:00:00.000Z'),
        move('old-intake', 0, 'Intake', null, '2026-03-02T15:00:00.000Z'),
      ])
      .execute();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('clears the clocks that disagree with their status, then the sweep sets them from the history', async () => {
    const db = database.handle.db;
    expect(await migrateToLatest(database.handle)).toContain('0018-case-clock-history');
    const due = async () =>
      Object.fromEntries(
        (await db.selectFrom('cases').select(['id', 'due_at']).orderBy('id').execute()).map((row) => [
          row.id,
          row.due_at === null ? null : new Date(row.due_at).toISOString(),
        ]),
      );
    expect(await due()).toEqual({
      'old-closed': null,
      'old-intake': '2026-05-05T03:59:59.999Z',
      'old-waiting': null,
    });

    expect(await setMissingClocks(db, new Date('2026-04-01T12:00:00.000Z'), caseClockSettings())).toBe(2);
    const rows = await db
      .selectFrom('cases')
      .select(['id', 'first_response_at', 'decided_at', 'paused_since', 'due_at'])
      .where('id', 'in', ['old-closed', 'old-waiting'])
      .orderBy('id')
      .execute();
    const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
    expect(
      rows.map((row) => [row.id, iso(row.first_response_at), iso(row.decided_at), iso(row.paused_since)]),
    ).toEqual([
      ['old-closed', '2026-03-04T14:00:00.000Z', '2026-03-20T18:00:00.000Z', null],
      ['old-waiting', '2026-03-05T16:00:00.000Z', null, '2026-03-05T16:00:00.000Z'],
    ]);
    // Both have due times again; the waiting case's member was given the rule's window to answer.
    expect(rows.every((row) => row.due_at !== null)).toBe(true);
    const events = await db
      .selectFrom('case_clock_events')
      .select(['case_id', 'kind', 'at', 'answer_by'])
      .execute();
    expect(events.map((event) => [event.case_id, event.kind, iso(event.at)])).toEqual([
      ['old-waiting', 'paused', '2026-03-05T16:00:00.000Z'],
    ]);
    expect(iso(events[0]?.answer_by ?? null)).not.toBeNull();
    // A second start finds nothing to do.
    expect(await setMissingClocks(db, new Date('2026-04-01T12:00:00.000Z'), caseClockSettings())).toBe(0);
  });
});
