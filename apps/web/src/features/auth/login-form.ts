import type { MessageDescriptor } from '@lingui/core';
import { emailMaxLength, passwordMaxLength } from '@medivi/domain';

/** The fields of the sign-in form. */
export interface LoginFormValues {
  email: string;
  password: string;
}

/**
 * A message for each field the check refused: its catalogue id and values, worded in the page's
 * language when shown (issue 37).
 */
export type LoginFieldMessages = Partial<Record<keyof LoginFormValues, MessageDescriptor>>;

function lengthMessage(value: string, maxLength: number): MessageDescriptor | undefined {
  if (value === '') return { id: 'auth.field.required' };
  return value.length > maxLength ? { id: 'auth.field.tooLong', values: { maxLength } } : undefined;
}

/**
 * The sign-in fields checked with the rules of the login contract (`loginBodySchema`, accounts
 * spec §2): both required (`auth.field.required`, 'This field is required'; an e-mail of only
 * spaces counts as empty),
 * at most `emailMaxLength` and `passwordMaxLength` characters; the e-mail is trimmed. Plain
 * checks on the domain's constants rather than the schema keep zod out of the sign-in page's
 * download (docs/decisions/0011-code-splitting-and-start-up.md).
 */
export function checkLoginFields(input: LoginFormValues): {
  values: LoginFormValues;
  errors: LoginFieldMessages;
} {
  const values = { email: input.email.trim(), password: input.password };
  const errors: LoginFieldMessages = {};
  const emailMessage = lengthMessage(values.email, emailMaxLength);
  const passwordMessage = lengthMessage(values.password, passwordMaxLength);
  if (emailMessage !== undefined) errors.email = emailMessage;
  if (passwordMessage !== undefined) errors.password = passwordMessage;
  return { values, errors };
}
