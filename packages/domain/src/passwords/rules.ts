import { passwordMaxLength, passwordMessages } from '../shared/password-rules.js';

/**
 * Password reset and change rules and texts (accounts spec §2 screens 2, 3, 8; §4 Password reset;
 * §5). Texts quoted from the spec are marked; the others fill what the spec leaves unsaid
 * (docs/decisions/0035-password-reset-and-change.md).
 */
export const passwordFlowMessages = {
  /** Spec §2 screen 3. */
  resetSuccess: 'Congratulations, your password has been successfully reset.',
  /** Spec §2 screen 8. */
  changeSuccess: 'Congratulations, your password has been successfully changed.',
  /** Spec §2 screen 3, when the destination is the mobile login path. */
  returnToMobileApp: 'Please return to the MediVI Mobile app to continue.',
  /** Spec §2 screen 3: the success page's link. */
  returnToLogin: 'Return to Login page',
  /** Spec §2 screens 2, 9. */
  emailSentTitle: 'Email Sent',
  emailResentTitle: 'Email Resent',
  /** The same reply whether or not an account exists (no enumeration). */
  resetRequested: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  resetLinkInvalid: 'This password reset link is not valid or has expired. Please request a new one.',
  resetNotVerified: 'Please open the password reset link from your e-mail again.',
  passwordUpdated: 'Your password has been updated.',
  currentPasswordWrong: 'The current password is incorrect.',
  emailNotSignedIn: 'This is not the e-mail of the signed-in account.',
  sameAsCurrent: 'The new password must be different from the current password.',
  destinationInvalid: 'Must be a path on this site',
  rangePrefixInvalid: 'The prefix must be exactly 5 hexadecimal characters.',
} as const;

/** The MediVI Mobile app's sign-in path; a reset ending there tells the user to go back to the app. */
export const mobileLoginPath = '/medivi-mobile-login';

/** Destination of the success page's link when none is stored (spec §2 screen 3). */
export const defaultResetDestination = '/';

/** Longest destination path kept, characters. */
export const destinationMaxLength = 2048;

/** How long a verified reset link lets the browser set a new password, ms (15 minutes). */
export const verifiedResetLifetimeMs = 15 * 60 * 1000;

/** Query parameter of the e-mailed reset link that carries a non-default destination. */
export const resetDestinationParam = 'destinationURL';

/**
 * The destination of a reset as a same-origin path, or null when it is not acceptable (no open
 * redirect): a path starting with a single `/` (not `//` or `/\`), without control characters,
 * or an absolute http(s) URL on `origin` (reduced to its path, query and fragment). Everything
 * else, including other origins and `javascript:`, is refused.
 */
export function resetDestinationPath(value: string, origin?: string): string | null {
  if (value.length === 0 || value.length > destinationMaxLength) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001F\u007F\\]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  if (origin === undefined) return null;
  try {
    const url = new URL(value);
    if (url.origin !== new URL(origin).origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** True when `destination` is the mobile app's sign-in path (spec §2 screen 3). */
export function isMobileDestination(destination: string): boolean {
  return destination.split(/[?#]/)[0] === mobileLoginPath;
}

/**
 * The first rule of spec §5 "Change password: current password without padding, max 128" that
 * `value` breaks, as its message, or null.
 */
export function currentPasswordProblem(value: string): string | null {
  if (value.length === 0) return passwordMessages.required;
  if (value.trim() !== value) return passwordMessages.whitespace;
  if (value.length > passwordMaxLength) return passwordMessages.maxLength;
  return null;
}
