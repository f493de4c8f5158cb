import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Provider-experience history (issue 6, docs/decisions/0081): one row per insert or update of a
 * `provider_experience` record, written in the transaction of the change. Who is kept as the user
 * id and, as they were at the time, the name and e-mail, so the history still reads right after
 * an account changes or goes. `before_json` (null for an insert) and `after_json` hold the record's
 * fields as JSON. `revision` numbers the changes of one NPI 1, 2, 3… in the order they committed
 * (the unique pair also serves the history read). Frozen once landed.
 */
export function providerExperienceHistory(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('provider_experience_history')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('npi', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('changed_at', timestamp, (c) => c.notNull())
        .addColumn('changed_by_user_id', 'text')
        .addColumn('changed_by_name', 'text')
        .addColumn('changed_by_email', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text', (c) => c.notNull())
        .addUniqueConstraint('provider_experience_history_npi_revision', ['npi', 'revision'])
        .execute();
    },
  };
}
