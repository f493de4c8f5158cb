import { inviteOptions } from '@medivi/domain';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The users-admin area's texts that the domain package gives in the spec's English (issue 37,
 * docs/decisions/0125): each is looked up by the value it is, and worded by the `usersAdmin`
 * catalogue in the portal's language. A value the catalogue does not know shows as it came.
 */

/** Lingui's `_` (from `useLingui()`). */
const optionIds: Readonly<Record<string, string>> = Object.fromEntries(
  inviteOptions.map((option) => [option.value, `usersAdmin.option.${option.value}`]),
);

/** An invite option's name ('Partner (w/ PHI)', 'Socio (con PHI)') from its value (spec §3). */
export function inviteOptionText(value: string, _: Translate): string {
  const id = optionIds[value];
  return id === undefined ? value : _(id);
}
