import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';

/**
 * Files in the attachment folder younger than this are never swept (ms; docs/decisions/0101): an
 * upload stores its files, then inserts their rows, within one request, so a file without a row
 * that is an hour old belongs to a request that ended without committing (a crash, a lost
 * database), never to one still running.
 */
export const orphanFileWindowMs = 60 * 60 * 1000;

/** Storage keys of LocalFileStorage (`ab/<key>`); anything else in a key folder is a leftover part. */
const storageKeyPattern = /^[A-Za-z0-9-]{8,100}$/;

async function olderThan(path: string, before: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < before;
  } catch {
    return false;
  }
}

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

/**
 * Removes from the attachment folder `root` (LocalFileStorage's layout) what no committed
 * attachment holds and that is older than `orphanFileWindowMs` before `clock.now()`: partial
 * writes in `tmp/` and stored files whose key no `case_attachments` row names (an upload whose
 * process died between storing and committing, docs/decisions/0101). Younger files and every
 * file a row names are kept.
 * @returns How many files were removed.
 */
export async function sweepOrphanFiles(db: Kysely<Database>, root: string, clock: Clock): Promise<number> {
  const before = clock.now().getTime() - orphanFileWindowMs;
  let removed = 0;
  for (const part of await entriesOf(join(root, 'tmp'))) {
    const path = join(root, 'tmp', part);
    if (await olderThan(path, before)) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  for (const folder of await entriesOf(root)) {
    if (folder === 'tmp' || folder.length !== 2) continue;
    const candidates: string[] = [];
    for (const name of await entriesOf(join(root, folder))) {
      if (await olderThan(join(root, folder, name), before)) candidates.push(name);
    }
    const keys = candidates.filter((name) => storageKeyPattern.test(name));
    const kept = new Set<string>();
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await db
        .selectFrom('case_attachments')
        .select('storage_key')
        .where('storage_key', 'in', keys.slice(i, i + 500))
        .execute();
      for (const row of rows) kept.add(row.storage_key);
    }
    for (const name of candidates) {
      if (kept.has(name)) continue;
      await rm(join(root, folder, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
