import { messages as auth } from './auth.json?lingui';
import { messages as common } from './common.json?lingui';
import { messages as errors } from './errors.json?lingui';
import { messages as shell } from './shell.json?lingui';

/**
 * The English catalogue of start-up (`startUpAreas` of lingui.config.ts), compiled at build time
 * (decision 0125). The other areas' English loads with their pages (`load-<area>.ts`).
 */
export const messages = {
  ...common,
  ...auth,
  ...shell,
  ...errors,
};
