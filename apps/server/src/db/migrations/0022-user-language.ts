import { type Kysely, sql } from 'kysely';

/**
 * `users.language` (issue 37, docs/decisions/0125): the account's portal language, `en` or `es`,
 * English for every account made before. The web app shows it; e-mails, notifications and PDFs
 * sent later are to use it. Frozen once landed.
 */
export function userLanguage() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('users')
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
