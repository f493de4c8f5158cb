import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isDemoClaimsContact } from './platform/claims-contact.js';
import { ClamdScanner } from './platform/malware-scan/malware-scanner.js';
import type { Clock } from './platform/clock.js';
import { importMissingReferenceData } from './reference/reference-manifest.js';
import { seedDemoData } from './seed/seed-demo.js';
import { seedDemoTransparency } from './seed/demo-transparency.js';
import { createFileStorages, type FileStorages } from './platform/attachments/storage-config.js';

/**
 * Everything a start does before listening, from the parsed configuration alone: migrations, the
 * first-start reference import, the demo seed (embedded default only; production refuses it in
 * `loadConfig`) and the app with the mail transport, outbox readers and API docs the configuration
 * chose (docs/decisions/0087). `main.ts` adds listening and shutdown; tests call this to check what
 * a production start serves. Every file goes to `options.storages` (default: the configured
 * folders or bucket, docs/decisions/0120).
 */
export async function preparePortal(
  config: Config,
  handle: DatabaseHandle,
  options: { clock: Clock; log: (line: string) => void; logLevel?: string; storages?: FileStorages },
): Promise<FastifyInstance> {
  const storages = options.storages ?? createFileStorages(config.fileStorage, config);
  const migrated = await migrateToLatest(handle);
  if (migrated.length > 0) options.log(`database: applied migrations ${migrated.join(', ')}`);
  if (config.importOnStart) {
    await importMissingReferenceData(handle, { dataDir: config.referenceDataDir, log: options.log });
  }
  if (config.demoData) {
    await seedDemoData(handle, options.clock, {
      log: options.log,
      caseClockTimeZone: config.caseClockTimeZone,
    });
    await seedDemoTransparency(handle, options.clock, {
      log: options.log,
      storage: storages.transparency,
      publicBaseUrl: config.publicBaseUrl,
      reportingEntityName: config.transparencyEntityName,
    });
  }
  if (config.nodeEnv === 'production' && config.mailTransport === 'outbox') {
    options.log(
      'WARNING: MAIL_TRANSPORT=outbox in production: no e-mail leaves this server. Sign-in codes and password links are kept in the database and shown at /api/dev/outbox to signed-in medivi-admin users only. Use it for a demo, never with real members.',
    );
  }
  if (config.nodeEnv === 'production' && isDemoClaimsContact(config.claimsContact)) {
    options.log(
      'WARNING: CLAIMS_PHONE or CLAIMS_ADDRESS is not set: member ID cards and the provider notice print the demo phone number and claims address, and the Spanish tagline of EOBs, price checks and case e-mails gives the demo number. Set both before members print their cards.',
    );
  }
  const scanner = new ClamdScanner(config.clamd);
  if (!(await scanner.isReachable())) {
    const where =
      'socket' in config.clamd ? config.clamd.socket : `${config.clamd.host}:${String(config.clamd.port)}`;
    options.log(
      `WARNING: the malware scanner (clamd at ${where}) does not answer: uploads are refused until it does. See "Malware scanning" in the README.`,
    );
  }
  return buildApp({
    handle,
    clock: options.clock,
    sessionSecret: config.sessionSecret,
    cookieSecure: config.cookieSecure,
    trustProxy: config.trustProxy,
    logLevel: options.logLevel ?? config.logLevel,
    webDistDir: config.webDistDir,
    marketingSiteUrl: config.marketingSiteUrl,
    marketingTestSiteUrl: config.marketingTestSiteUrl,
    providerCacheSize: config.providerSearchCacheSize,
    chartCacheBytes: config.chartCacheBytes,
    smtpUrl: config.smtpUrl,
    outboxReaders: config.outboxReaders ?? 'anyone',
    apiDocs: config.apiDocs,
    mailFrom: config.mailFrom,
    supportEmail: config.supportEmail,
    claimsContact: config.claimsContact,
    publicBaseUrl: config.publicBaseUrl,
    allowedHosts: config.allowedHosts,
    passwordRangeUrl: config.passwordRangeUrl,
    files: storages.attachments,
    transparencyFiles: storages.transparency,
    captchaHmacKey: config.captchaHmacKey,
    reportsTokenSecret: config.reportsTokenSecret,
    recaptchaSiteKey: config.recaptchaSiteKey,
    recaptchaSecretKey: config.recaptchaSecretKey,
    scanner,
    chromiumPath: config.chromiumPath,
    caseClockTimeZone: config.caseClockTimeZone,
    caseClockTasks: true,
  });
}
