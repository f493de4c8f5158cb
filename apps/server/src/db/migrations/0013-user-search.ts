import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The Users page's search inside names and e-mail addresses (issue 31 item 11,
 * docs/decisions/0112), answered from an index on either database:
 * - PostgreSQL: the `pg_trgm` extension (trusted: a database owner may create it) and trigram GIN
 *   indexes on `lower(full_name)` and `email`, which serve `like '%text%'`;
 * - SQLite: `users_search`, an FTS5 table with the trigram tokenizer over `users` (external
 *   content: it keeps only the index), kept by triggers, which serves a quoted phrase match.
 * Both need at least 3 characters; shorter text keeps matching the start (`users_name_lower` and
 * the unique e-mail index, migration 0008). Frozen once landed.
 */
export function userSearch(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index users_name_trigram on users using gin (lower(full_name) gin_trgm_ops)`.execute(
          db,
        );
        await sql`create index users_email_trigram on users using gin (email gin_trgm_ops)`.execute(db);
        return;
      }
      await sql`create virtual table users_search using fts5(full_name, email, content='users', content_rowid='rowid', tokenize='trigram case_sensitive 0')`.execute(
        db,
      );
      await sql`create trigger users_search_insert after insert on users begin
        insert into users_search (rowid, full_name, email) values (new.rowid, new.full_name, new.email);
      end`.execute(db);
      await sql`create trigger users_search_delete after delete on users begin
        insert into users_search (users_search, rowid, full_name, email) values ('delete', old.rowid, old.full_name, old.email);
      end`.execute(db);
      await sql`create trigger users_search_update after update of full_name, email on users begin
        insert into users_search (users_search, rowid, full_name, email) values ('delete', old.rowid, old.full_name, old.email);
        insert into users_search (rowid, full_name, email) values (new.rowid, new.full_name, new.email);
      end`.execute(db);
      await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
    },
  };
}
