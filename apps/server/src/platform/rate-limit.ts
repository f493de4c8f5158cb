import { createHash } from 'node:crypto';
import {
  type RateLimiterAbstract,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
} from 'rate-limiter-flexible';
import type { DatabaseHandle } from '../db/database.js';
import { DomainError } from './errors.js';

/** One limit: at most `points` failures per `durationSeconds`, then blocked `blockSeconds`. */
export interface LimitSpec {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  blockSeconds: number;
}

/**
 * The key a limit is counted under, as stored: the SHA-256 of the caller's key (an e-mail
 * address, a client address, a user id). No address is kept in the table, and a key of any
 * length fits the store's 255-character column (a 400-character e-mail at sign-in made
 * PostgreSQL refuse the row: a 500 the bad-input suite found).
 */
export function storedLimitKey(key: string | number): string {
  return createHash('sha256').update(String(key)).digest('base64url');
}

/**
 * A limiter kept in the `rate_limits` table, so every server process shares the counts
 * (rate-limiter-flexible on better-sqlite3 or a pg pool). Every key is stored as
 * `storedLimitKey`.
 */
export function createLimiter(handle: DatabaseHandle, spec: LimitSpec): RateLimiterAbstract {
  const limiter = createStoreLimiter(handle, spec);
  // rate-limiter-flexible names every stored row through getKey (get, consume, delete, block…).
  const prefixed = limiter.getKey.bind(limiter);
  limiter.getKey = (key: string | number) => prefixed(storedLimitKey(key));
  return limiter;
}

function createStoreLimiter(handle: DatabaseHandle, spec: LimitSpec): RateLimiterAbstract {
  const common = {
    keyPrefix: spec.keyPrefix,
    points: spec.points,
    duration: spec.durationSeconds,
    blockDuration: spec.blockSeconds,
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  if (handle.pool !== null) {
    return new RateLimiterPostgres({ ...common, storeClient: handle.pool, storeType: 'pool' });
  }
  if (handle.sqlite !== null) {
    return new RateLimiterSQLite({ ...common, storeClient: handle.sqlite, storeType: 'better-sqlite3' });
  }
  throw new Error('no database driver for the rate limiter');
}

/** The 429 for a caller who used up a limit, with Retry-After and a message in minutes. */
export function tooManyAttempts(msBeforeNext: number, what: string): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new DomainError(
    429,
    `Too many ${what}. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
    { code: 'RATE_LIMITED', params: { minutes }, headers: { 'retry-after': String(seconds) } },
  );
}

/**
 * Milliseconds until `key` may try again, or 0 when it is not blocked. Store failures count as
 * not blocked, so an outage of the counter never locks everyone out; the failure is rethrown for
 * anything but a limit answer.
 */
export async function blockedFor(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key);
  if (state === null) return 0;
  return state.consumedPoints > limiter.points ? state.msBeforeNext : 0;
}

/** Counts one failure for `key`; returns ms blocked when this failure used up the limit. */
export async function countFailure(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
    throw rejection;
  }
}

/**
 * Counts one use against each `[limiter, key]` (a sender's e-mail and client address, say) and
 * refuses when any of them is used up.
 * @throws DomainError 429 (`tooManyAttempts`, Retry-After the longest wait) naming `what`.
 */
export async function countAgainstLimits(
  uses: readonly (readonly [RateLimiterAbstract, string])[],
  what: string,
): Promise<void> {
  let blockedMs = 0;
  for (const [limiter, key] of uses) blockedMs = Math.max(blockedMs, await countFailure(limiter, key));
  if (blockedMs > 0) throw tooManyAttempts(blockedMs, what);
}
