import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@medivi/domain';
import { messages as english } from '../../locales/en';

/**
 * The portal's one Lingui instance (issue 37, docs/decisions/0125). English is compiled into the
 * first download; every other language's catalogue is a chunk of its own, loaded when a page first
 * needs it.
 */
i18n.load('en', english);
i18n.activate('en');

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: async () => (await import('../../locales/es')).messages,
};

const loaded = new Set<Language>(['en']);
let latestRequest = 0;

/**
 * Shows the portal in `language`: loads its catalogue once (a network request the first time for
 * any language but English), activates it, which renders every translated component again, and
 * sets `<html lang>`. When calls overlap, the last one wins.
 * @throws when the catalogue's chunk cannot be loaded (the page stays in its current language).
 */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  if (language !== 'en' && !loaded.has(language)) {
    const messages = await loaders[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (request !== latestRequest) return;
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** True when the catalogues have a message `id` (every language has the same ids). */
export function hasMessage(id: string): boolean {
  return Object.hasOwn(english, id);
}

/** The language shown now. */
export function activeLanguage(): Language {
  return i18n.locale === 'es' ? 'es' : 'en';
}

export { i18n };
