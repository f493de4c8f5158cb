import { defaultLanguage, isLanguage, type Language } from '@medivi/domain';
import { readStorage, storageKeys, writeStorage } from '../storage';

/**
 * The first of the browser's preferred languages (`navigator.languages`, BCP 47 tags such as
 * `es-US`) whose primary subtag the portal has, or null when it has none of them.
 */
export function languageFromBrowser(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language a page opens in (issue 37, docs/decisions/0125): the one this browser chose before
 * (`stored`, from local storage), else the browser's preference, else English. A signed-in
 * account's own language replaces it once the session is known.
 */
export function pickStartLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  return languageFromBrowser(preferred) ?? defaultLanguage;
}

/** The language this browser last chose or was given by an account, or null. */
export function readRememberedLanguage(): string | null {
  return readStorage(storageKeys.language);
}

/** Keeps `language` for this browser, so it sticks for a visitor and after signing out. */
export function rememberLanguage(language: Language): void {
  writeStorage(storageKeys.language, language);
}

/** The browser's preferred languages, most wanted first (empty where the browser says none). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
