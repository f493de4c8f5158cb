import type { Kysely } from 'kysely';
import {
  clockMonthEnd,
  clockMonthOf,
  defaultClockTimeZone,
  isLaterMonth,
  monthEnd,
  monthsFromTo,
  nextMonth,
  previousMonth,
  reportFirstYear,
  type ReportMonth,
  reportNames,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../platform/clock.js';
import { startPeriodicTask } from '../../platform/housekeeping.js';
import { computeReportPages } from './report-pages.js';
import { ReportSnapshotsRepository } from './report-snapshots.repository.js';
import { ReportsRepository } from './reports.repository.js';

/** What publishing one month did. */
export interface PublishResult {
  year: number;
  month: number;
  /** False when the month was published before (it is left exactly as it was). */
  published: boolean;
  plans: number;
  snapshots: number;
}

/** Snapshot rows written per insert statement (7 columns each, under SQLite's variable limit). */
const rowsPerInsert = 400;

/**
 * The newest month that has ended at `now` both in UTC (the claims' days) and in the case clocks'
 * time zone `clockTimeZone` (the months cases decided count in): in New York, October ends at
 * 04:00 UTC on 1 November, so until then September is the newest.
 */
export function lastEndedMonth(now: Date, clockTimeZone: string): ReportMonth {
  const utc = previousMonth(now);
  const local = clockMonthOf(now, clockTimeZone);
  const localPrevious =
    local.month === 1 ? { year: local.year - 1, month: 12 } : { ...local, month: local.month - 1 };
  return isLaterMonth(utc, localPrevious) ? localPrevious : utc;
}

/** True when `month` has ended at `now` in UTC and in `clockTimeZone` (`lastEndedMonth`). */
function hasEnded(month: ReportMonth, now: Date, clockTimeZone: string): boolean {
  return !isLaterMonth(month, lastEndedMonth(now, clockTimeZone));
}

/**
 * The months the monthly run publishes at `now`: every month after `last` up to the last ended
 * month (`lastEndedMonth`), or only that month when nothing is published yet (older months are
 * published by hand or by the demo seed).
 */
export function dueMonths(
  last: ReportMonth | null,
  now: Date,
  clockTimeZone: string = defaultClockTimeZone,
): ReportMonth[] {
  const target = lastEndedMonth(now, clockTimeZone);
  return last === null ? [target] : monthsFromTo(nextMonth(last), target);
}

/**
 * Publishes `month` (issue 19 item 2; docs/decisions/0105-reports.md): computes every page of every
 * report for every plan from the claims and cases up to the month's end, and stores them in
 * `report_snapshots` with the `report_publications` row, in one transaction. A month published
 * before is left as it was, so its figures never change, even when claims for it arrive later or a
 * case decided in it is reopened; two servers publishing at once both end with the one publication
 * (the second insert fails on the key). Cases decided count by the months of `clockTimeZone`
 * (the case clocks' time zone, docs/decisions/0117), so the month must have ended there too.
 * @throws Error for a month that has not ended yet (in UTC or in `clockTimeZone`) or lies before 2019.
 */
export async function publishReportMonth(
  db: Kysely<Database>,
  clock: Clock,
  month: ReportMonth,
  clockTimeZone: string = defaultClockTimeZone,
): Promise<PublishResult> {
  if (month.year < reportFirstYear) throw new Error(`report months start in ${String(reportFirstYear)}`);
  if (!hasEnded(month, clock.now(), clockTimeZone)) {
    const ends = `${monthEnd(month.year, month.month)} ends at ${clockMonthEnd(month, clockTimeZone).toISOString()}`;
    throw new Error(
      `${String(month.year)}-${String(month.month).padStart(2, '0')} has not ended yet (in ${clockTimeZone}, ${ends})`,
    );
  }
  const repository = new ReportsRepository(db);
  const published = new ReportSnapshotsRepository(db);
  if (await published.isPublished(month)) return { ...month, published: false, plans: 0, snapshots: 0 };
  const plans = await repository.allPlans();
  const createdAt = clock.now().toISOString();
  const rows: Database['report_snapshots'][] = [];
  for (const plan of plans) {
    // The three reports read at once: PostgreSQL answers them on separate connections.
    const reports = await Promise.all(
      reportNames.map(async (reportName) => ({
        reportName,
        pages: await computeReportPages(repository, reportName, plan, month, clockTimeZone),
      })),
    );
    for (const { reportName, pages } of reports) {
      for (const figures of pages) {
        rows.push({
          report_name: reportName,
          page: figures.page,
          plan_id: plan.id,
          year: month.year,
          month: month.month,
          figures: JSON.stringify(figures),
          created_at: createdAt,
        });
      }
    }
  }
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('report_publications')
        .values({ year: month.year, month: month.month, published_at: createdAt })
        .execute();
      for (let i = 0; i < rows.length; i += rowsPerInsert) {
        await trx
          .insertInto('report_snapshots')
          .values(rows.slice(i, i + rowsPerInsert))
          .execute();
      }
    });
  } catch (error) {
    if (await published.isPublished(month)) return { ...month, published: false, plans: 0, snapshots: 0 };
    throw error;
  }
  return { ...month, published: true, plans: plans.length, snapshots: rows.length };
}

