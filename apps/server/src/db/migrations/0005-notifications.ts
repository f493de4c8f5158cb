import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Notifications (accounts spec §3 Notification, issue 5): one row per recipient of a case event,
 * written in the transaction that records the event, numbered by the `notification` counter so
 * a browser can catch up on everything after the last number it saw (docs/decisions/0070).
 * Frozen once landed.
 */
export function notifications(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // The counter row is locked by the writing transaction until it commits (PostgreSQL) or
      // writers run one at a time (SQLite), so numbers become visible in the order they grow.
      await sql`insert into case_number_sequence (name, value) values ('notification', 0)`.execute(db);

      await db.schema
        .createTable('notifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
        .addColumn('case_event_id', 'text', (c) =>
          c.notNull().references('case_events.id').onDelete('cascade'),
        )
        .addColumn('six_deg_patient_id', 'text')
        .addColumn('plan_id', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('case_number', 'text', (c) => c.notNull())
        .addColumn('case_status', 'text', (c) => c.notNull())
        .addColumn('status_info', 'text')
        .addColumn('type_of_case', 'text', (c) => c.notNull())
        .addColumn('published_at', timestamp, (c) => c.notNull())
        .addColumn('read_at', timestamp)
        .addColumn('deleted_at', timestamp)
        .addUniqueConstraint('notifications_event_recipient', ['case_event_id', 'user_id', 'audience'])
        .execute();
      await db.schema
        .createIndex('notifications_user_seq')
        .on('notifications')
        .columns(['user_id', 'seq'])
        .execute();
      await db.schema.createIndex('notifications_seq').on('notifications').column('seq').execute();
      // Recipients of a case event: the client viewers of its plan are found from the few holders
      // of a client role, not from every member on the plan (user_plans is keyed by user first).
      await db.schema
        .createIndex('user_roles_role_user')
        .on('user_roles')
        .columns(['role', 'user_id'])
        .execute();
    },
  };
}
