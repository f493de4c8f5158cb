import { type Kysely, sql } from 'kysely';
import { isNotificationVisibleTo, type NotificationAudience, notificationRecordTypes } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { notificationColumns, type NotificationRow } from '../../platform/notifications/notification-rows.js';

/**
 * The greatest `seq` a notification can have (the column is a 32-bit integer). A larger `after`
 * is clamped to it, so PostgreSQL never sees an out-of-range parameter (bad input is no 5xx).
 */
const maxSeq = 2_147_483_647;

/** Whose notifications a query touches: one user's rows of one audience. */
export interface NotificationOwner {
  userId: string;
  audience: NotificationAudience;
}

/** Record types an owner never sees (accounts spec §4: members get no Appeal ones). */
function hidden(owner: NotificationOwner): string[] {
  return notificationRecordTypes.filter((type) => !isNotificationVisibleTo(owner.audience, type));
}

/**
 * The notifications table as the REST endpoints use it (Kysely only). Every query is scoped to
 * one owner (user and audience) and leaves out deleted rows and the record types the audience
 * never sees, so a row of anyone else, of the other audience or already deleted is simply not
 * found (docs/decisions/0070).
 */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The owner's notifications not deleted, newest first (`seq` desc, then id); with `after`, only
   * those whose `seq` is greater.
   */
  list(owner: NotificationOwner, after?: number): Promise<NotificationRow[]> {
    let query = this.db
      .selectFrom('notifications')
      .select(notificationColumns)
      .where('user_id', '=', owner.userId)
      .where('audience', '=', owner.audience)
      .where('deleted_at', 'is', null)
      .$if(hidden(owner).length > 0, (q) => q.where('type_of_case', 'not in', hidden(owner)));
    if (after !== undefined) query = query.where('seq', '>', Math.min(after, maxSeq));
    return query.orderBy('seq', 'desc').orderBy('id', 'desc').execute();
  }

  /**
   * Marks every unread, not deleted notification of the owner read at `at` (ISO 8601).
   * @returns How many changed.
   */
  async markAllRead(owner: NotificationOwner, at: string): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', owner.userId)
      .where('audience', '=', owner.audience)
      .where('deleted_at', 'is', null)
      .$if(hidden(owner).length > 0, (q) => q.where('type_of_case', 'not in', hidden(owner)))
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Marks notification `id` of the owner read (keeping the first read time) or unread.
   * @returns The updated row, or undefined when the owner has no such notification not deleted.
   */
  markRead(
    owner: NotificationOwner,
    id: string,
    read: boolean,
    at: string,
  ): Promise<NotificationRow | undefined> {
    return this.db
      .updateTable('notifications')
      .set({ read_at: read ? sql<string>`coalesce(read_at, ${at})` : null })
      .where('id', '=', id)
      .where('user_id', '=', owner.userId)
      .where('audience', '=', owner.audience)
      .where('deleted_at', 'is', null)
      .$if(hidden(owner).length > 0, (q) => q.where('type_of_case', 'not in', hidden(owner)))
      .returning(notificationColumns)
      .executeTakeFirst();
  }

  /**
   * Soft-deletes notification `id` of the owner at `at` (ISO 8601).
   * @returns False when the owner has no such notification not deleted.
   */
  async softDelete(owner: NotificationOwner, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('notifications')
      .set({ deleted_at: at })
      .where('id', '=', id)
      .where('user_id', '=', owner.userId)
      .where('audience', '=', owner.audience)
      .where('deleted_at', 'is', null)
      .$if(hidden(owner).length > 0, (q) => q.where('type_of_case', 'not in', hidden(owner)))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
