import { defaultLanguage, type Language, languageOr, languages } from '@medivi/domain';
import Negotiator from 'negotiator';
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
  return languageOr(row?.language);
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
  return languageOr(row.language);
}

/**
 * The language a request without an account asks for: the portal's language its `Accept-Language`
 * header prefers (RFC 9110 §12.5.4: by weight, then by how exactly the tag names it, then in
 * order; `es-MX` asks for `es`), as the `negotiator` package ranks them, else English. The
 * browser's languages are what the web app follows on a first visit (docs/decisions/0125), so a
 * person who read the public pages in Spanish gets Spanish mail.
 */
export function languageOfAcceptHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value === undefined || value.trim() === '') return defaultLanguage;
  const [preferred] = new Negotiator({ headers: { 'accept-language': value } }).languages([...languages]);
  return languageOr(preferred);
}
