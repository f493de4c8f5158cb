import { type ExpressionBuilder, type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './schema.js';

/** Shortest search text matched anywhere in a name or address (trigram indexes need three). */
export const containsSearchMinLength = 3;

/** The exclusive upper bound of strings starting with `prefix` (its last character plus one). */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

/**
 * The condition on `users` for a search of names and e-mail addresses (decisions 0100, 0112),
 * answered from indexes on either database: from `containsSearchMinLength` characters the text
 * anywhere in either, case-insensitively (PostgreSQL's trigram GIN indexes, SQLite's trigram FTS5
 * table `users_search`; migration 0013), its own `%`, `_`, `\` and quotes taken literally; a shorter
 * text the start of either (index ranges, migration 0008).
 * @param search the text, already lower-cased and trimmed, not empty.
 */
export function userSearchCondition(
  db: Kysely<Database> | Transaction<Database>,
  eb: ExpressionBuilder<Database, 'users'>,
  search: string,
) {
  if (search.length >= containsSearchMinLength) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      return eb.or([
        eb(sql<string>`lower(users.full_name)`, 'like', pattern),
        eb('users.email', 'like', pattern),
      ]);
    }
    // A quoted phrase is a substring search of the trigram index.
    const phrase = `"${search.replaceAll('"', '""')}"`;
    return eb(
      sql<number>`users.rowid`,
      'in',
      sql<number>`(select rowid from users_search where users_search match ${phrase})`,
    );
  }
  const end = prefixEnd(search);
  const name = sql<string>`lower(users.full_name)`;
  return eb.or([
    eb.and([eb(name, '>=', search), eb(name, '<', end)]),
    eb.and([eb('users.email', '>=', search), eb('users.email', '<', end)]),
  ]);
}
