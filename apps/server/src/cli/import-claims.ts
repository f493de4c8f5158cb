import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../platform/clock.js';
import { importClaimsFile } from '../reference/claims-import.js';

/**
 * `npm run import:claims -- <file.csv[.gz]>…`: imports repriced-claims files (issue 19) into the database of
 * DATABASE_URL (the embedded SQLite file when unset), after bringing its schema up to date. Bad
 * rows are printed (`file:line: rejected: reason`) and counted, not fatal.
 *
 * Exit code 1 when no file is given, a file cannot be read or is not a claims file, or the
 * database fails.
 */
async function main(): Promise<number> {
  const paths = process.argv.slice(2).filter((argument) => argument !== '--');
  if (paths.length === 0) {
    console.error('usage: npm run import:claims -- <file.csv[.gz]> [more.csv …]');
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
        await importClaimsFile(handle, path, { clock: systemClock, log: console.log });
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

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
