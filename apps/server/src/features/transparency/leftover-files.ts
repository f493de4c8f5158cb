import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';

/**
 * Files younger than this are never swept (ms): a running publication writes its files before it
 * records them, and its heartbeat proves it alive for ten minutes at a time.
 */
export const leftoverFileWindowMs = 60 * 60 * 1000;

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

async function isOlderThan(path: string, before: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs < before;
  } catch {
    return false;
  }
}

/**
 * Removes from the Transparency in Coverage folder `root` (LocalFileStorage's layout: `tmp/` and
 * `ab/<key>`) what a killed publication left (docs/decisions/0116): part files, and stored files no
 * `transparency_files` row names, older than `leftoverFileWindowMs` before `clock.now()`.
 * @returns How many files were removed.
 */
export async function sweepLeftoverFiles(db: Kysely<Database>, root: string, clock: Clock): Promise<number> {
  const before = clock.now().getTime() - leftoverFileWindowMs;
  let removed = 0;
  for (const part of await entriesOf(join(root, 'tmp'))) {
    if (await isOlderThan(join(root, 'tmp', part), before)) {
      await rm(join(root, 'tmp', part), { force: true });
      removed += 1;
    }
  }
  for (const folder of await entriesOf(root)) {
    if (folder === 'tmp' || folder.length !== 2) continue;
    const old: string[] = [];
    for (const name of await entriesOf(join(root, folder))) {
      if (await isOlderThan(join(root, folder, name), before)) old.push(name);
    }
    for (let i = 0; i < old.length; i += 500) {
      const names = old.slice(i, i + 500);
      const kept = new Set(
        (
          await db
            .selectFrom('transparency_files')
            .select('storage_key')
            .where('storage_key', 'in', names)
            .execute()
        ).map((row) => row.storage_key),
      );
      for (const name of names.filter((candidate) => !kept.has(candidate))) {
        await rm(join(root, folder, name), { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}
