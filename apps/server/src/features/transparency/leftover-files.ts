import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SweepableFileStorage } from '../../platform/attachments/file-storage.js';
import { keysNamedIn, sweepFilesNoRowNames } from '../../platform/attachments/orphan-files.js';
import type { Clock } from '../../platform/clock.js';

/**
 * Files younger than this are never swept (ms): a running publication writes its files before it
 * records them, and its heartbeat proves it alive for ten minutes at a time.
 */
export const leftoverFileWindowMs = 60 * 60 * 1000;

/**
 * Removes from the Transparency in Coverage storage (folder or bucket) what a killed publication
 * left (docs/decisions/0116): partial writes, and stored files no `transparency_files` row names,
 * older than `leftoverFileWindowMs` before `clock.now()`.
 * @returns How many files were removed.
 */
export function sweepLeftoverFiles(
  db: Kysely<Database>,
  storage: SweepableFileStorage,
  clock: Clock,
): Promise<number> {
  const before = new Date(clock.now().getTime() - leftoverFileWindowMs);
  return sweepFilesNoRowNames(storage, before, keysNamedIn(db, 'transparency_files'));
}