/** Publishes each month of `months` not yet published, oldest first; returns what each did. */
export async function publishReportMonths(
  db: Kysely<Database>,
  clock: Clock,
  months: readonly ReportMonth[],
  clockTimeZone: string = defaultClockTimeZone,
): Promise<PublishResult[]> {
  const results: PublishResult[] = [];
  for (const month of months) results.push(await publishReportMonth(db, clock, month, clockTimeZone));
  return results;
}

/** The monthly run: publishes the due months (`dueMonths`). */
export async function publishDueReportMonths(
  db: Kysely<Database>,
  clock: Clock,
  clockTimeZone: string = defaultClockTimeZone,
): Promise<PublishResult[]> {
  const last = await new ReportSnapshotsRepository(db).lastPublished();
  return publishReportMonths(db, clock, dueMonths(last, clock.now(), clockTimeZone), clockTimeZone);
}

/**
 * Every month from the first with a claim or case (not before 2019) to the last ended month
 * (`lastEndedMonth`): what the demo seed publishes so that `lastPublished` and the years back to
 * 2019 have figures. None without data.
 */
export async function monthsWithData(
  db: Kysely<Database>,
  clock: Clock,
  clockTimeZone: string = defaultClockTimeZone,
): Promise<ReportMonth[]> {
  const first = await new ReportsRepository(db).firstActivityDay();
  if (first === null) return [];
  const start = { year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) };
  const from = start.year < reportFirstYear ? { year: reportFirstYear, month: 1 } : start;
  return monthsFromTo(from, lastEndedMonth(clock.now(), clockTimeZone));
}

/**
 * Runs `publishDueReportMonths` every `everyMs` (default one hour), so a month is published in the
 * first hour after it ends (in UTC and in the case clocks' `clockTimeZone`); a failed run is logged
 * and the next tries again (`startPeriodicTask`, platform/housekeeping.ts). The timer does not keep
 * the process alive.
 */
export function startReportPublication(
  db: Kysely<Database>,
  clock: Clock,
  log: { warn(object: object, message: string): void; info(message: string): void },
  clockTimeZone: string,
  everyMs = 3_600_000,
): { stop(): void } {
  const run = async () => {
    const results = await publishDueReportMonths(db, clock, clockTimeZone);
    for (const r of results.filter((result) => result.published)) {
      log.info(
        `reports: published ${String(r.year)}-${String(r.month).padStart(2, '0')} (${String(r.snapshots)} pages)`,
      );
    }
  };
  return startPeriodicTask(run, everyMs, log, 'report publication failed');
}
