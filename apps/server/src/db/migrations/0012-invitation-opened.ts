import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * `invitations.opened_at` (issue 31 item 2, docs/decisions/0111): when the invitation's link was
 * first opened. Opening a link no longer uses it up; the account is made, and the invitation
 * accepted, only by Create Account. Administrators see an opened, unfinished invitation as such.
 * Frozen once landed.
 */
export function invitationOpened(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('invitations').addColumn('opened_at', timestamp).execute();
    },
  };
}
