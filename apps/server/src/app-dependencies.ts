import type { Kysely } from 'kysely';
import type { DatabaseHandle } from './db/database.js';
import type { Database } from './db/schema.js';
import type { Clock } from './platform/clock.js';

/**
 * What features get from `buildApp`: the database, the clock and settings. Tests swap any part
 * (ARCHITECTURE habit 7).
 */
export interface AppDependencies {
  handle: DatabaseHandle;
  db: Kysely<Database>;
  clock: Clock;
  /** Server-side idle limit of a session, ms. */
  sessionIdleMs: number;
  /** Most providers the provider-search area cache holds; 0 turns the cache off. */
  providerCacheSize: number;
}
