import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Users administration (issue 16, docs/decisions/0100):
 * - `invitations`: one row per invitation. `code_hash` is the SHA-256 of the link's single-use
 *   code (the code itself is never kept); `options` and `roles` are comma-separated invite
 *   options and the role strings they grant; an invitation is pending until `accepted_at` or
 *   `revoked_at` is set or `expires_at` passes (7 days after it was last sent).
 * - `access_requests`: one row per request sent from /request-access, so admins can invite from it.
 * - `users_name_lower`: the Users table's order and name search (`lower(full_name)`, then id), so
 *   a page of 100,000 users is read from the index; e-mail search uses the unique e-mail index.
 * Frozen once landed.
 */
export function invitations(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('roles', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('sent_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('accepted_at', timestamp)
        .addColumn('revoked_at', timestamp)
        .execute();
      await db.schema.createIndex('invitations_email').on('invitations').column('email').execute();
      await db.schema.createIndex('invitations_sent_at').on('invitations').column('sent_at').execute();

      await db.schema
        .createTable('access_requests')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('variant', 'text', (c) => c.notNull())
        .addColumn('requested_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('access_requests_requested_at')
        .on('access_requests')
        .column('requested_at')
        .execute();

      await db.schema
        .createIndex('users_name_lower')
        .on('users')
        .expression(sql`lower(full_name), id`)
        .execute();
    },
  };
}
