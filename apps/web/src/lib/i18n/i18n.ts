import { type I18n, setupI18n, type Messages } from '@lingui/core';
import { I18nProvider as LinguiProvider, useLingui as useLinguiContext } from '@lingui/react';
import { defaultLanguage, isLanguage, type Language } from '@medivi/domain';
import type { AppDispatch } from '../../app/store';
import { messages as english } from '../../locales/en';
import { readStorage, storageKeys, writeStorage } from '../storage';
import { pageAreaCatalogues, type PageArea } from './page-areas';

/*
 * The portal language (issue 37, docs/decisions/0125), in one module so that the start-up code of
 * every page gets it in one chunk: Lingui's instance with the start-up areas' English compiled in,
 * the language a page opens in, and the visitor's choice kept for the next sign-in. Every other
 * language's start-up catalogue is a chunk of its own, loaded when a page first needs it; a page
 * area's catalogue (either language) loads with the pages that show it (`loadAreas`).
 */
/** The portal's Lingui instance, its own rather than Lingui's global one. */
const i18n = setupI18n();
// Copies: Lingui merges later loads into the object it was first given for a language.
i18n.load('en', { ...english });
i18n.activate('en');

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: async () => (await import('../../locales/es')).messages,
};

const loaded = new Set<Language>(['en']);
let latestRequest = 0;
/** The language of the latest `activateLanguage` call, shown once its catalogues are in. */
let requestedLanguage: Language = 'en';
/** The page areas a page has asked for so far: a language switch loads them all. */
const wantedAreas = new Set<PageArea>();
/** One load per language and area, kept once it succeeded (a failed load is tried again). */
const areaLoads = new Map<string, Promise<void>>();

function loadArea(language: Language, area: PageArea): Promise<void> {
  const key = `${language}:${area}`;
  let load = areaLoads.get(key);
  if (!load) {
    load = pageAreaCatalogues[area][language]().then(({ messages }) => {
      i18n.load(language, { ...messages });
    });
    load.catch(() => areaLoads.delete(key));
    areaLoads.set(key, load);
  }
  return load;
}

/**
 * Loads the catalogues of page `areas` (lingui.config.ts `pageAreas`) for the language shown and
 * the one being switched to, once each; a page awaits it beside the import of its own code, so it
 * renders with its texts. The areas are remembered: a later language switch loads them too.
 * @throws when a catalogue's chunk cannot be loaded (the page's load fails as if its code had).
 */
export async function loadAreas(...areas: PageArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  const languages = new Set<Language>([activeLanguage(), requestedLanguage]);
  await Promise.all([...languages].flatMap((language) => areas.map((area) => loadArea(language, area))));
}

/**
 * Imports a page's (or a lazy part's) code with the catalogues of the page `areas` it shows, in
 * parallel; resolves to the module once both are in.
 * @throws as `load` or `loadAreas` does.
 */
export async function importWithAreas<T>(load: () => Promise<T>, ...areas: PageArea[]): Promise<T> {
  const [module] = await Promise.all([load(), loadAreas(...areas)]);
  return module;
}

/**
 * Shows the portal in `language`: loads its start-up catalogue and those of the page areas asked
 * for so far, once each (a network request the first time for any language but English),
 * activates it, which renders every translated component again, and sets `<html lang>`. When calls
 * overlap, the last one wins.
 * @throws when a catalogue's chunk cannot be loaded (the page stays in its current language).
 */
export async function activateLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  requestedLanguage = language;
  const startUp = async (): Promise<void> => {
    if (language === 'en' || loaded.has(language)) return;
    i18n.load(language, { ...(await loaders[language]()) });
    loaded.add(language);
  };
  await Promise.all([startUp(), ...[...wantedAreas].map((area) => loadArea(language, area))]);
  if (request !== latestRequest) return;
  i18n.activate(language);
  document.documentElement.lang = language;
}

/**
 * True when the language shown has a message `id` (every language has the same ids; a page area's
 * ids once its catalogue has loaded).
 */
export function hasMessage(id: string): boolean {
  return Object.hasOwn(i18n.messages, id);
}

/** The language shown now. */
export function activeLanguage(): Language {
  return i18n.locale === 'es' ? 'es' : 'en';
}

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
 * The language a page opens in: the one this browser chose before (`stored`, from local storage),
 * else the browser's preference, else English. A signed-in account's own language replaces it
 * once the session is known (app/language-sync.tsx).
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

/**
 * Shows the portal in the language this browser chose before, else the browser's own
 * (`navigator.languages`). Start-up waits for it, so that a Spanish page does not first paint in
 * English; a catalogue that cannot be loaded leaves the page in English.
 */
export async function startLanguage(): Promise<void> {
  const preferred = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  try {
    await activateLanguage(pickStartLanguage(readRememberedLanguage(), preferred));
  } catch {
    // The catalogue's chunk did not load (offline, a new deployment): English stays.
  }
}

/**
 * Notes a visitor's explicit choice on a public page, kept in this browser until the next sign-in,
 * which stores it on the account rather than replacing it with the account's (a reload between
 * the choice and the sign-in keeps it).
 */
export function noteVisitorChoice(language: Language): void {
  writeStorage(storageKeys.pendingLanguage, language);
}

/** The visitor's choice not yet stored on an account, forgotten once read; null when none. */
export function takeVisitorChoice(): Language | null {
  const choice = readStorage(storageKeys.pendingLanguage);
  writeStorage(storageKeys.pendingLanguage, null);
  return isLanguage(choice) ? choice : null;
}

/**
 * Stores `language` on the signed-in account (`POST /api/user/updateLanguage`). The API's code
 * loads on first use, so that the public pages' switch adds no request code to their download.
 * A failure reaches the snackbar queue like other account calls.
 */
export async function saveAccountLanguage(dispatch: AppDispatch, language: Language): Promise<void> {
  const { userSettingsApi } = await import('../user-settings-api');
  await dispatch(userSettingsApi.endpoints.updateLanguage.initiate({ language }));
}

export { i18n };

/**
 * Lingui's React bindings, used through this module so that they load in its chunk rather than in
 * one of their own (a re-export would leave them apart).
 */
export const I18nProvider = LinguiProvider;
export const useLingui = useLinguiContext;

/** The active language's message function (`i18n._`, `useLingui()._`), as the texts' helpers take it. */
export type Translate = I18n['_'];
