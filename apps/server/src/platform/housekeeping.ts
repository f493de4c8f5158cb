import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { sweepSpentCaptchaTokens } from './captcha/captcha-spent-store.js';
import type { Clock } from './clock.js';
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
 * Removes ended sessions, spent rate-limit counters, old one-time codes and ended browser trusts
 * every `everyMs` (default 10 minutes).
 * The timer does not keep the process alive.
 */
export function startHousekeeping(
  handle: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
  everyMs = 600_000,
): { stop(): void } {
  const run = async (): Promise<void> => {
    await deleteExpiredSessions(handle.db, clock);
    await sql`delete from rate_limits where expire is not null and expire < ${clock.now().getTime()}`.execute(
      handle.db,
    );
    await sweepExpiredAccountData(handle.db, clock);
    await sweepSpentCaptchaTokens(handle.db, clock.now());
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => {
      log.warn({ err: error }, 'housekeeping failed');
    });
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
    },
  };
}
