import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
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
 * `auditedRoutes` (platform/audited-routes.ts) so refused and failed attempts are recorded too.
 *
 * Outside a transaction, the rows of requests that arrive together are written as one insert
 * (group commit, `auditBatchRows` at most): each caller still waits until his row is in the table,
 * and learns of a failed write by the rejection (docs/decisions/0114 "Speed").
 */
export async function recordAuditEvent(db: Kysely<Database>, clock: Clock, event: AuditEvent): Promise<void> {
  const row: AuditRow = {
    id: randomUUID(),
    at: clock.now().toISOString(),
    actor_user_id: event.actorUserId,
    action: event.action,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    address: event.address ?? null,
    outcome: event.outcome ?? 'success',
  };
  if (db.isTransaction) {
    await db.insertInto('audit_events').values(row).execute();
    return;
  }
  await joinBatch(db, row);
}

type AuditRow = Insertable<Database['audit_events']>;

/** The most audit rows one group insert carries. */
export const auditBatchRows = 50;

/** Rows waiting for their insert, per database, and the promise of that insert. */
interface AuditBatch {
  rows: AuditRow[];
  written: Promise<void>;
}

const openBatches = new WeakMap<Kysely<Database>, AuditBatch>();

/**
 * Adds `row` to the batch of `db` that is still collecting (a new one when none is, or when it is
 * full) and resolves when that batch's insert has committed. A batch collects until the event
 * loop's check phase (`setImmediate`), so the requests handled in one turn share an insert.
 */
function joinBatch(db: Kysely<Database>, row: AuditRow): Promise<void> {
  let batch = openBatches.get(db);
  if (batch === undefined || batch.rows.length >= auditBatchRows) {
    const rows: AuditRow[] = [];
    const written = new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        if (openBatches.get(db)?.rows === rows) openBatches.delete(db);
        db.insertInto('audit_events')
          .values(rows)
          .execute()
          .then(() => {
            resolve();
          }, reject);
      });
    });
    batch = { rows, written };
    openBatches.set(db, batch);
  }
  batch.rows.push(row);
  return batch.written;
}
