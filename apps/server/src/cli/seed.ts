import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../platform/clock.js';
import { seedDemoData } from '../seed/seed-demo.js';

/** `npm run seed`: migrates the configured database and adds the synthetic demo data. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    await seedDemoData(handle, systemClock, { log: console.log });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
