import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { importFiles } from '../reference/import-files.js';
import { importMissingReferenceData } from '../reference/reference-manifest.js';

/**
 * `npm run import -- <file…>`: imports reference files into the database of DATABASE_URL (the
 * embedded SQLite file when unset), after bringing its schema up to date. Each file's layout is
 * detected from its header. With no file, imports the default files of REFERENCE_DATA_DIR that are
 * not imported yet, as the server does at first start.
 *
 * Exit code 1 only when a file could not be read (missing, unreadable, or its stream broke off)
 * or the database failed; rejected rows and files of unknown layout are reported, not fatal.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  try {
    const migrated = await migrateToLatest(handle);
    if (migrated.length > 0) console.log(`database: applied migrations ${migrated.join(', ')}`);
    const paths = process.argv.slice(2).filter((argument) => argument !== '--');
    if (paths.length === 0) {
      await importMissingReferenceData(handle, { dataDir: config.referenceDataDir, log: console.log });
      return 0;
    }
    const results = await importFiles(handle, paths, { log: console.log });
    return results.some((result) => result.status === 'unreadable' || result.status === 'failed') ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause !== undefined) console.error(error.cause);
    process.exitCode = 1;
  },
);
