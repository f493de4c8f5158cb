import { parseArgs } from 'node:util';
import type { ReportMonth } from '@medivi/domain';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import {
  monthsWithData,
  publishDueReportMonths,
  publishReportMonths,
  type PublishResult,
} from '../features/reports/report-publication.js';
import { systemClock } from '../platform/clock.js';

const usage =
  'usage: npm run reports:publish -- <YYYY-MM> [more months …] | --due (the months the monthly run would publish) | --all (every month with claims or cases since 2019)';

/** `2026-10` as a month. @throws Error for anything else. */
function parseReportMonth(text: string): ReportMonth {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  const month = Number(match?.[2]);
  if (match === null || month < 1 || month > 12) throw new Error(`${text}: not a month (YYYY-MM)\n${usage}`);
  return { year: Number(match[1]), month };
}

function describe(result: PublishResult): string {
  const month = `${String(result.year)}-${String(result.month).padStart(2, '0')}`;
  return result.published
    ? `reports: published ${month}: ${String(result.snapshots)} pages for ${String(result.plans)} plans`
    : `reports: ${month} was published before; left unchanged`;
}

/**
 * `npm run reports:publish -- 2026-10`: freezes the report pages of every plan for the months
 * given (docs/decisions/0105-reports.md) in the database of DATABASE_URL. A month published
 * before stays as it is. Exit code 1 on a bad month (not ended, before 2019) or a database error.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { due: { type: 'boolean' }, all: { type: 'boolean' } },
  });
  const months = positionals.filter((p) => p !== '--').map(parseReportMonth);
  if (months.length === 0 && values.due !== true && values.all !== true) {
    console.error(usage);
    return 1;
  }
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    const results =
      values.due === true
        ? await publishDueReportMonths(handle.db, systemClock, config.caseClockTimeZone)
        : await publishReportMonths(
            handle.db,
            systemClock,
            values.all === true
              ? await monthsWithData(handle.db, systemClock, config.caseClockTimeZone)
              : months,
            config.caseClockTimeZone,
          );
    for (const result of results) console.log(describe(result));
    if (results.length === 0) console.log('reports: no month to publish');
  } finally {
    await handle.close();
  }
  return 0;
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
