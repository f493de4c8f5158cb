import type { Connection } from './hub-connection.js';
import type { DeliverableRow, SessionState } from './notification-delivery.repository.js';

/**
 * Whether `row` is for this socket: the owner's, of the socket's audience, and for an accepted
 * sixDegPatientID (member) or plan (client) (docs/decisions/0073).
 */
export function socketWants(conn: Connection, row: DeliverableRow): boolean {
  if (row.user_id !== conn.owner.userId || row.audience !== conn.audience) return false;
  const key = conn.audience === 'member' ? row.six_deg_patient_id : row.plan_id;
  return key !== null && conn.accepted.has(key);
}

/**
 * Advances the socket's cursor over `rows` (oldest first, complete up to `upto`) and returns the
 * rows to send: those after the cursor that the socket wants. A socket re-subscribing meanwhile
 * (cursor null) only remembers `upto`, since its subscribe reads that range itself
 * (docs/decisions/0074).
 */
export function advanceCursor(
  conn: Connection,
  rows: readonly DeliverableRow[],
  upto: number,
): DeliverableRow[] {
  if (conn.cursor === null) {
    conn.pendingUpTo = Math.max(conn.pendingUpTo, upto);
    return [];
  }
  const from = conn.cursor;
  if (from >= upto) return [];
  conn.cursor = upto;
  return rows.filter((row) => row.seq > from && row.seq <= upto && socketWants(conn, row));
}

/**
 * What the periodic check does with a socket whose stored session reads as `state` at `now`
 * (epoch ms): 'ended' when the session is gone or expired (4401), 'forbidden' for a deactivated
 * account or an expired password (4403), otherwise 'keep'.
 */
export function sessionVerdict(state: SessionState | undefined, now: number): 'keep' | 'ended' | 'forbidden' {
  if (state === undefined || new Date(state.expiresAt).getTime() <= now) return 'ended';
  if (state.isDeactivated || state.isPasswordExpired) return 'forbidden';
  return 'keep';
}
