import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { Clock } from './clock.js';
import { deleteExpiredSessions } from './session/session-store.js';

/**
 * Removes ended sessions and spent rate-limit counters every `everyMs` (default 10 minutes).
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
