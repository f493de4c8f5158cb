import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { type Clock, systemClock } from '../platform/clock.js';

/** Imports one file into an open database, logging its progress and bad rows through `log`. */
export type FileImport = (
  handle: DatabaseHandle,
  path: string,
  options: { clock: Clock; log: (line: string) => void },
) => Promise<unknown>;

/**
 * The body of an `npm run import:<kind> -- <file>…` command: imports each file given on the
 * command line into the database of DATABASE_URL (the embedded SQLite file when unset), after
 * bringing its schema up to date, one after another; a file that fails is reported
 * (`path: reason`) and the next one still runs. Bad rows are the importer's to print and count.
 *
 * Sets the exit code to 1 when no file is given, a file fails, or the database fails.
 * @param usage the line printed when no file is given.
 */
export function runFileImportCommand(usage: string, importFile: FileImport): void {
  main(usage, importFile).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

async function main(usage: string, importFile: FileImport): Promise<number> {
  const paths = process.argv.slice(2).filter((argument) => argument !== '--');
  if (paths.length === 0) {
    console.error(usage);
    return 1;
  }
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  let failed = false;
  try {
    const migrated = await migrateToLatest(handle);
    if (migrated.length > 0) console.log(`database: applied migrations ${migrated.join(', ')}`);
    for (const path of paths) {
      try {
        await importFile(handle, path, { clock: systemClock, log: console.log });
      } catch (error) {
        console.error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        failed = true;
      }
    }
  } finally {
    await handle.close();
  }
  return failed ? 1 : 0;
}
