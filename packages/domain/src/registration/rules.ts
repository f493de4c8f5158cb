import { emailFieldMessages, emailFieldProblem } from '../shared/email-pattern.js';
import { createAccountMessages } from '../shared/create-account-rules.js';
import { memberFieldMessages } from '../shared/member-fields.js';

/**
 * Registration rules shared by the form and the server (accounts spec §5 "Registration fields",
 * "E-mail", "Full name", §9). The member fields' limits and texts, which the Add Plan form shares,
 * are in shared/member-fields.ts.
 */

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const registrationEmailMaxLength = 254;

/** Texts of the registration and Create Account forms (accounts spec §4, §5). */
export const registrationMessages = {
  /** Registration fields say it with a full stop (accounts spec §5). */
  required: memberFieldMessages.required,
  onlyNumbers: memberFieldMessages.onlyNumbers,
  emailInvalid: emailFieldMessages.invalid,
  fullNameWhitespace: createAccountMessages.fullNameWhitespace,
  fullNameMinLength: createAccountMessages.fullNameMinLength,
  mustAgree: 'Must agree to terms of service',
  credentialsInUseTitle: 'Member credentials already in use',
  /** One answer for every mismatch, so it never tells which field was wrong (docs/decisions/0031). */
  credentialsNotFound:
    'We could not find a member with these details. Please check them against your member ID card and try again.',
  credentialsInUse: 'These member credentials are already associated with an account.',
  credentialsVerified: 'Member information verified.',
  underAge:
    'Members under 18 cannot register on their own. A parent or guardian can add them as a dependent.',
  emailAvailable: 'This e-mail is available.',
  emailHasAccount: 'An account with this e-mail already exists. Enter its password to add this plan to it.',
  verificationSent: 'A verification e-mail has been sent.',
  planAddedToAccount: 'The plan was added to your account. Please sign in.',
  verificationFailed: 'This verification link is invalid or has expired.',
  emailVerified: 'Your e-mail address is verified.',
  emailNotVerified: 'Please verify your e-mail address first.',
  profileExists: 'Your profile has already been created.',
  profileCreated: 'Your account has been created.',
  welcome: 'Welcome to MediVI',
} as const;

/**
 * The first e-mail rule `email` breaks, or null (accounts spec §5 E-mail): the generic rules of
 * the e-mail fields, and at most 254 characters.
 */
export function emailProblem(email: string): string | null {
  return (
    emailFieldProblem(email) ??
    (email.length > registrationEmailMaxLength ? registrationMessages.emailInvalid : null)
  );
}

/**
 * An e-mail address with most of its local part hidden, for the 'credentials in use' dialog:
 * `jordan@example.test` → `jo****@example.test` (docs/decisions/0031). Addresses with a local part
 * of two characters or fewer keep only the first.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '****';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${shown}****${email.slice(at)}`;
}
