import { fullNameProblem, passwordMessages, passwordProblem, registrationMessages } from '@medivi/domain';

/** The values of the Create Account form. */
export interface CreateProfileValues {
  fullName: string;
  password: string;
  passwordConfirm: string;
  agreed: boolean;
}

/** Which fields were focused (dirty) and whether the agreement box was touched. */
export interface CreateProfileTouched {
  fullName: boolean;
  password: boolean;
  passwordConfirm: boolean;
  agreed: boolean;
}

export type CreateProfileErrors = Partial<Record<keyof CreateProfileValues, string>>;

/**
 * Every rule the Create Account form breaks (accounts spec §4 Create Account form, §5), whether
 * or not it is shown yet: full name (no padding, ≥ 3), password (no padding, 12–128, not
 * compromised), re-entry equal once non-empty, agreement ticked.
 */
export function createProfileErrors(values: CreateProfileValues, compromised: boolean): CreateProfileErrors {
  const errors: CreateProfileErrors = {};
  const fullName = values.fullName === '' ? null : fullNameProblem(values.fullName);
  if (fullName !== null) errors.fullName = fullName;
  const password = values.password === '' ? null : passwordProblem(values.password);
  if (password !== null) errors.password = password;
  else if (compromised) errors.password = passwordMessages.compromised;
  if (values.passwordConfirm !== '' && values.passwordConfirm !== values.password) {
    errors.passwordConfirm = passwordMessages.mustMatch;
  }
  if (!values.agreed) errors.agreed = registrationMessages.mustAgree;
  return errors;
}

/**
 * The errors to show: a field's only once it was focused (fields become dirty on first focus),
 * the agreement's only once the box was touched and is unticked.
 */
export function visibleErrors(
  errors: CreateProfileErrors,
  touched: CreateProfileTouched,
): CreateProfileErrors {
  const shown: CreateProfileErrors = {};
  for (const key of Object.keys(errors) as (keyof CreateProfileValues)[]) {
    if (touched[key]) shown[key] = errors[key];
  }
  return shown;
}

/**
 * True when CREATE ACCOUNT may be pressed (accounts spec §4 Create Account form): password,
 * re-entry and full name non-empty after trimming, agreement ticked, no field error, a registered
 * e-mail known, and no compromised look-up pending.
 */
export function canCreateAccount(
  values: CreateProfileValues,
  errors: CreateProfileErrors,
  email: string | null,
  isChecking: boolean,
): boolean {
  return (
    values.fullName.trim() !== '' &&
    values.password.trim() !== '' &&
    values.passwordConfirm.trim() !== '' &&
    values.agreed &&
    Object.keys(errors).length === 0 &&
    email !== null &&
    email !== '' &&
    !isChecking
  );
}
