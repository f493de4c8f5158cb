import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { migrateToLatest, migrateUpTo } from '../db/migrate.js';

/** The engine integration tests run on: PostgreSQL when TEST_DATABASE_URL is set, else SQLite. */
export const testDialect = process.env.TEST_DATABASE_URL === undefined ? 'sqlite' : 'postgres';

/** A migrated, empty database of its own for one test file, removed by `dispose`. */
export interface TestDatabase {
  handle: DatabaseHandle;
  url: string;
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Creates a fresh database: a temporary SQLite file, or a new PostgreSQL database on the server
 * of TEST_DATABASE_URL (dropped afterwards), migrated to the latest schema or, given `upTo`, up to
 * that migration only (for a test of the next one).
 */
export async function createTestDatabase(options: { upTo?: string } = {}): Promise<TestDatabase> {
  const migrate = (handle: DatabaseHandle) =>
    options.upTo === undefined ? migrateToLatest(handle) : migrateUpTo(handle, options.upTo);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'medivi-test-'));
    const url = join(dir, 'test.sqlite');
    const handle = openDatabase(url);
    await migrate(handle);
    return {
      handle,
      url,
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `medivi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const handle = openDatabase(url, { poolSize: 5 });
  await migrate(handle);
  return {
    handle,
    url,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
