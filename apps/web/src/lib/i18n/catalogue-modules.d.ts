/** A message catalogue compiled by Lingui's Vite plugin (`…/auth.json?lingui`, decision 0125). */
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
