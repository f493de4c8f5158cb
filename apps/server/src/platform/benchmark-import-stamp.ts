import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What the imported CMS tables look like now, as one string: the number of import runs, their
 * newest start and end, and the row counts of the cost reports, HVBP scores and by-geography
 * figures. Any import (recorded in `import_runs`, reference/import-runs.ts) or any row added to
 * or removed from those tables changes it. One query. Read by the benchmarks area (its data
 * snapshot, decision 0102) and by price estimates (its figure cache, decision 0115), which keep
 * what they read from the CMS tables until it changes.
 */
export async function benchmarkImportStamp(db: Kysely<Database>): Promise<string> {
  const result = await sql<Record<string, unknown>>`select
      (select count(*) from import_runs) as runs,
      (select max(started_at) from import_runs) as started,
      (select max(finished_at) from import_runs) as finished,
      (select count(*) from hospital_cost_reports) as reports,
      (select count(*) from hospital_quality) as quality,
      (select count(*) from benchmark_area_facts) as areas`.execute(db);
  return JSON.stringify(result.rows[0] ?? null);
}
