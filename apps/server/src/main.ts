import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { systemClock } from './platform/clock.js';
import { startReportPublication } from './features/reports/report-publication.js';
import { startTransparencyPublication } from './features/transparency/transparency-schedule.js';
import { checkBucketAtStart } from './platform/attachments/bucket-check.js';
import { createFileStorages } from './platform/attachments/storage-config.js';
import { startHousekeeping } from './platform/housekeeping.js';
import { preparePortal } from './portal.js';

/**
 * Process entry: configuration, database migration, first-start reference import, demo seed,
 * then one port serving the SPA and `/api`. SIGINT/SIGTERM close the server and the database.
 */
async function main(): Promise<void> {
  // The portal runs on Node.js 24 LTS (package.json `engines`; npm scripts take it from the `node`
  // package). The version goes to the log so an operator can tell which one a start used.
  console.log(`MediVI starting on Node.js ${process.version}`);
  if (Number(process.versions.node.split('.')[0]) < 24) {
    console.warn('MediVI is built and tested on Node.js 24: start it with `npm start` or Node.js 24.');
  }
  const config = loadConfig();
  // Every kind of file in the local folders or the bucket STORAGE names (docs/decisions/0120). A
  // bucket that cannot take a file stops the start here, before the database is touched.
  const storages = createFileStorages(config.fileStorage, config);
  await checkBucketAtStart(config.fileStorage, storages);
  console.log(
    config.fileStorage.kind === 's3'
      ? `files: bucket ${config.fileStorage.connection.bucket} (STORAGE=s3), checked`
      : 'files: local folders (STORAGE=local)',
  );
  // SQLite: WAL checkpoints in a thread of their own, off the requests' commits (docs/decisions/0119).
  const handle = openDatabase(config.databaseUrl, {
    backgroundCheckpoints: true,
    onCheckpointError: (message) => {
      console.warn(`SQLite checkpoint thread: ${message}`);
    },
  });
  const app = await preparePortal(config, handle, { clock: systemClock, log: console.log, storages });
  const housekeeping = startHousekeeping(handle, systemClock, app.log, undefined, {
    attachmentFiles: storages.attachments,
  });
  // Publishes each report month in the first hour after it ends, in UTC and in the case clocks'
  // time zone (docs/decisions/0105-reports.md).
  const reportPublication = startReportPublication(handle.db, systemClock, app.log, config.caseClockTimeZone);
  // Publishes each plan's Transparency in Coverage files on the first day of each month, once
  // across server copies (docs/decisions/0116).
  const transparencyPublication = startTransparencyPublication(
    {
      db: handle.db,
      clock: systemClock,
      storage: storages.transparency,
      reportingEntityName: config.transparencyEntityName,
      publicBaseUrl: config.publicBaseUrl,
    },
    app.log,
    { sweepStorage: storages.transparency },
  );
  const close = async (): Promise<void> => {
    housekeeping.stop();
    reportPublication.stop();
    transparencyPublication.stop();
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
