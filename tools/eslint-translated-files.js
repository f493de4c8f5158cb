// @ts-check

/**
 * The web app's files whose every user-visible text comes from the message catalogues (issue 37,
 * docs/decisions/0125). `i18next/no-literal-string` refuses a literal text in their JSX: between
 * tags, and in the attributes a person reads or hears. Each step of the translation adds the
 * folders or files it converted; once all of `apps/web/src` is converted, the list becomes that.
 */
export const translatedFiles = [
  'apps/web/src/features/auth/login-page.tsx',
  'apps/web/src/features/auth/sign-in-form.tsx',
  'apps/web/src/components/language-switch.tsx',
  'apps/web/src/features/notifications/notifications-page.tsx',
  'apps/web/src/features/notifications/notification-center.tsx',
  'apps/web/src/features/notifications/notification-item.tsx',
  'apps/web/src/features/notifications/notification-bell.tsx',
  'apps/web/src/features/notifications/notification-panel.tsx',
  'apps/web/src/features/provider-search/provider-search-page.tsx',
  'apps/web/src/features/provider-search/filters/*.tsx',
  'apps/web/src/features/provider-search/results/*.tsx',
  'apps/web/src/app/layout/*.tsx',
  'apps/web/src/app/route-error-page.tsx',
  'apps/web/src/app/boot-fallback.tsx',
  'apps/web/src/features/auth/timeout-dialog.tsx',
  'apps/web/src/components/loading-text.tsx',
  'apps/web/src/components/notification-switch.tsx',
  'apps/web/src/features/accounts/*.tsx',
];

/** Options of `i18next/no-literal-string` for `translatedFiles`. */
export const noLiteralStringOptions = {
  // JSX text and the attributes below; not strings elsewhere (ids, paths, style values).
  mode: 'jsx-only',
  'jsx-attributes': {
    include: ['label', 'title', 'alt', 'placeholder', 'helperText', 'aria-label', 'aria-valuetext'],
  },
  // Lingui's `_` (from `useLingui()`) and `i18n._` take a catalogue id, not a text.
  callees: { exclude: ['_', 'i18n\\._'] },
};
