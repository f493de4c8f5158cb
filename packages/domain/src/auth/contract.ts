import { z } from 'zod';
import { emailMaxLength } from '../shared/email-pattern.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { messageReplySchema } from '../shared/errors.js';
import { messages } from '../shared/messages.js';
import { passwordMaxLength } from '../shared/password-rules.js';
import { userSchema } from '../shared/user.js';
import { authRoutes } from './routes.js';
import { otpMaxLength, otpMessages } from './rules.js';

/**
 * `GET /api/auth` reply (accounts spec §3 Auth-state reply). `user` is null without a live
 * session; `csrfToken` is given for a live session so a reloaded page can keep calling.
 */
export const authStateSchema = z.object({
  user: userSchema.nullable(),
  authBaseURL: z.string(),
  error: z.string().nullable(),
  csrfToken: z.string().nullable(),
});
export type AuthState = z.infer<typeof authStateSchema>;

/** `POST /api/login` body (accounts spec §7). E-mail is matched case-insensitively. */
export const loginBodySchema = z.object({
  email: z.string().trim().min(1, messages.fieldRequired).max(emailMaxLength),
  password: z.string().min(1, messages.fieldRequired).max(passwordMaxLength),
  rememberMe: z.boolean().optional(),
  application: z.string().max(20).optional(),
  destinationURL: z.string().max(2048).optional(),
  /**
   * A solved captcha (ALTCHA payload or reCAPTCHA response), needed only when the server answered
   * 403 `CAPTCHA_REQUIRED`: many failed sign-ins came from this address (docs/decisions/0090).
   */
  captcha: z.string().max(10_000).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * `POST /api/login` (and `POST /api/verifyOTP`) reply: the anti-forgery token to send as
 * `X-CSRF-Token`, and the user. After a correct password on a browser without a valid 'remember
 * me' trust, `user.isMFANeeded` is true and a code was e-mailed: the session serves only the
 * MFA route set until `POST /api/verifyOTP` succeeds.
 */
export const loginReplySchema = z.object({
  csrfToken: z.string(),
  user: userSchema,
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** `GET /api/keep-session-alive` reply: when the idle session would end (ISO-8601 UTC). */
export const keepAliveReplySchema = z.object({
  message: z.string(),
  expiresAt: z.string(),
});
export type KeepAliveReply = z.infer<typeof keepAliveReplySchema>;

/**
 * `POST /api/verifyOTP` body (accounts spec §4 One-time code, §5, §7): `otp` the e-mailed code,
 * 1 to 6 characters after trimming ('Please enter the OTP' when empty); `skip_mfa` true asks to
 * remember this browser so sign-ins skip the code for 30 days (`rememberMeMfaDelayMs`).
 */
export const verifyOtpBodySchema = z.object({
  otp: z
    .string(otpMessages.required)
    .trim()
    .min(1, otpMessages.required)
    .max(otpMaxLength, otpMessages.tooLong),
  skip_mfa: z.boolean().optional(),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** Endpoints of the sign-in area (accounts spec §4 Session and One-time code, §7). */
export const authEndpoints = {
  getAuth: defineEndpoint({
    ...authRoutes.getAuth,
    summary: 'The current session: user (or null), and its CSRF token.',
    reply: authStateSchema,
  }),
  login: defineEndpoint({
    ...authRoutes.login,
    errorStatuses: [429],
    summary: 'Sign in with e-mail and password; rotates the session id and returns a CSRF token.',
    body: loginBodySchema,
    reply: loginReplySchema,
  }),
  logout: defineEndpoint({
    ...authRoutes.logout,
    summary: 'Ends the session.',
    reply: messageReplySchema,
  }),
  keepSessionAlive: defineEndpoint({
    ...authRoutes.keepSessionAlive,
    summary: 'Resets the idle timer of the session.',
    reply: keepAliveReplySchema,
  }),
  verifyOtp: defineEndpoint({
    ...authRoutes.verifyOtp,
    errorStatuses: [429],
    summary:
      'Completes a sign-in with the e-mailed one-time code; rotates the session id, returns a new CSRF token and the user (isMFANeeded false). skip_mfa remembers this browser for 30 days.',
    body: verifyOtpBodySchema,
    reply: loginReplySchema,
  }),
  resendOtp: defineEndpoint({
    ...authRoutes.resendOtp,
    errorStatuses: [429, 503],
    summary: 'E-mails a new one-time sign-in code to the user of an MFA-pending session (limited).',
    reply: messageReplySchema,
  }),
} as const;
