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
  'apps/web/src/features/cases/my-cases-page.tsx',
  'apps/web/src/features/cases/case-table.tsx',
  'apps/web/src/features/cases/case-filters.tsx',
  'apps/web/src/features/cases/case-status-text.tsx',
  'apps/web/src/features/cases/case-detail-dialog.tsx',
  'apps/web/src/features/cases/submit-case-dialog.tsx',
  'apps/web/src/features/cases/submission-overlays.tsx',
  'apps/web/src/features/cases/step-actions.tsx',
  'apps/web/src/features/cases/case-page-frame.tsx',
  'apps/web/src/features/cases/member-detail-page.tsx',
  'apps/web/src/features/cases/member-contact-form.tsx',
  'apps/web/src/features/cases/read-only-fields.tsx',
  'apps/web/src/features/cases/contact-fields.tsx',
  'apps/web/src/features/cases/provider-detail-page.tsx',
  'apps/web/src/features/cases/provider-detail-form.tsx',
  'apps/web/src/features/cases/access-issue-fields.tsx',
  'apps/web/src/features/cases/health-plan-fields.tsx',
  'apps/web/src/features/cases/upload-file-page.tsx',
  'apps/web/src/features/cases/case-claim-summary.tsx',
  'apps/web/src/features/cases/case-status-form.tsx',
  'apps/web/src/features/cases/case-clock-panel.tsx',
  'apps/web/src/features/cases/case-clock-extension-form.tsx',
  'apps/web/src/features/cases/client-plan-select.tsx',
  'apps/web/src/features/cases/appeal-documents.tsx',
  'apps/web/src/features/cases/client-patient-form.tsx',
  'apps/web/src/components/responsive-table/list-pager.tsx',
  'apps/web/src/components/responsive-table/phone-cards.tsx',
  'apps/web/src/components/responsive-table/desktop-table.tsx',
  'apps/web/src/components/missing-fields-hint.tsx',
  'apps/web/src/components/us-state-select.tsx',
  'apps/web/src/components/date-field.tsx',
  'apps/web/src/components/file-drop-zone.tsx',
  'apps/web/src/components/file-uploads/upload-problems-dialog.tsx',
  'apps/web/src/app/layout/*.tsx',
  'apps/web/src/app/route-error-page.tsx',
  'apps/web/src/app/boot-fallback.tsx',
  'apps/web/src/features/auth/timeout-dialog.tsx',
  'apps/web/src/components/loading-text.tsx',
  'apps/web/src/components/notification-switch.tsx',
  'apps/web/src/features/accounts/*.tsx',
  'apps/web/src/features/auth/mfa-dialog.tsx',
  'apps/web/src/features/registration/*.tsx',
  'apps/web/src/components/create-account/*.tsx',
  'apps/web/src/components/password/*.tsx',
  'apps/web/src/components/credentials-in-use-dialog.tsx',
  'apps/web/src/components/public-page-frame.tsx',
  'apps/web/src/features/rbp-form/*.tsx',
  'apps/web/src/components/captcha-widget.tsx',
  'apps/web/src/components/deferred-captcha.tsx',
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
