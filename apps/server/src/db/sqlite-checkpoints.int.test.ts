import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import {
  type CheckpointReport,
  fallbackAutoCheckpointPages,
  startCheckpointThread,
} from './sqlite-checkpoints.js';

const dirs: string[] = [];

function tempFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'medivi-checkpoints-'));
  dirs.push(dir);
  return join(dir, 'portal.sqlite');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('SQLite checkpoints in a thread of their own (docs/decisions/0119)', () => {
  it("copies committed WAL pages back from its own connection, while the writer's commits leave them", async () => {
    const file = tempFile();
    const writer = new SQLite(file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('create table pages (id integer primary key, body blob)');
    const insert = writer.prepare('insert into pages (body) values (?)');
    const reports: CheckpointReport[] = [];
    const thread = startCheckpointThread(file, {
      intervalMs: 20,
      onCheckpoint: (report) => reports.push(report),
    });
    try {
      // About 1,200 pages of WAL, more than SQLite's own checkpoint would let a commit leave.
      for (let i = 0; i < 300; i++) insert.run(Buffer.alloc(16_000, i));
      await expect.poll(() => reports.at(-1)?.checkpointed ?? 0, { timeout: 10_000 }).toBeGreaterThan(1_000);
      const last = reports.at(-1);
      expect(last?.checkpointed).toBe(last?.log);
      // The rows are in the database file itself: a new reader with no WAL of its own sees them.
      writer.pragma('wal_checkpoint(TRUNCATE)');
      const reader = new SQLite(file, { readonly: true });
      expect(reader.prepare('select count(*) as n from pages').get()).toEqual({ n: 300 });
      reader.close();
    } finally {
      await thread.stop();
      writer.close();
    }
  });

  it("starts with the server's database only when asked, leaves its own commits a fallback, and closes", async () => {
    const plain = openDatabase(tempFile());
    expect(plain.sqlite?.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
    await plain.close();
    const server = openDatabase(tempFile(), { backgroundCheckpoints: true });
    expect(server.sqlite?.pragma('wal_autocheckpoint', { simple: true })).toBe(fallbackAutoCheckpointPages);
    await server.db.schema
      .createTable('notes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    await server.close();
  });
});
