import type { Kysely } from 'kysely';
import type { ReportMonth } from '@medivi/domain';
import type { Database } from '../../db/schema.js';

/** The published months and their frozen page figures (Kysely only; docs/decisions/0105-reports.md). */
export class ReportSnapshotsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The newest published month of `year`, or null. */
  async lastPublishedIn(year: number): Promise<ReportMonth | null> {
    const row = await this.db
      .selectFrom('report_publications')
      .select(['year', 'month'])
      .where('year', '=', year)
      .orderBy('month', 'desc')
      .executeTakeFirst();
    return row === undefined ? null : { year: row.year, month: row.month };
  }

  /** The newest published month, or null. */
  async lastPublished(): Promise<ReportMonth | null> {
    const row = await this.db
      .selectFrom('report_publications')
      .select(['year', 'month'])
      .orderBy('year', 'desc')
      .orderBy('month', 'desc')
      .executeTakeFirst();
    return row === undefined ? null : { year: row.year, month: row.month };
  }

  /** True when the month is published. */
  async isPublished(month: ReportMonth): Promise<boolean> {
    const row = await this.db
      .selectFrom('report_publications')
      .select('year')
      .where('year', '=', month.year)
      .where('month', '=', month.month)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The frozen figures (JSON text) of one page, plan and month, or undefined. */
  async snapshot(
    reportName: string,
    page: string,
    planId: string,
    month: ReportMonth,
  ): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('report_snapshots')
      .select('figures')
      .where('report_name', '=', reportName)
      .where('page', '=', page)
      .where('plan_id', '=', planId)
      .where('year', '=', month.year)
      .where('month', '=', month.month)
      .executeTakeFirst();
    return row?.figures;
  }
}
