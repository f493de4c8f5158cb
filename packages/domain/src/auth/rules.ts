/**
 * Session and sign-in constants (accounts spec §9). The password and e-mail limits the sign-in
 * shares with other areas live in shared/password-rules.ts and shared/email-pattern.ts.
 */

/** Client inactivity limit before the timeout dialog opens, in ms (14 minutes). */
export const inactivityTimeoutMs = 840_000;

/** Countdown of the timeout dialog before the client logs off, in ms. */
export const inactivityCountdownMs = 60_000;

/** Activity (click, keypress, scroll) refreshes the last-activity time at most this often, ms. */
export const activityThrottleMs = 60_000;

/** How often the client checks for inactivity, ms. */
export const inactivityCheckIntervalMs = 1_000;

/**
 * The server ends a session idle for this long, ms: the client timeout plus its countdown, so the
 * dialog always gets to finish first.
 */
export const serverSessionIdleMs = inactivityTimeoutMs + inactivityCountdownMs;

/** Paths on which the inactivity dialog never opens (accounts spec §4 Inactivity). */
export const inactivityExemptPaths: readonly string[] = ['/', '/login', '/welcome', '/register'];

/** 'Remember me' delays MFA on that browser for this long, ms (30 days). */
export const rememberMeMfaDelayMs = 30 * 24 * 60 * 60 * 1000;

/** Longest one-time sign-in code accepted, characters (accounts spec §5, §9). */
export const otpMaxLength = 6;

/** Texts of the sign-in code dialog and endpoints (accounts spec §4 One-time code, §8). */
export const otpMessages = {
  /** Submitting an empty code (spec §4, §8). */
  required: 'Please enter the OTP',
  /** After a new code was sent (spec §4, §7). */
  resent: 'A new OTP has been sent to your email',
  tooLong: `The OTP has at most ${String(otpMaxLength)} characters`,
  wrong: 'The OTP is incorrect. Please check the code in your email.',
  expired: 'The OTP has expired. Please request a new one.',
  spent: 'The OTP can no longer be used. Please request a new one.',
  notPending: 'No sign-in code is awaited for this session. Please sign in again.',
  mfaRequired: 'Please enter the OTP sent to your email to finish signing in.',
} as const;
