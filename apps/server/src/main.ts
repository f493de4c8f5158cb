import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { systemClock } from './platform/clock.js';
import { startHousekeeping } from './platform/housekeeping.js';
import { importMissingReferenceData } from './reference/reference-manifest.js';
import { seedDemoData } from './seed/seed-demo.js';

/**
 * Process entry: configuration, database migration, first-start reference import, demo seed,
 * then one port serving the SPA and `/api`. SIGINT/SIGTERM close the server and the database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  const migrated = await migrateToLatest(handle);
  if (migrated.length > 0) console.log(`database: applied migrations ${migrated.join(', ')}`);
  if (config.importOnStart) {
    await importMissingReferenceData(handle, { dataDir: config.referenceDataDir, log: console.log });
  }
  if (config.seedDemo) await seedDemoData(handle, systemClock, { log: console.log });

  const app = await buildApp({
    handle,
    sessionSecret: config.sessionSecret,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
    webDistDir: config.webDistDir,
    marketingSiteUrl: config.marketingSiteUrl,
    marketingTestSiteUrl: config.marketingTestSiteUrl,
    providerCacheSize: config.providerSearchCacheSize,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    supportEmail: config.supportEmail,
    publicBaseUrl: config.publicBaseUrl,
    passwordRangeUrl: config.passwordRangeUrl,
    attachmentsDir: config.attachmentsDir,
    captchaHmacKey: config.captchaHmacKey,
    recaptchaSiteKey: config.recaptchaSiteKey,
    recaptchaSecretKey: config.recaptchaSecretKey,
  });
  const housekeeping = startHousekeeping(handle, systemClock, app.log);
  const close = async (): Promise<void> => {
    housekeeping.stop();
    await app.close();
    await handle.close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (config.webDistDir === null) app.log.warn('no built web app found: only /api is served');
  console.log(
    `MediVI is ready at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${String(config.port)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause !== undefined) console.error(error.cause);
  process.exit(1);
});
