import { memberFormMessages } from '@medivi/domain';
import type { Translate } from '../../lib/i18n/i18n';

const messageIds: Readonly<Record<string, string>> = {
  [memberFormMessages.required]: 'accounts.fieldMessage.required',
  [memberFormMessages.onlyNumbers]: 'accounts.fieldMessage.onlyNumbers',
  [memberFormMessages.fiveDigits]: 'accounts.fieldMessage.fiveDigits',
  [memberFormMessages.dependentAge]: 'accounts.fieldMessage.dependentAge',
};

/**
 * A message of the member form's rules (accounts spec §5, `memberFormMessages`: 'This field is
 * required.', 'Only numbers are allowed.', 'Must be 5 digits.', the dependent's age, 'Maximum 50
 * characters'), from the form's check or the server's field errors, in the portal's language
 * (issue 37). Date messages are left as they are: the date field words them itself.
 */
export function memberFormMessageText(message: string, _: Translate): string {
  const id = messageIds[message];
  if (id !== undefined) return _(id);
  const tooLong = /^Maximum (\d+) characters$/.exec(message);
  return tooLong === null ? message : _('accounts.fieldMessage.tooLong', { max: tooLong[1] ?? '' });
}
