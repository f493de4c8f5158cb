import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What the imported CMS tables look like now, as one string: the number of import runs, their
 * newest start and end, and the row counts of the cost reports, HVBP scores and by-geography
 * figures. Any import (recorded in `import_runs`, reference/import-runs.ts) or any row added to
 * or removed from those tables changes it.
 */
export async function importStamp(db: Kysely<Database>): Promise<string> {
  const result = await sql<Record<string, unknown>>`select
      (select count(*) from import_runs) as runs,
      (select max(started_at) from import_runs) as started,
      (select max(finished_at) from import_runs) as finished,
      (select count(*) from hospital_cost_reports) as reports,
      (select count(*) from hospital_quality) as quality,
      (select count(*) from benchmark_area_facts) as areas`.execute(db);
  return JSON.stringify(result.rows[0] ?? null);
}

/**
 * One value read from the imported CMS tables (such as each hospital's newest cost-to-charge
 * ratio), kept between requests and read again when `importStamp` changes, so a finished import
 * is seen by the next request. Holds a single value; a failed read is not kept.
 */
export class ImportMemo<T> {
  private stamp: string | null = null;
  private value: Promise<T> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly load: () => Promise<T>,
  ) {}

  /** The value for the tables as they are now. @throws what the read throws. */
  async get(): Promise<T> {
    const stamp = await importStamp(this.db);
    if (this.value === null || stamp !== this.stamp) {
      const value = this.load();
      this.stamp = stamp;
      this.value = value;
      value.catch(() => {
        if (this.value === value) this.value = null;
      });
    }
    return this.value;
  }
}
