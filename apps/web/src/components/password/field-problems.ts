import {
  createAccountMessages,
  emailFieldMessages,
  memberFieldMessages,
  passwordFlowMessages,
  passwordMessages,
  registrationMessages,
} from '@medivi/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import { wordedResolver } from '../../lib/i18n/worded-resolver';
import { dateProblemText } from '../date-problem-text';
import type { Translate } from '../../lib/i18n/i18n';

/*
 * The field messages of the registration, Create Account and password forms (accounts spec §5),
 * which the domain package gives in the spec's English (issue 37, docs/decisions/0125): each is
 * looked up by the message it is and worded by the `passwords` catalogue (the date rules by
 * `common`) in the portal's language. A message the catalogue does not know shows as it came.
 */

const problemIds: Readonly<Record<string, string>> = {
  [memberFieldMessages.required]: 'passwords.problem.requiredFull',
  [memberFieldMessages.onlyNumbers]: 'passwords.problem.onlyNumbers',
  [emailFieldMessages.invalid]: 'passwords.problem.emailInvalid',
  [createAccountMessages.fullNameMinLength]: 'passwords.problem.fullNameMinLength',
  [registrationMessages.mustAgree]: 'passwords.problem.mustAgree',
  [passwordMessages.required]: 'passwords.problem.required',
  [passwordMessages.whitespace]: 'passwords.problem.whitespace',
  [passwordMessages.minLength]: 'passwords.problem.minLength',
  [passwordMessages.maxLength]: 'passwords.problem.maxLength',
  [passwordMessages.maxLengthRegistration]: 'passwords.problem.maxLengthRegistration',
  [passwordMessages.mustMatch]: 'passwords.problem.mustMatch',
  [passwordMessages.compromised]: 'passwords.problem.compromised',
  [passwordFlowMessages.currentPasswordWrong]: 'passwords.problem.currentPasswordWrong',
  [passwordFlowMessages.sameAsCurrent]: 'passwords.problem.sameAsCurrent',
};

/** A field message of these forms in the portal's language; another message as it came. */
export function fieldProblemText(message: string, _: Translate): string {
  const date = dateProblemText(message, _);
  if (date !== null) return date;
  const id = problemIds[message];
  if (id !== undefined) return _(id);
  const tooLong = /^Maximum (\d+) characters$/.exec(message);
  return tooLong === null ? message : _('passwords.problem.tooLong', { max: Number(tooLong[1]) });
}

/** A message or none, worded by `fieldProblemText`. */
export function fieldProblemOrNone(message: string | undefined, _: Translate): string | undefined {
  return message === undefined ? undefined : fieldProblemText(message, _);
}

/** `check` with its field messages worded in the portal's language (`fieldProblemText`). */
export function wordedFieldResolver<Values extends FieldValues, Context, Output>(
  check: Resolver<Values, Context, Output>,
  _: Translate,
): Resolver<Values, Context, Output> {
  return wordedResolver(check, (message) => fieldProblemText(message, _));
}
