import { parseArgs } from 'node:util';
import { transparencyMonthOf, transparencyMonthPattern } from '@medivi/domain';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  type PlanPublicationResult,
  publishTransparencyMonth,
} from '../features/transparency/transparency-publication.js';
import { createFileStorages } from '../platform/attachments/storage-config.js';
import { systemClock } from '../platform/clock.js';

const usage =
  'usage: npm run transparency:publish [-- --month=YYYY-MM (default: this month) --plan=PLAN_ID (default: every live plan)]';

function describe(result: PlanPublicationResult): string {
  const detail = result.failure === null ? '' : `: ${result.failure}`;
  return `transparency: ${result.planId} ${result.month} ${result.outcome}${detail}`;
}

/**
 * `npm run transparency:publish -- --month=2026-12 --plan=PLAN_ID`: writes the Transparency in
 * Coverage files of the month for every live plan, or the one named (docs/decisions/0116), into
 * TRANSPARENCY_DIR (or the bucket of STORAGE=s3), in the database of DATABASE_URL. A month published before stays as it is.
 * Exit code 1 on a bad argument, a failed plan or a database error.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { month: { type: 'string' }, plan: { type: 'string' } },
  });
  const month = values.month ?? transparencyMonthOf(systemClock.now());
  if (!transparencyMonthPattern.test(month)) {
    console.error(`${month}: not a month (YYYY-MM)\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    const results = await publishTransparencyMonth(
      {
        db: handle.db,
        clock: systemClock,
        storage: createFileStorages(config.fileStorage, config).transparency,
        reportingEntityName: config.transparencyEntityName,
        publicBaseUrl: config.publicBaseUrl,
      },
      month,
      values.plan,
    );
    for (const result of results) console.log(describe(result));
    if (results.length === 0) {
      console.error(
        values.plan === undefined ? 'transparency: no live plan' : `transparency: no plan ${values.plan}`,
      );
      return 1;
    }
    return results.some((result) => result.outcome === 'failed') ? 1 : 0;
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
    process.exitCode = 1;
  },
);
