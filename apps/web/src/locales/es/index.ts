import { messages as auth } from './auth.json?lingui';
import { messages as common } from './common.json?lingui';
import { messages as errors } from './errors.json?lingui';
import { messages as shell } from './shell.json?lingui';

/**
 * The start-up areas' catalogues of this language (lingui.config.ts `startUpAreas`), compiled at
 * build time (decision 0125); page areas load with their pages (`lib/i18n/page-areas.ts`).
 */
export const messages = {
  ...common,
  ...auth,
  ...shell,
  ...errors,
};
