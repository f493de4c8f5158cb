import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The service levels a case runs on, kept on the case (issue 35 item 1, docs/decisions/0117 "What a
 * change applies to"): a plan's levels can now be changed, and a change applies to cases filed
 * from then on, so each Balance Bill, Access Issue and Call Ahead case keeps the business days its
 * clock started with — first response, resolution and extension — and its due time never moves
 * without a clock event of its own. Null for Appeals, whose clock is the claims-procedure rule.
 *
 * Cases filed before get the levels their clock ran on until now: the plan's row in
 * `plan_service_levels`, else the defaults of migration 0017's time (written here as numbers, so
 * this migration does the same whatever the domain's defaults become). Frozen once landed.
 */
export function caseServiceLevels(_dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const columns = ['first_response_business_days', 'resolution_business_days', 'extension_business_days'];
      // SQLite adds one column per ALTER TABLE.
      for (const name of columns) await db.schema.alterTable('cases').addColumn(name, 'integer').execute();
      const defaultsAt0017: Record<string, [number, number, number]> = {
        BalanceBill: [2, 45, 10],
        AccessIssue: [1, 5, 3],
        CallAhead: [1, 3, 2],
      };
      for (const [recordType, defaults] of Object.entries(defaultsAt0017)) {
        const ownOrDefault = (column: string, fallback: number) =>
          sql`coalesce((select p.${sql.ref(column)} from plan_service_levels p where p.plan_id = cases.plan_id and p.record_type = cases.record_type), ${sql.lit(fallback)})`;
        await sql`update cases set ${sql.join(
          columns.map(
            (column, index) => sql`${sql.ref(column)} = ${ownOrDefault(column, defaults[index] ?? 0)}`,
          ),
        )} where record_type = ${recordType}`.execute(db);
      }
    },
  };
}
