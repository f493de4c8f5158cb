import { currentPasswordProblem, emailFieldProblem, passwordMessages, passwordProblem } from '@medivi/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Fields of the reset form (spec §2 screen 3). */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Fields of the change form (spec §2 screen 8). */
export interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

/** The field of the reset request form (spec §2 screen 2). */
export interface ResetRequestValues {
  email: string;
}

type Messages<T> = Partial<Record<keyof T, string>>;

/**
 * The blocking rules of a new password and its re-entry (spec §5): required, no padding, 12 to
 * 128 characters, and 'Passwords must match'. The checklist items (case, digits, special, not
 * compromised) do not block (spec §5 "The checklist does not block submit").
 */
export function newPasswordProblems(values: NewPasswordValues): Messages<NewPasswordValues> {
  const problems: Messages<NewPasswordValues> = {};
  const password = passwordProblem(values.password);
  if (password !== null) problems.password = password;
  if (values.confirmPassword === '') problems.confirmPassword = passwordMessages.required;
  else if (values.confirmPassword !== values.password) problems.confirmPassword = passwordMessages.mustMatch;
  return problems;
}

/** `newPasswordProblems` plus the current password (spec §5: no padding, max 128). */
export function changePasswordProblems(values: ChangePasswordValues): Messages<ChangePasswordValues> {
  const problems: Messages<ChangePasswordValues> = newPasswordProblems(values);
  const current = currentPasswordProblem(values.currentPassword);
  if (current !== null) problems.currentPassword = current;
  return problems;
}

/** The e-mail rules of the reset request (spec §5). */
export function resetRequestProblems(values: ResetRequestValues): Messages<ResetRequestValues> {
  const problem = emailFieldProblem(values.email);
  return problem === null ? {} : { email: problem };
}

/** A react-hook-form resolver from a function that lists one message per broken field. */
export function resolverOf<T extends FieldValues>(check: (values: T) => Messages<T>): Resolver<T> {
  return (values) => {
    const entries = Object.entries(check(values)).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    );
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([name, message]) => [name, { type: 'validate', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
