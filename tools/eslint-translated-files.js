// @ts-check

/**
 * The web app's files whose every user-visible text comes from the message catalogues (issue 37,
 * docs/decisions/0125): all of them. `i18next/no-literal-string` refuses a literal text in their
 * JSX: between tags, and in the attributes a person reads or hears. The list grew screen by screen
 * while the portal was converted; every `.tsx` file of `apps/web/src` is converted now, so a new
 * file is held to it from its first line.
 */
export const translatedFiles = ['apps/web/src/**/*.tsx'];

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
