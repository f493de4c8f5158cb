import { emailMaxLength, messages, passwordMaxLength } from '@medivi/domain';

/** The fields of the sign-in form. */
export interface LoginFormValues {
  email: string;
  password: string;
}

/** A message for each field the check refused. */
export type LoginFieldMessages = Partial<Record<keyof LoginFormValues, string>>;

function lengthMessage(value: string, maxLength: number): string | undefined {
  if (value === '') return messages.fieldRequired;
  return value.length > maxLength ? `Must be at most ${String(maxLength)} characters` : undefined;
}

/**
 * The sign-in fields checked with the rules of the login contract (`loginBodySchema`, accounts
 * spec §2): both required ('This field is required'; an e-mail of only spaces counts as empty),
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
