import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Cost comparison (issue 18, docs/decisions/0104-cost-comparison.md):
 * - `state_medicare_ratios`: the default Medicare ratio (billed ÷ Medicare payment) of each of the
 *   50 states and DC by category (inpatient, outpatient, professional), derived from the imported
 *   CMS facts after every benchmark import, else the spec's example or default; `source` is 'cms',
 *   'spec-example' or 'spec-default', with the file and data year a derived figure comes from.
 * - `cost_comparison_analyses`: an author's saved analyses (the analysis state as JSON text).
 * Frozen once landed.
 */
export function costComparison(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('state_medicare_ratios')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('ratio', 'double precision', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('data_year', 'integer')
        .addColumn('source_file', 'text')
        .addColumn('note', 'text')
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('state_medicare_ratios_pk', ['state', 'category'])
        .execute();

      await db.schema
        .createTable('cost_comparison_analyses')
        .addColumn('analysis_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_name', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('cost_comparison_analyses_user')
        .on('cost_comparison_analyses')
        .columns(['user_id', 'updated_at'])
        .execute();
    },
  };
}
