/**
 * Password rules of the sign-in, registration, reset and change forms (accounts spec §5), shared
 * by the auth, registration and passwords areas and the server.
 */

/** Password length limits (accounts spec §5). */
export const passwordMinLength = 12;
export const passwordMaxLength = 128;

/** Password texts of the forms (accounts spec §2 screen 6, §5). */
export const passwordMessages = {
  whitespace: 'No leading or trailing whitespace',
  minLength: 'Minimum 12 characters',
  maxLength: 'Maximum 128 characters',
  /** The maximum's wording on the registration form. */
  maxLengthRegistration: 'Password must be less than 128 characters',
  mustMatch: 'Passwords must match',
  compromised: 'Password is compromised. Please choose another.',
  required: 'This field is required',
} as const;

/** Labels of the live checklist, in order (accounts spec §2 screen 6, §5). */
export const passwordChecklistLabels = {
  minLength: '12 Characters',
  uppercase: 'Uppercase',
  lowercase: 'Lowercase',
  number: 'Number',
  special: 'Special Character',
  notCompromised: 'Not a Compromised Password',
} as const;

/** Which checklist items a password meets (accounts spec §5); the compromised item is separate. */
export interface PasswordChecklist {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  /** Any character that is not a letter or digit. */
  special: boolean;
}

/** The checklist state of `password` (accounts spec §5 live checklist). */
export function passwordChecklist(password: string): PasswordChecklist {
  return {
    minLength: password.length >= passwordMinLength,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    number: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}]/u.test(password),
  };
}

/**
 * The first rule of accounts spec §5 that `password` breaks, as its message, or null. These are
 * the rules that block a submit: required, no leading or trailing whitespace, 12 to 128
 * characters. `registration` picks that form's wording of the maximum.
 */
export function passwordProblem(password: string, options: { registration?: boolean } = {}): string | null {
  if (password.length === 0) return passwordMessages.required;
  if (password.trim() !== password) return passwordMessages.whitespace;
  if (password.length < passwordMinLength) return passwordMessages.minLength;
  if (password.length > passwordMaxLength) {
    return options.registration === true
      ? passwordMessages.maxLengthRegistration
      : passwordMessages.maxLength;
  }
  return null;
}

/** Length of the SHA-1 prefix sent to a breach-range service (k-anonymity, accounts spec §5). */
export const breachRangePrefixLength = 5;

/**
 * True when the reply of a breach-range service (lines `SUFFIX:COUNT`, the format of the public
 * Pwned Passwords range API) lists `suffix` (the 35 hex characters after the prefix) with a count
 * above 0. Padding lines (count 0) never match. Case-insensitive.
 */
export function rangeListsSuffix(rangeBody: string, suffix: string): boolean {
  const wanted = suffix.toUpperCase();
  for (const line of rangeBody.split(/\r?\n/)) {
    const [lineSuffix, count] = line.trim().split(':');
    if (lineSuffix?.toUpperCase() === wanted && Number(count ?? '0') > 0) return true;
  }
  return false;
}
