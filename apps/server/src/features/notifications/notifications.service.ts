import type { Kysely } from 'kysely';
import {
  type MessageReply,
  type NotificationAudience,
  type NotificationWire,
  notificationMessages,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { toNotificationWire } from '../../platform/notifications/notification-rows.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { type NotificationOwner, NotificationsRepository } from './notifications.repository.js';

function notFound(): DomainError {
  return new DomainError(404, notificationMessages.notFound, { code: 'NOTIFICATION_NOT_FOUND' });
}

/**
 * The rules of the notification endpoints (accounts spec §4 Notifications, §7; issue 5 item 2;
 * docs/decisions/0070). A user reads and changes only his own notifications of the audience the
 * endpoint serves ('member' for the member set, 'client' for the client set); anything else,
 * including another user's notification, answers 404 as if it did not exist. The role check is
 * the route's.
 */
export class NotificationsService {
  private readonly repository: NotificationsRepository;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.repository = new NotificationsRepository(db);
  }

  /**
   * The caller's notifications of `audience`, newest first, without deleted ones; with `after`
   * only those whose `Sequence` is greater (catch-up). Appeal ones never reach the member set
   * (accounts spec §4), even if one were stored (the repository leaves them out).
   */
  async list(user: CurrentUser, audience: NotificationAudience, after?: number): Promise<NotificationWire[]> {
    const rows = await this.repository.list(ownerOf(user, audience), after);
    return rows.map(toNotificationWire);
  }

  /** Marks all the caller's notifications of `audience` read; answers how many changed. */
  async markAllRead(
    user: CurrentUser,
    audience: NotificationAudience,
  ): Promise<MessageReply & { updated: number }> {
    const updated = await this.repository.markAllRead(ownerOf(user, audience), this.now());
    return { message: notificationMessages.markedAll, updated };
  }

  /**
   * Marks notification `id` read (`read` true) or unread; answers it as it now is.
   * @throws DomainError 404 `NOTIFICATION_NOT_FOUND` when it is not the caller's, is of the other
   * audience or was deleted.
   */
  async markRead(
    user: CurrentUser,
    audience: NotificationAudience,
    id: string,
    read: boolean,
  ): Promise<NotificationWire> {
    const row = await this.repository.markRead(ownerOf(user, audience), id, read, this.now());
    if (row === undefined) throw notFound();
    return toNotificationWire(row);
  }

  /**
   * Deletes notification `id` (soft: it stays stored with `deleted_at`, out of every list).
   * @throws DomainError 404 `NOTIFICATION_NOT_FOUND` as `markRead`, and for a second delete.
   */
  async delete(user: CurrentUser, audience: NotificationAudience, id: string): Promise<MessageReply> {
    const deleted = await this.repository.softDelete(ownerOf(user, audience), id, this.now());
    if (!deleted) throw notFound();
    return { message: notificationMessages.deleted };
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}

function ownerOf(user: CurrentUser, audience: NotificationAudience): NotificationOwner {
  return { userId: user.userID, audience };
}
