import { defaultLanguage, isLanguage, type Language } from '@medivi/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The language of account `userId` (`users.language`, migration 0022), English for an unknown
 * account or a value outside `languages`.
 */
export async function languageOfUser(
  db: Kysely<Database> | Transaction<Database>,
  userId: string | null,
): Promise<Language> {
  if (userId === null) return defaultLanguage;
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return isLanguage(row?.language) ? row.language : defaultLanguage;
}

/**
 * The language of the account with e-mail `email` (addresses are kept lowercased), or null when
 * no account has it.
 */
export async function languageOfAddress(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<Language | null> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (row === undefined) return null;
  return isLanguage(row.language) ? row.language : defaultLanguage;
}

/**
 * The language a request without an account asks for: the first tag of its `Accept-Language`
 * header (RFC 9110 §12.5.4, by weight, ties in order) whose primary subtag the portal has
 * (`es-MX` → `es`), else English. The browser's languages are what the web app follows on a first
 * visit (docs/decisions/0125), so a person who read the public pages in Spanish gets Spanish mail.
 */
export function languageOfAcceptHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const tags = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1])
        .find((found) => found !== undefined);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: weight === undefined ? 1 : Number(weight),
        index,
      };
    })
    .filter((tag) => tag.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags.map((tag) => tag.primary).find(isLanguage) ?? defaultLanguage;
}
