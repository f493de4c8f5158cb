import { formatter } from '@lingui/format-json';
import { defineConfig } from '@lingui/conf';

/**
 * The portal's message catalogues (issue 37, docs/decisions/0125): one JSON file per area and
 * language under src/locales/<language>/<area>.json, each an object of ICU messages keyed by id
 * (`auth.signIn.title`). Lingui's Vite plugin compiles a catalogue when it is imported with the
 * `?lingui` suffix, so the browser gets no message parser.
 *
 * Start-up areas are in every page's first download (`locales/<language>/index.ts`); a page area
 * loads with the pages that use it (`loadAreas` in `lib/i18n/i18n.ts`, awaited where the page's
 * code is imported). Adding a page area: add its name to `pageAreas`, a file for it in each
 * language, its loaders in `lib/i18n/page-areas.ts`, and `importWithAreas(() => import(…), '<area>')`
 * where each page or lazy part that shows its texts is imported.
 */
export const startUpAreas = ['common', 'auth', 'shell', 'errors'] as const;

/** The areas whose catalogues load with their pages (docs/decisions/0125). */
export const pageAreas = [
  'accounts',
  'notifications',
  'providerSearch',
  'providerExperience',
  'cases',
  'serverErrors',
  'usersAdmin',
  'audit',
  'codeLookup',
  'claims',
  'priceEstimates',
  'home',
  'reports',
  'costComparison',
  'mfa',
  'registration',
  'passwords',
  'rbpForm',
  'onboarding',
  'accountState',
  'contact',
  'publicInfo',
  'serviceLevels',
  'transparency',
  'training',
  'benchmarkViews',
  'benchmarkCommon',
  'repricing',
  'benchmarks',
] as const;

/** Every area, one JSON file per language each. */
export const catalogueAreas = [...startUpAreas, ...pageAreas] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: catalogueAreas.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
});
