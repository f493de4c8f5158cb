import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/conf';

/**
 * The portal's message catalogues (issue 37, docs/decisions/0125): one JSON file per area and
 * language under src/locales/<language>/<area>.json, each an object of ICU messages keyed by id
 * (`auth.signIn.title`). Lingui's Vite plugin compiles a catalogue when it is imported with the
 * `?lingui` suffix, so the browser gets no message parser. Adding an area: add its name here and a
 * file for it in each language (src/locales/README.md).
 */
export const catalogueAreas = [
  'common',
  'auth',
  'shell',
  'accounts',
  'errors',
  'notifications',
  'providerSearch',
] as const;

/**
 * The areas whose English is in the start-up chunk, which every page needs: the others' English
 * loads with their pages' code (`src/locales/en/load-<area>.ts`, decision 0125), so that the sign-in
 * page does not download the texts of signed-in screens. Spanish is one chunk of every area.
 */
export const startUpAreas = ['common', 'auth', 'shell', 'errors'] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: catalogueAreas.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
});
