import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import type { SweepableFileStorage } from './file-storage.js';

/**
 * Files in the attachment storage younger than this are never swept (ms; docs/decisions/0101): an
 * upload stores its files, then inserts their rows, within one request, so a file without a row
 * that is an hour old belongs to a request that ended without committing (a crash, a lost
 * database), never to one still running.
 */
export const orphanFileWindowMs = 60 * 60 * 1000;

/** Keys asked about in one query. */
const keysPerQuery = 500;

/** The tables whose rows name stored files by their `storage_key`. */
export type FileRowTable = 'case_attachments' | 'transparency_files';

/** Of `keys`, those a row of `table` names: the `namedKeys` of `sweepFilesNoRowNames`. */
export function keysNamedIn(
  db: Kysely<Database>,
  table: FileRowTable,
): (keys: string[]) => Promise<Set<string>> {
  return async (keys) => {
    const rows = await db.selectFrom(table).select('storage_key').where('storage_key', 'in', keys).execute();
    return new Set(rows.map((row) => row.storage_key));
  };
}

/**
 * Removes from `storage` what interrupted writes left and every stored file written before
 * `before` whose key `namedKeys` does not return (it is given at most 500 keys at a time and
 * answers those a committed row names). The one sweep of files no row names, for attachments and
 * the Transparency in Coverage files, on a folder or a bucket (docs/decisions/0101, 0116, 0120).
 * @returns How many files (and part files) were removed.
 */
export async function sweepFilesNoRowNames(
  storage: SweepableFileStorage,
  before: Date,
  namedKeys: (keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  let removed = await storage.removeIncompleteWrites(before);
  const sweep = async (candidates: string[]): Promise<void> => {
    const kept = await namedKeys(candidates);
    for (const key of candidates) {
      if (kept.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  };
  let batch: string[] = [];
  for await (const entry of storage.listStored()) {
    if (entry.modifiedAt >= before) continue;
    batch.push(entry.key);
    if (batch.length === keysPerQuery) {
      await sweep(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await sweep(batch);
  return removed;
}

/**
 * Removes from the attachment storage what no committed attachment holds and that is older than
 * `orphanFileWindowMs` before `clock.now()`: partial writes and stored files whose key no
 * `case_attachments` row names (an upload whose process died between storing and committing,
 * docs/decisions/0101). Younger files and every file a row names are kept.
 * @returns How many files were removed.
 */
export function sweepOrphanFiles(
  db: Kysely<Database>,
  storage: SweepableFileStorage,
  clock: Clock,
): Promise<number> {
  const before = new Date(clock.now().getTime() - orphanFileWindowMs);
  return sweepFilesNoRowNames(storage, before, keysNamedIn(db, 'case_attachments'));
}
