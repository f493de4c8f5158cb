import { type Kysely, sql } from 'kysely';

/**
 * `invitations.language` (issue 37, docs/decisions/0126): the language the inviter chose for the
 * invited person, `en` or `es`. The invitation e-mail (and its resend) is written in it, and the
 * account made from the link starts with it. Invitations sent before are English, as their mails
 * were. Frozen once landed.
 */
export function invitationLanguage() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('invitations')
        .addColumn('language', 'text', (column) =>
          column
            .notNull()
            .defaultTo('en')
            .check(sql`language in ('en', 'es')`),
        )
        .execute();
    },
  };
}
