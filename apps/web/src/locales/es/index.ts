import { messages as accounts } from './accounts.json?lingui';
import { messages as auth } from './auth.json?lingui';
import { messages as cases } from './cases.json?lingui';
import { messages as common } from './common.json?lingui';
import { messages as errors } from './errors.json?lingui';
import { messages as notifications } from './notifications.json?lingui';
import { messages as providerSearch } from './providerSearch.json?lingui';
import { messages as shell } from './shell.json?lingui';

/** Every area's catalogue of this language, compiled at build time (decision 0125). */
export const messages = {
  ...common,
  ...auth,
  ...shell,
  ...accounts,
  ...errors,
  ...notifications,
  ...providerSearch,
  ...cases,
};
