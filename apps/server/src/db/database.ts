import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import Cursor from 'pg-cursor';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database } from './schema.js';
import { fallbackAutoCheckpointPages, startCheckpointThread } from './sqlite-checkpoints.js';

/** Which engine a database runs on. */
export type DialectName = 'sqlite' | 'postgres';

/**
 * An open database: the Kysely instance, its dialect, the raw driver handle (for the few
 * libraries that need it, such as the rate limiter) and a close function.
 */
export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  readonly sqlite: SQLite.Database | null;
  readonly pool: pg.Pool | null;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (counts) as strings and timestamptz as Date; the portal works with
// numbers and ISO-8601 strings on both engines (docs/decisions/0002-portable-database.md).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());

/** How many prepared SQLite statements one database keeps for reuse (least recently used go). */
const statementCacheSize = 500;

/**
 * The SQLite database as Kysely's driver sees it, with its prepared statements kept by SQL text:
 * Kysely prepares every query anew, and for a short read preparing costs as much as running it
 * (docs/decisions/0114 "Speed"). Queries differ by their bound parameters, not their text, so the
 * cache holds one statement per query shape; a statement still running (`busy`, an unfinished
 * stream) is never handed out twice: a fresh one is prepared instead.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: statementCacheSize });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text) => {
      const cached = statements.get(text);
      if (cached !== undefined && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (cached === undefined) statements.set(text, statement);
      return statement;
    },
  };
}

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
  /** PostgreSQL pool size; default 10. */
  poolSize?: number;
  /**
   * SQLite file: copy the WAL back into the database file from a thread of its own instead of in
   * the commit that crosses 1,000 pages (docs/decisions/0119). For the server process; the
   * command-line tools and tests leave it off.
   */
  backgroundCheckpoints?: boolean;
  /** Told when the checkpoint thread fails (the connection's own checkpoints then take over). */
  onCheckpointError?: (message: string) => void;
}

/**
 * Opens the database named by `url`: `postgres://…` or `postgresql://…` opens PostgreSQL, any
 * other value is an SQLite file path (`:memory:` allowed). This is the one place that chooses the
 * dialect (docs/decisions/0002).
 */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not take the process down. Nor may one that
    // is checked out: the pool stops listening to its errors meanwhile, and a PostgreSQL restart
    // then emits 'error' on it with no listener, which would end the process; its query fails
    // instead (a 503, docs/decisions/0101) and the pool drops it when it comes back.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    // A cursor lets `.stream()` read a large result in batches (the transparency files, issue 34).
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
    return {
      db,
      dialect: 'postgres',
      sqlite: null,
      pool,
      close: () => db.destroy(),
    };
  }
  if (url !== ':memory:') mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB page cache (the default is 2 MiB): provider-search areas read thousands of rows.
  sqlite.pragma('cache_size = -65536');
  const checkpoints =
    options.backgroundCheckpoints === true && url !== ':memory:'
      ? startCheckpointThread(url, {
          ...(options.onCheckpointError === undefined ? {} : { onError: options.onCheckpointError }),
        })
      : null;
  if (checkpoints !== null) sqlite.pragma(`wal_autocheckpoint = ${String(fallbackAutoCheckpointPages)}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    pool: null,
    close: async () => {
      await checkpoints?.stop();
      await db.destroy();
    },
  };
}

/** The engine of a database URL without opening it. */
export function dialectOf(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}
