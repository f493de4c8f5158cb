import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { isNotificationVisibleTo, type NotificationAudience, notificationRecordTypes } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { linkHeldBy } from '../../platform/member-links/held-records.js';
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

/**
 * The rows `owner` may see (docs/decisions/0070): his own, of his audience, not deleted, not of a
 * record type the audience never sees (members get no Appeal ones, accounts spec §4), and only
 * while he still holds what brought them: for a member the patient link (`SixDegPatientID`; a
 * deleted dependent takes his notifications along), for a client viewer the plan.
 */
function visibleTo(db: Kysely<Database>, owner: NotificationOwner) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) => {
    const hiddenTypes = notificationRecordTypes.filter(
      (type) => !isNotificationVisibleTo(owner.audience, type),
    );
    const stillHeld =
      owner.audience === 'member'
        ? eb.exists(linkHeldBy(db, eb.ref('notifications.six_deg_patient_id'), owner.userId))
        : eb.exists(
            eb
              .selectFrom('user_plans as up')
              .select('up.plan_id')
              .whereRef('up.plan_id', '=', 'notifications.plan_id')
              .where('up.user_id', '=', owner.userId),
          );
    return eb.and([
      eb('notifications.user_id', '=', owner.userId),
      eb('notifications.audience', '=', owner.audience),
      eb('notifications.deleted_at', 'is', null),
      ...(hiddenTypes.length === 0 ? [] : [eb('notifications.type_of_case', 'not in', hiddenTypes)]),
      stillHeld,
    ]);
  };
}

/**
 * The notifications table as the REST endpoints use it (Kysely only). Every query is limited to
 * the rows its owner may see (`visibleTo`), so a row of anyone else, of the other audience or
 * already deleted is simply not found.
 */
export class NotificationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The owner's notifications, newest first (`seq` desc, then id); with `after`, only those whose
   * `seq` is greater.
   */
  list(owner: NotificationOwner, after?: number): Promise<NotificationRow[]> {
    let query = this.db
      .selectFrom('notifications')
      .select(notificationColumns)
      .where(visibleTo(this.db, owner));
    if (after !== undefined) query = query.where('seq', '>', Math.min(after, maxSeq));
    return query.orderBy('seq', 'desc').orderBy('id', 'desc').execute();
  }

  /**
   * Marks every unread notification of the owner read at `at` (ISO 8601).
   * @returns How many changed.
   */
  async markAllRead(owner: NotificationOwner, at: string): Promise<number> {
    const result = await this.db
      .updateTable('notifications')
      .set({ read_at: at })
      .where(visibleTo(this.db, owner))
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Marks notification `id` of the owner read (keeping the first read time) or unread.
   * @returns The updated row, or undefined when the owner has no such notification.
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
      .where(visibleTo(this.db, owner))
      .returning(notificationColumns)
      .executeTakeFirst();
  }

  /**
   * Soft-deletes notification `id` of the owner at `at` (ISO 8601).
   * @returns False when the owner has no such notification.
   */
  async softDelete(owner: NotificationOwner, id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('notifications')
      .set({ deleted_at: at })
      .where('id', '=', id)
      .where(visibleTo(this.db, owner))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
