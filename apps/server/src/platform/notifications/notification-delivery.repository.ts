import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { linkIdsHeldBy } from '../member-links/held-records.js';
import { notificationColumns, type NotificationRow } from './notification-rows.js';

/** A stored notification with its owner and audience, as the socket hub routes it. */
export type DeliverableRow = NotificationRow & { user_id: string; audience: string };

/** Users per `in (…)` list: well under the parameter limits of SQLite and PostgreSQL. */
const usersPerQuery = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Whether a socket's session still holds, as the periodic check sees it. */
export interface SessionState {
  id: string;
  expiresAt: string;
  isDeactivated: boolean;
  isPasswordExpired: boolean;
}

/**
 * The SQL of live delivery (issue 5 items 3 and 5, docs/decisions/0073, 0074): which ids a user
 * owns, the notifications numbered in a range, the greatest committed number and the state of
 * sessions that have sockets open.
 */
export class NotificationDeliveryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Of `ids`, the sixDegPatientIDs (`member_links.id`, self and dependents) linked to `userId`. */
  ownedPatientIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
    return linkIdsHeldBy(this.db, userId, ids);
  }

  /** Of `ids`, the plan ids `userId` holds in `user_plans`. */
  async ownedPlanIds(userId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('user_plans')
      .select('plan_id')
      .where('user_id', '=', userId)
      .where('plan_id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.plan_id));
  }

  /**
   * The greatest notification number committed. The counter row is locked by each writer until
   * it commits (PostgreSQL) or writers run one at a time (SQLite), so every number up to this one
   * is committed too: a read up to it has no gaps.
   */
  async committedSeq(): Promise<number> {
    const row = await this.db
      .selectFrom('case_number_sequence')
      .select('value')
      .where('name', '=', 'notification')
      .executeTakeFirst();
    return row?.value ?? 0;
  }

  /**
   * Notifications not deleted of `userIds` numbered in (`afterSeq`, `uptoSeq`], oldest first.
   * Long user lists are read in chunks.
   */
  async rowsBetween(
    userIds: readonly string[],
    afterSeq: number,
    uptoSeq: number,
  ): Promise<DeliverableRow[]> {
    if (userIds.length === 0 || uptoSeq <= afterSeq) return [];
    const parts = await Promise.all(
      chunks(userIds, usersPerQuery).map((part) =>
        this.db
          .selectFrom('notifications')
          .select([...notificationColumns, 'user_id', 'audience'])
          .where('user_id', 'in', part)
          .where('seq', '>', afterSeq)
          .where('seq', '<=', uptoSeq)
          .where('deleted_at', 'is', null)
          .execute(),
      ),
    );
    return parts.flat().sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id));
  }

  /**
   * Removes for good the notifications their owners deleted before `deletedBefore` (ISO 8601),
   * read or not; rows not deleted are never touched (docs/decisions/0086). Delivery reads ranges
   * of `seq` and skips deleted rows already, so the gaps left are harmless.
   * @returns How many rows were removed.
   */
  async pruneDeleted(deletedBefore: string): Promise<number> {
    const result = await this.db
      .deleteFrom('notifications')
      .where('deleted_at', 'is not', null)
      .where('deleted_at', '<', deletedBefore)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Sessions among `storedIds` still in the table, with their user's account state. */
  async sessionStates(storedIds: readonly string[]): Promise<SessionState[]> {
    if (storedIds.length === 0) return [];
    const parts = await Promise.all(
      chunks(storedIds, usersPerQuery).map((part) =>
        this.db
          .selectFrom('sessions as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select(['s.id', 's.expires_at', 'u.is_deactivated', 'u.is_password_expired'])
          .where('s.id', 'in', part)
          .execute(),
      ),
    );
    return parts.flat().map((r) => ({
      id: r.id,
      expiresAt: r.expires_at,
      isDeactivated: r.is_deactivated === 1,
      isPasswordExpired: r.is_password_expired === 1,
    }));
  }
}
