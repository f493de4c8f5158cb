/** A message catalogue compiled by Lingui's Vite plugin (`…/auth.json?lingui`, decision 0125). */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}

/**
 * An ALTCHA widget translation (`altcha/i18n/<code>`): imported for its effect, it registers its
 * words under its code; the package's types name no file for it.
 */
declare module 'altcha/i18n/*';
