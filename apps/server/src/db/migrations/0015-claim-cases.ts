import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * `claim_cases` (issue 32 item 6, docs/decisions/0114 "A Balance Bill case from a claim"): the cases
 * filed about a claim, as many as there are over time, one row per claim and case with the time
 * the link was made. `claims.case_id` stays as it is (the reports read it: the claim's first case);
 * the links it already holds are copied here, dated by their case's creation. Frozen once landed.
 */
export function claimCases(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('claim_cases')
        .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.claim_id').onDelete('cascade'))
        .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('claim_cases_pk', ['claim_id', 'case_id'])
        .execute();
      // A case's detail names the claim it came from.
      await db.schema.createIndex('claim_cases_case').on('claim_cases').column('case_id').execute();
      await sql`
        insert into claim_cases (claim_id, case_id, created_at)
        select c.claim_id, c.case_id, k.created_at
        from claims c
        inner join cases k on k.id = c.case_id
      `.execute(db);
    },
  };
}
