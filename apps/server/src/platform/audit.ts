import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

/**
 * How an audited action ended (docs/decisions/0097): done ('success'); refused for who asked —
 * signed out, wrong role, another person's record ('denied': 401, 403, 404); refused for what was
 * asked — bad input, a limit ('refused': other 4xx); or broken on the server's side ('failed': 5xx).
 */
export type AuditOutcome = 'success' | 'denied' | 'refused' | 'failed';

/** The outcome of an audited request from the HTTP status of its reply. */
export function auditOutcomeOf(statusCode: number): AuditOutcome {
  if (statusCode >= 500) return 'failed';
  if (statusCode === 401 || statusCode === 403 || statusCode === 404) return 'denied';
  if (statusCode >= 400) return 'refused';
  return 'success';
}

/** What an audit record says: who did what to which subject. `detail` must hold no PHI. */
export interface AuditEvent {
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail?: Record<string, string | number | boolean | null>;
  /** The client address of the request (`request.ip`); null or unset for the command line. */
  address?: string | null;
  /** Default 'success'. */
  outcome?: AuditOutcome;
}

/**
 * Keeps a record of who read or changed member or account data, and of sign-in events. Pass the
 * transaction when the audited change runs in one, so both land or neither does. The table is
 * append-only (migration 0007, docs/decisions/0097): rows are only ever inserted, never updated or
 * deleted; both engines refuse UPDATE and DELETE with a trigger.
 *
 * Features that add audited actions (users administration: role changes and invitations) call
 * this in the transaction of the change, with `address: request.ip`, and list their routes in
 * `auditedRoutes` (platform/audit-trail.ts) so refused and failed attempts are recorded too.
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
      address: event.address ?? null,
      outcome: event.outcome ?? 'success',
    })
    .execute();
}
