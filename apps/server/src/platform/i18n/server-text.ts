import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { type Language, languages } from '@medivi/domain';
import { serverCatalogues, type ServerTextId } from '../../locales/index.js';

export type { ServerTextId } from '../../locales/index.js';

/** The values a message's placeholders take: text, or numbers Lingui formats for the locale. */
export type ServerTextValues = Record<string, string | number>;

/** The `Intl` locale of a language: a US plan, paid in dollars (`es` reads as `es-US`). */
export function intlLocaleOf(language: Language): string {
  return `${language}-US`;
}

/**
 * One Lingui instance per language, each with its own catalogue compiled once, when this module
 * loads (`compileMessageOrThrow`: a message that is not ICU stops the server at start, never a
 * request). Nothing ever calls `activate` on them again, so two requests in different languages
 * cannot change each other's words.
 */
const instances: Record<Language, I18n> = Object.fromEntries(
  languages.map((language) => {
    const merged: Record<string, string> = Object.fromEntries(
      Object.values(serverCatalogues[language]).flatMap((area) => Object.entries(area)),
    );
    const compiled = Object.fromEntries(
      Object.entries(merged).map(([id, message]) => [id, compileMessageOrThrow(message)]),
    );
    return [
      language,
      setupI18n({ locale: language, locales: [intlLocaleOf(language)], messages: { [language]: compiled } }),
    ];
  }),
) as Record<Language, I18n>;

/**
 * The server's text `id` in `language` (issue 37, docs/decisions/0126), its placeholders filled
 * from `values`; numbers in a plural (`#`) are formatted by `Intl` for `<language>-US`. Money and
 * dates are formatted by the caller (`formatMoney`, `formatLongDate`) and passed as text.
 * @returns the message; an id the catalogues lack cannot be written (`ServerTextId`).
 */
export function serverText(language: Language, id: ServerTextId, values?: ServerTextValues): string {
  return instances[language]._(id, values);
}

/** A date (`YYYY-MM-DD` or ISO-8601) as a long date of `language`, e.g. "10 de agosto de 2030". */
export function formatLongDate(language: Language, isoDate: string, timeZone = 'UTC'): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T12:00:00Z`) : new Date(isoDate);
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** US dollars to the cent for `language`: `$1,234.50` in both English and US Spanish. */
export function formatMoney(language: Language, amount: number): string {
  return new Intl.NumberFormat(intlLocaleOf(language), { style: 'currency', currency: 'USD' }).format(amount);
}
