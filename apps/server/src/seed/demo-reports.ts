import type { DatabaseHandle } from '../db/database.js';
import { monthsWithData, publishReportMonths } from '../features/reports/report-publication.js';
import type { Clock } from '../platform/clock.js';

/**
 * Publishes every month of the demo claims and cases not yet published, from the first one (not
 * before 2019) to last month (docs/decisions/0105-reports.md), so that `lastPublished` is last month
 * and the monthly report has figures back to 2019. Months published before stay as they were;
 * cases decided count by the months of `caseClockTimeZone` (default America/New_York).
 */
export async function seedDemoReportMonths(
  handle: DatabaseHandle,
  clock: Clock,
  options: { log: (line: string) => void; caseClockTimeZone?: string },
): Promise<void> {
  const results = await publishReportMonths(
    handle.db,
    clock,
    await monthsWithData(handle.db, clock, options.caseClockTimeZone),
    options.caseClockTimeZone,
  );
  const published = results.filter((result) => result.published);
  options.log(`demo seed: ${String(published.length)} report months published`);
}
