import { copyFile, rename, rm, stat } from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { runPostgresProgram } from './postgres-tools.js';

/** An attachment as the database copy records it: its storage key and the SHA-256 of its bytes. */
export interface RecordedAttachment {
  storageKey: string;
  sha256: string;
}

/** What a database copy holds besides its rows: the last migration and every attachment row. */
export interface DatabaseSnapshot {
  migration: string | null;
  attachments: RecordedAttachment[];
}

const attachmentQuery =
  'select storage_key as "storageKey", sha256 from case_attachments order by storage_key';
const migrationQuery = 'select name from kysely_migration order by name desc limit 1';

/**
 * Copies the SQLite database at `source` to `target` with SQLite's online backup (better-sqlite3
 * `backup()`), which sees one committed state while the portal keeps writing; the copy is then
 * turned into a single self-contained file (rollback journal, no `-wal`) and read for its
 * snapshot.
 */
export async function copySqlite(source: string, target: string): Promise<DatabaseSnapshot> {
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const attachments = copy.prepare(attachmentQuery).all() as RecordedAttachment[];
    const row = copy.prepare(migrationQuery).get() as { name: string } | undefined;
    return { migration: row?.name ?? null, attachments };
  } finally {
    copy.close();
  }
}

/**
 * Dumps the PostgreSQL database `url` to `target` in pg_dump's custom format. One repeatable-read
 * transaction exports its snapshot, reads the attachment rows and the migration level, and stays
 * open while `pg_dump --snapshot` dumps exactly that state, so rows and file list agree.
 */
export async function dumpPostgres(url: string, target: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const snapshot = exported.rows[0]?.snapshot;
    if (snapshot === undefined) throw new Error('PostgreSQL exported no snapshot');
    const attachments = (await client.query<RecordedAttachment>(attachmentQuery)).rows;
    const migration = (await client.query<{ name: string }>(migrationQuery)).rows[0]?.name ?? null;
    await runPostgresProgram('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      '--no-owner',
      '--no-privileges',
      `--file=${target}`,
      `--dbname=${url}`,
    ]);
    await client.query('commit');
    return { migration, attachments };
  } finally {
    await client.end();
  }
}

/** True when the SQLite file at `path` exists and is not empty. */
export async function sqliteHasData(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** True when the PostgreSQL database `url` has any table outside the system schemas. */
export async function postgresHasData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      "select count(*)::text as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(result.rows[0]?.n ?? '0') > 0;
  } finally {
    await client.end();
  }
}

/**
 * Puts the SQLite copy `source` in place of `target`: copied next to it, then renamed over it, so
 * the target is never half-written; an old `-wal` and `-shm` beside it are removed first.
 */
export async function restoreSqlite(source: string, target: string): Promise<void> {
  const part = `${target}.restore-part`;
  await copyFile(source, part);
  await rm(`${target}-wal`, { force: true });
  await rm(`${target}-shm`, { force: true });
  await rename(part, target);
}

/**
 * Restores a pg_dump custom-format file into the existing database `url` in one transaction;
 * `replace` drops the objects the dump holds first (`--clean --if-exists`).
 */
export async function restorePostgres(source: string, url: string, replace: boolean): Promise<void> {
  await runPostgresProgram('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(replace ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    source,
  ]);
}
