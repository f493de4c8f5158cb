import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

/** What an audit record says: who did what to which subject. `detail` must hold no PHI. */
export interface AuditEvent {
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/**
 * Keeps a record of who read or changed member or account data, and of sign-in events. Pass the
 * transaction when the audited change runs in one, so both land or neither does.
 */
export async function recordAuditEvent(db: Kysely<Database>, clock: Clock, event: AuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      at: clock.now().toISOString(),
      actor_user_id: event.actorUserId,
      action: event.action,
      subject_type: event.subjectType,
      subject_id: event.subjectId,
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    })
    .execute();
}
