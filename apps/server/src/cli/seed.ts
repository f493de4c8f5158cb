import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../platform/clock.js';
import { seedDemoData } from '../seed/seed-demo.js';

/**
 * `npm run seed`: migrates the configured database and adds the synthetic demo data. Refused when
 * NODE_ENV=production: the demo accounts share the password printed in the README.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.nodeEnv === 'production') {
    throw new Error(
      'npm run seed adds demo accounts whose password is published; it is refused when NODE_ENV=production. Use `npm run create-admin -- <email>` for the first administrator.',
    );
  }
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
