import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Case clocks (issue 35, docs/decisions/0117): each case's received time, appeal urgency, first
 * response, extension, decision and pause, with its due times stored for the staff list's sort and
 * filters (computed by the domain's `caseClockOf`; a case without them gets them from the clock
 * sweep at start); `case_clock_events` the clock's own history (paused, resumed, extended), and
 * `plan_service_levels` a plan's own business days per case type, `case_clock_digests` the days
 * whose staff digest went out, and on the case the due-soon time already announced to staff (so
 * the bell rings once per due time). Open cases are found by their
 * due times through partial indexes. Frozen once landed.
 */
export function caseClocks(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // SQLite adds one column per ALTER TABLE.
      const columns: [string, 'text' | typeof timestamp][] = [
        ['appeal_urgency', 'text'],
        ['received_at', timestamp],
        ['first_response_at', timestamp],
        ['extended_at', timestamp],
        ['extension_reason', 'text'],
        ['decided_at', timestamp],
        ['paused_since', timestamp],
        ['due_at', timestamp],
        ['due_soon_at', timestamp],
        ['first_response_due_at', timestamp],
        ['due_soon_announced_for', timestamp],
      ];
      for (const [name, type] of columns) await db.schema.alterTable('cases').addColumn(name, type).execute();
      // Running clocks by when they turn due soon and when they are due.
      await db.schema
        .createIndex('cases_running_due_soon')
        .on('cases')
        .columns(['due_soon_at', 'due_at'])
        .where(sql.ref('decided_at'), 'is', null)
        .where(sql.ref('paused_since'), 'is', null)
        .execute();
      await db.schema
        .createIndex('cases_open_due')
        .on('cases')
        .column('due_at')
        .where(sql.ref('decided_at'), 'is', null)
        .execute();
      await db.schema
        .createTable('case_clock_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('at', timestamp, (c) => c.notNull())
        .addColumn('by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reason', 'text')
        .addColumn('due_at', timestamp)
        .addColumn('answer_by', timestamp)
        .execute();
      await db.schema
        .createIndex('case_clock_events_case')
        .on('case_clock_events')
        .columns(['case_id', 'at'])
        .execute();
      // One row per day whose due-date digest went out: the first server to insert it sends it.
      await db.schema
        .createTable('case_clock_digests')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('sent_at', timestamp, (c) => c.notNull())
        .addColumn('due_soon', 'integer', (c) => c.notNull())
        .addColumn('overdue', 'integer', (c) => c.notNull())
        .addColumn('recipients', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('plan_service_levels')
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('first_response_business_days', 'integer', (c) => c.notNull())
        .addColumn('resolution_business_days', 'integer', (c) => c.notNull())
        .addColumn('extension_business_days', 'integer', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('plan_service_levels_pk', ['plan_id', 'record_type'])
        .execute();
    },
  };
}
