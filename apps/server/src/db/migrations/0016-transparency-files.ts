import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Transparency in Coverage files (issue 34, docs/decisions/0116-transparency-files.md):
 * - `plans` gains what a machine-readable file names the plan by (29 CFR 2590.715-2715A(b)(1),
 *   CMS schema 2.1.0 `reporting_plans`): the plan id type ('ein' or 'hios') and id, the sponsor's
 *   common business name, the issuer's name and the market type ('group' or 'individual'). All
 *   optional: a plan without them is not published, and the publication log says why.
 * - `transparency_publications`: one run for one plan and month (status 'running', 'published'
 *   or 'failed'), with the counts of what the allowed-amounts file holds and left out. At most
 *   one run per plan and month is 'running' or 'published' (a unique index on the live rows), so
 *   server copies starting the same month at once end with one run.
 * - `transparency_files`: the stored files of a publication (storage key, size in bytes, SHA-256
 *   of the stored gzip bytes). Rows are written only when the publication is marked published,
 *   in the same transaction, so a file is visible whole or not at all.
 * Frozen once landed.
 */
export function transparencyFiles(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      for (const name of [
        'transparency_plan_id_type',
        'transparency_plan_id',
        'plan_sponsor_name',
        'issuer_name',
        'plan_market_type',
      ]) {
        await db.schema.alterTable('plans').addColumn(name, 'text').execute();
      }
      await db.schema
        .createTable('transparency_publications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('publication_date', 'text', (c) => c.notNull())
        .addColumn('window_from', 'text', (c) => c.notNull())
        .addColumn('window_to', 'text', (c) => c.notNull())
        .addColumn('started_at', timestamp, (c) => c.notNull())
        .addColumn('heartbeat_at', timestamp, (c) => c.notNull())
        .addColumn('finished_at', timestamp)
        .addColumn('codes', 'integer')
        .addColumn('providers', 'integer')
        .addColumn('claims', 'integer')
        .addColumn('left_out_pairs', 'integer')
        .addColumn('left_out_claims', 'integer')
        .addColumn('unreportable_claims', 'integer')
        .addColumn('failure', 'text')
        .execute();
      await db.schema
        .createIndex('transparency_publications_live')
        .on('transparency_publications')
        .columns(['plan_id', 'month'])
        .unique()
        .where(sql.ref('status'), 'in', [sql.lit('running'), sql.lit('published')])
        .execute();
      await db.schema
        .createIndex('transparency_publications_plan_started')
        .on('transparency_publications')
        .columns(['plan_id', 'started_at'])
        .execute();
      await db.schema
        .createTable('transparency_files')
        .addColumn('publication_id', 'text', (c) =>
          c.notNull().references('transparency_publications.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('bytes', 'bigint', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('transparency_files_pk', ['publication_id', 'kind'])
        .execute();
    },
  };
}
