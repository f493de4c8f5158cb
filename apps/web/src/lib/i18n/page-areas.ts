import type { Messages } from '@lingui/core';
import type { Language } from '@medivi/domain';
import type { pageAreas } from '../../../lingui.config';

/** An area whose catalogue loads with its pages rather than at start-up (lingui.config.ts). */
export type PageArea = (typeof pageAreas)[number];

/** A compiled catalogue module (`…/<area>.json?lingui`). */
interface CatalogueModule {
  messages: Messages;
}

/**
 * Where each page area's catalogue comes from, per language (docs/decisions/0125): each is a chunk
 * of its own, fetched in parallel with the code of the first page that shows the area, so that no
 * page downloads the texts of pages it is not.
 */
export const pageAreaCatalogues: Record<PageArea, Record<Language, () => Promise<CatalogueModule>>> = {
  notifications: {
    en: () => import('../../locales/en/notifications.json?lingui'),
    es: () => import('../../locales/es/notifications.json?lingui'),
  },
  accounts: {
    en: () => import('../../locales/en/accounts.json?lingui'),
    es: () => import('../../locales/es/accounts.json?lingui'),
  },
  cases: {
    en: () => import('../../locales/en/cases.json?lingui'),
    es: () => import('../../locales/es/cases.json?lingui'),
  },
  providerSearch: {
    en: () => import('../../locales/en/providerSearch.json?lingui'),
    es: () => import('../../locales/es/providerSearch.json?lingui'),
  },
  providerExperience: {
    en: () => import('../../locales/en/providerExperience.json?lingui'),
    es: () => import('../../locales/es/providerExperience.json?lingui'),
  },
  serverErrors: {
    en: () => import('../../locales/en/serverErrors.json?lingui'),
    es: () => import('../../locales/es/serverErrors.json?lingui'),
  },
  usersAdmin: {
    en: () => import('../../locales/en/usersAdmin.json?lingui'),
    es: () => import('../../locales/es/usersAdmin.json?lingui'),
  },
  audit: {
    en: () => import('../../locales/en/audit.json?lingui'),
    es: () => import('../../locales/es/audit.json?lingui'),
  },
  codeLookup: {
    en: () => import('../../locales/en/codeLookup.json?lingui'),
    es: () => import('../../locales/es/codeLookup.json?lingui'),
  },
  claims: {
    en: () => import('../../locales/en/claims.json?lingui'),
    es: () => import('../../locales/es/claims.json?lingui'),
  },
  priceEstimates: {
    en: () => import('../../locales/en/priceEstimates.json?lingui'),
    es: () => import('../../locales/es/priceEstimates.json?lingui'),
  },
  home: {
    en: () => import('../../locales/en/home.json?lingui'),
    es: () => import('../../locales/es/home.json?lingui'),
  },
  reports: {
    en: () => import('../../locales/en/reports.json?lingui'),
    es: () => import('../../locales/es/reports.json?lingui'),
  },
  costComparison: {
    en: () => import('../../locales/en/costComparison.json?lingui'),
    es: () => import('../../locales/es/costComparison.json?lingui'),
  },
  mfa: {
    en: () => import('../../locales/en/mfa.json?lingui'),
    es: () => import('../../locales/es/mfa.json?lingui'),
  },
  registration: {
    en: () => import('../../locales/en/registration.json?lingui'),
    es: () => import('../../locales/es/registration.json?lingui'),
  },
  passwords: {
    en: () => import('../../locales/en/passwords.json?lingui'),
    es: () => import('../../locales/es/passwords.json?lingui'),
  },
  rbpForm: {
    en: () => import('../../locales/en/rbpForm.json?lingui'),
    es: () => import('../../locales/es/rbpForm.json?lingui'),
  },
  onboarding: {
    en: () => import('../../locales/en/onboarding.json?lingui'),
    es: () => import('../../locales/es/onboarding.json?lingui'),
  },
  accountState: {
    en: () => import('../../locales/en/accountState.json?lingui'),
    es: () => import('../../locales/es/accountState.json?lingui'),
  },
  contact: {
    en: () => import('../../locales/en/contact.json?lingui'),
    es: () => import('../../locales/es/contact.json?lingui'),
  },
  publicInfo: {
    en: () => import('../../locales/en/publicInfo.json?lingui'),
    es: () => import('../../locales/es/publicInfo.json?lingui'),
  },
  serviceLevels: {
    en: () => import('../../locales/en/serviceLevels.json?lingui'),
    es: () => import('../../locales/es/serviceLevels.json?lingui'),
  },
  transparency: {
    en: () => import('../../locales/en/transparency.json?lingui'),
    es: () => import('../../locales/es/transparency.json?lingui'),
  },
  training: {
    en: () => import('../../locales/en/training.json?lingui'),
    es: () => import('../../locales/es/training.json?lingui'),
  },
  benchmarkViews: {
    en: () => import('../../locales/en/benchmarkViews.json?lingui'),
    es: () => import('../../locales/es/benchmarkViews.json?lingui'),
  },
  repricing: {
    en: () => import('../../locales/en/repricing.json?lingui'),
    es: () => import('../../locales/es/repricing.json?lingui'),
  },
  benchmarks: {
    en: () => import('../../locales/en/benchmarks.json?lingui'),
    es: () => import('../../locales/es/benchmarks.json?lingui'),
  },
  // The benchmarks search field and the list of views, shown by the chart and by every further view.
  benchmarkCommon: {
    en: () => import('../../locales/en/benchmarkCommon.json?lingui'),
    es: () => import('../../locales/es/benchmarkCommon.json?lingui'),
  },
};
