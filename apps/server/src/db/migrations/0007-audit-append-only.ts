import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/** The message both engines raise when something tries to change or remove an audit row. */
export const auditAppendOnlyMessage = 'audit_events is append-only';

/**
 * The audit trail becomes append-only (issue 15 item 4, docs/decisions/0097): every row gains
 * `address` (the client address the request came from) and `outcome` ('success', 'denied',
 * 'refused' or 'failed'; rows written before this migration say null), an index for the actor
 * filter, and triggers that refuse UPDATE and DELETE on both engines (and TRUNCATE on
 * PostgreSQL), so no code path, and no one with the portal's own database account, rewrites
 * history. Frozen once landed.
 */
export function auditAppendOnly(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('audit_events').addColumn('address', 'text').execute();
      await db.schema.alterTable('audit_events').addColumn('outcome', 'text').execute();
      await db.schema
        .createIndex('audit_events_actor')
        .on('audit_events')
        .columns(['actor_user_id', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_events_action')
        .on('audit_events')
        .columns(['action', 'at'])
        .execute();
      if (dialect === 'postgres') {
        await sql`
          create function audit_events_append_only() returns trigger language plpgsql as $$
          begin
            raise exception '${sql.raw(auditAppendOnlyMessage)}' using errcode = 'P0001';
          end
          $$`.execute(db);
        await sql`
          create trigger audit_events_no_change before update or delete on audit_events
          for each row execute function audit_events_append_only()`.execute(db);
        await sql`
          create trigger audit_events_no_truncate before truncate on audit_events
          for each statement execute function audit_events_append_only()`.execute(db);
      } else {
        for (const event of ['update', 'delete'] as const) {
          await sql`
            create trigger ${sql.raw(`audit_events_no_${event}`)} before ${sql.raw(event)} on audit_events
            begin
              select raise(abort, '${sql.raw(auditAppendOnlyMessage)}');
            end`.execute(db);
        }
      }
    },
  };
}
