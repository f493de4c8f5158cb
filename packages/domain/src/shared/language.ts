/**
 * The languages of the portal (issue 37, docs/decisions/0125): BCP 47 primary subtags, English
 * first (the default of an account and of a visitor whose browser asks for none of them). Kept free
 * of zod so that the sign-in page can read it without the schema library.
 */
export const languages = ['en', 'es'] as const;

/** One of `languages`. */
export type Language = (typeof languages)[number];

/** The language of a new account and of a visitor who asked for none of `languages`. */
export const defaultLanguage: Language = 'en';

/** True when `value` is one of `languages`. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language `value` names (a stored `users.language`, an invitation's, a `lang` query, a
 * negotiated tag), `defaultLanguage` for anything else: null, undefined, an unknown code.
 */
export function languageOr(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}
