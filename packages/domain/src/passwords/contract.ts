import { z } from 'zod';
import { emailFieldProblem, emailMaxLength } from '../shared/email-pattern.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { messageReplySchema } from '../shared/errors.js';
import { passwordProblem } from '../shared/password-rules.js';
import { userSchema } from '../shared/user.js';
import { passwordRoutes } from './routes.js';
import { currentPasswordProblem, destinationMaxLength, passwordFlowMessages } from './rules.js';

/** A string field checked by a rule function that returns its message or null. */
function ruleField(problem: (value: string) => string | null) {
  return z.string().superRefine((value, context) => {
    const message = problem(value);
    if (message !== null) context.addIssue({ code: 'custom', message });
  });
}

/** E-mail of the reset request (spec §5: required, no padding, the generic pattern). */
const resetEmailSchema = ruleField(
  (value) =>
    emailFieldProblem(value) ??
    (value.length > emailMaxLength ? `Must be at most ${String(emailMaxLength)} characters` : null),
);

/** A new password (spec §5: required, no padding, 12 to 128 characters). */
const newPasswordSchema = ruleField((value) => passwordProblem(value));

/**
 * `POST /api/request-password-reset` body (spec §7). `application` is the variant's name;
 * `destinationURL` is where the success page's link leads afterwards: a path on this site (or
 * an absolute URL on it), else 400. The reply is the same whether or not the account exists.
 */
export const requestPasswordResetBodySchema = z.object({
  email: resetEmailSchema,
  application: z.enum(['Claims', 'MediVI']),
  destinationURL: z.string().max(destinationMaxLength).optional(),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

/** `POST /api/verifyPasswordReset` body: the code, the last segment of the e-mailed link. */
export const verifyPasswordResetBodySchema = z.object({
  emailVerificationCode: z.string().trim().min(1, 'This field is required').max(256),
});
export type VerifyPasswordResetBody = z.infer<typeof verifyPasswordResetBodySchema>;

/**
 * `POST /api/verifyPasswordReset` reply (spec §4 Password reset: "stores token and name"):
 * `token` is the CSRF token of the reset-authorised session, to send as `X-CSRF-Token` with
 * `updatePassword`; the session is not signed in.
 */
export const verifyPasswordResetReplySchema = z.object({
  token: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type VerifyPasswordResetReply = z.infer<typeof verifyPasswordResetReplySchema>;

/** `POST /api/updatePassword` body, sent as form data (spec §7): the new password. */
export const updatePasswordBodySchema = z.object({ password: newPasswordSchema });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBodySchema>;

/**
 * `POST /api/updatePassword` reply: the password is set and the browser signed in ("update
 * (logs in, shows reset success)", spec §4), so the reply is that of a sign-in.
 */
export const updatePasswordReplySchema = z.object({
  message: z.string(),
  csrfToken: z.string(),
  user: userSchema,
});
export type UpdatePasswordReply = z.infer<typeof updatePasswordReplySchema>;

/**
 * `POST /api/updatePasswordLoggedIn` body (spec §7, §5 "Change password: current password
 * without padding, max 128"). `email` must be the signed-in account's.
 */
export const updatePasswordLoggedInBodySchema = z.object({
  email: z.string().trim().min(1, 'This field is required').max(emailMaxLength),
  currentPassword: ruleField(currentPasswordProblem),
  newPassword: newPasswordSchema,
});
export type UpdatePasswordLoggedInBody = z.infer<typeof updatePasswordLoggedInBodySchema>;

/** `GET /api/password-range/:prefix` parameters: exactly 5 hexadecimal characters. */
export const passwordRangeParamsSchema = z.object({
  prefix: z.string().regex(/^[0-9A-Fa-f]{5}$/, passwordFlowMessages.rangePrefixInvalid),
});

/** Endpoints of password reset, change and the breach-range service (spec §4, §5, §7). */
export const passwordEndpoints = {
  requestPasswordReset: defineEndpoint({
    ...passwordRoutes.requestPasswordReset,
    errorStatuses: [429],
    summary:
      'E-mails a single-use reset link (1 hour) when the account exists; the same reply either way. Rate-limited per e-mail and per address.',
    body: requestPasswordResetBodySchema,
    reply: messageReplySchema,
  }),
  verifyPasswordReset: defineEndpoint({
    ...passwordRoutes.verifyPasswordReset,
    errorStatuses: [429],
    summary:
      'Uses a reset code once; the session may then set a new password for 15 minutes. Returns the CSRF token and the name.',
    body: verifyPasswordResetBodySchema,
    reply: verifyPasswordResetReplySchema,
  }),
  updatePassword: defineEndpoint({
    ...passwordRoutes.updatePassword,
    summary:
      'Sets the new password after a verified reset (form data or JSON), ends every other session of the account and signs in.',
    body: updatePasswordBodySchema,
    reply: updatePasswordReplySchema,
  }),
  updatePasswordLoggedIn: defineEndpoint({
    ...passwordRoutes.updatePasswordLoggedIn,
    errorStatuses: [429],
    summary:
      'Changes the signed-in user’s password (open while it is expired); ends every session of the account, this one included.',
    body: updatePasswordLoggedInBodySchema,
    reply: messageReplySchema,
  }),
  passwordRange: defineEndpoint({
    ...passwordRoutes.passwordRange,
    replyMediaType: 'text/plain',
    summary:
      'Breach-range look-up (k-anonymity): text/plain `SUFFIX:COUNT` lines of the SHA-1 hashes starting with the prefix, as the public Pwned Passwords range API answers. `Add-Padding: true` adds count-0 lines.',
    params: passwordRangeParamsSchema,
    reply: z.string(),
  }),
} as const;
