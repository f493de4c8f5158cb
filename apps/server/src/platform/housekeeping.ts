import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { SweepableFileStorage } from './attachments/file-storage.js';
import { sweepOrphanFiles } from './attachments/orphan-files.js';
import { sweepSpentCaptchaTokens } from './captcha/captcha-spent-store.js';
import type { Clock } from './clock.js';
import { NotificationDeliveryRepository } from './notifications/notification-delivery.repository.js';
import { deleteExpiredSessions } from './session/session-store.js';

/** Used or expired one-time codes are kept this long for support questions, then removed (ms). */
export const spentCodeRetentionMs = 24 * 60 * 60 * 1000;

/**
 * Removes one-time codes that expired more than `spentCodeRetentionMs` ago (used or not) and
 * browsers whose 30-day MFA trust has ended.
 */
export async function sweepExpiredAccountData(db: Kysely<Database>, clock: Clock): Promise<void> {
  const now = clock.now();
  const codesBefore = new Date(now.getTime() - spentCodeRetentionMs).toISOString();
  await db.deleteFrom('one_time_codes').where('expires_at', '<', codesBefore).execute();
  await db.deleteFrom('trusted_browsers').where('expires_at', '<=', now.toISOString()).execute();
}

/**
 * Notifications their owner deleted are kept this long, then removed for good (ms;
 * docs/decisions/0086). A deleted notification is out of every list and never delivered again,
 * so it serves only support questions ("I deleted it by mistake, what did it say?") in the weeks
 * after; the case itself keeps its full history in its events. Thirty days bounds the table by
 * what users keep, not by everything ever sent.
 */
export const deletedNotificationRetentionMs = 30 * 24 * 60 * 60 * 1000;

/**
 * Removes notifications deleted by their owners more than `deletedNotificationRetentionMs` before
 * `clock.now()`; notifications not deleted stay, read or unread.
 * @returns How many were removed.
 */
export function pruneDeletedNotifications(db: Kysely<Database>, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - deletedNotificationRetentionMs).toISOString();
  return new NotificationDeliveryRepository(db).pruneDeleted(before);
}

/** What housekeeping looks after besides the database. */
export interface HousekeepingOptions {
  /** The attachment storage (folder or bucket), swept of orphan files (docs/decisions/0101, 0120). */
  attachmentFiles?: SweepableFileStorage;
}

/**
 * One housekeeping pass: removes ended sessions, spent rate-limit counters, old one-time codes,
 * ended browser trusts, notifications deleted long ago and, given `attachmentFiles`, attachment
 * files no committed row holds (`sweepOrphanFiles`).
 */
export async function runHousekeeping(
  handle: DatabaseHandle,
  clock: Clock,
  options: HousekeepingOptions = {},
): Promise<void> {
  await deleteExpiredSessions(handle.db, clock);
  await sql`delete from rate_limits where expire is not null and expire < ${clock.now().getTime()}`.execute(
    handle.db,
  );
  await sweepExpiredAccountData(handle.db, clock);
  await sweepSpentCaptchaTokens(handle.db, clock.now());
  await pruneDeletedNotifications(handle.db, clock);
  if (options.attachmentFiles !== undefined)
    await sweepOrphanFiles(handle.db, options.attachmentFiles, clock);
}

/**
 * Runs `task` every `everyMs`; a failed run is logged as `failure` (warn) and the next one tries
 * again. The timer does not keep the process alive. The one scheduler of the server's periodic
 * work (housekeeping, report publication).
 */
export function startPeriodicTask(
  task: () => Promise<unknown>,
  everyMs: number,
  log: { warn(object: object, message: string): void },
  failure: string,
): { stop(): void } {
  const timer = setInterval(() => {
    task().catch((error: unknown) => {
      log.warn({ err: error }, failure);
    });
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}

/** Runs `runHousekeeping` every `everyMs` (default 10 minutes) with `startPeriodicTask`. */
export function startHousekeeping(
  handle: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
  everyMs = 600_000,
  options: HousekeepingOptions = {},
): { stop(): void } {
  return startPeriodicTask(
    () => runHousekeeping(handle, clock, options),
    everyMs,
    log,
    'housekeeping failed',
  );
}
