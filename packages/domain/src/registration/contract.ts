import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { maxLengthMessage, memberFieldMaxLengths } from '../shared/member-fields.js';
import { passwordMaxLength, passwordMessages } from '../shared/password-rules.js';
import { createAccountFieldsSchema } from '../shared/create-account.js';
import { userSchema } from '../shared/user.js';
import { registrationRoutes } from './routes.js';
import { emailProblem, registrationEmailMaxLength, registrationMessages } from './rules.js';

/** A required member field: trimmed, at most `max` characters, uppercased (accounts spec §5). */
function memberField(max: number) {
  return z
    .string()
    .trim()
    .min(1, registrationMessages.required)
    .max(max, maxLengthMessage(max))
    .transform((value) => value.toUpperCase());
}

/**
 * The member credentials of registration and ADD PLAN (accounts spec §3 Plan input, §5): IDs and
 * names are uppercased; `zip` is up to 5 digits; `dateOfBirth` is `YYYY-MM-DD` or `mm/dd/yyyy`
 * (two-digit years pivot), normalised by the server.
 */
export const memberCredentialsSchema = z.object({
  memberID: memberField(memberFieldMaxLengths.memberID),
  groupID: memberField(memberFieldMaxLengths.groupID),
  firstName: memberField(memberFieldMaxLengths.firstName),
  lastName: memberField(memberFieldMaxLengths.lastName),
  dateOfBirth: z.string().trim().min(1, registrationMessages.required).max(10, maxLengthMessage(10)),
  zip: z
    .string()
    .trim()
    .min(1, registrationMessages.required)
    .max(memberFieldMaxLengths.zip, maxLengthMessage(memberFieldMaxLengths.zip))
    .regex(/^\d+$/, registrationMessages.onlyNumbers),
});
export type MemberCredentials = z.infer<typeof memberCredentialsSchema>;
/** What a form sends before the schema uppercases and trims. */
export type MemberCredentialsInput = z.input<typeof memberCredentialsSchema>;

/**
 * An e-mail by the rules of accounts spec §5, lowercased (registration e-mails are lowercase).
 */
export const registrationEmailSchema = z
  .string()
  .max(registrationEmailMaxLength, registrationMessages.emailInvalid)
  .superRefine((value, context) => {
    const problem = emailProblem(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => value.toLowerCase());

/**
 * `POST /api/v3/members/verify-credentials` reply. `existingEmail` is set (masked, see
 * `maskEmail`) when an account already holds these credentials: the web opens the 'Member
 * credentials already in use' dialog instead of advancing.
 */
export const verifyCredentialsReplySchema = z.object({
  message: z.string(),
  existingEmail: z.string().nullable(),
});
export type VerifyCredentialsReply = z.infer<typeof verifyCredentialsReplySchema>;

/** `GET /api/v3/members/verify-email/{email}` path parameter. */
export const verifyEmailParamsSchema = z.object({ email: registrationEmailSchema });

/**
 * `GET /api/v3/members/verify-email/{email}` reply: the lowercased e-mail and whether an account
 * already uses it. With an account, page 3 asks for that account's password and the new plan is
 * added to it (accounts spec §2 screen 4: "/provider-search if the user already has an account").
 */
export const verifyEmailReplySchema = z.object({
  email: z.string(),
  hasAccount: z.boolean(),
  message: z.string(),
});
export type VerifyEmailReply = z.infer<typeof verifyEmailReplySchema>;

/**
 * `POST /api/v3/members/add` body: the member credentials again (the server verifies them again),
 * the e-mail, the password and, optionally, its re-entry (must match).
 */
export const addMemberBodySchema = memberCredentialsSchema
  .extend({
    email: registrationEmailSchema,
    password: z
      .string()
      .min(1, passwordMessages.required)
      .max(passwordMaxLength, passwordMessages.maxLengthRegistration),
    passwordConfirm: z.string().max(passwordMaxLength, passwordMessages.maxLengthRegistration).optional(),
  })
  .refine((body) => body.passwordConfirm === undefined || body.passwordConfirm === body.password, {
    message: passwordMessages.mustMatch,
    path: ['passwordConfirm'],
  });
export type AddMemberBody = z.input<typeof addMemberBodySchema>;

/**
 * `POST /api/v3/members/add` reply. `hasAccount` false: a new account was made and a verification
 * e-mail sent to `email` (web goes to /check-email). `hasAccount` true: the plan was added to the
 * existing account of `email` (web goes to /provider-search, through sign-in).
 */
export const addMemberReplySchema = z.object({
  hasAccount: z.boolean(),
  email: z.string(),
  message: z.string(),
});
export type AddMemberReply = z.infer<typeof addMemberReplySchema>;

/** `POST /api/verifyEmail` body: the code, the last segment of the e-mailed link. */
export const verifyEmailCodeBodySchema = z.object({
  emailVerificationCode: z.string().trim().min(1, registrationMessages.verificationFailed).max(200),
});

/**
 * `POST /api/verifyEmail` reply: the session is signed in; `csrfToken` is its anti-forgery token
 * and `email` the verified address (accounts spec §4 E-mail verification).
 */
export const verifyEmailCodeReplySchema = z.object({
  csrfToken: z.string(),
  email: z.string(),
  message: z.string(),
});
export type VerifyEmailCodeReply = z.infer<typeof verifyEmailCodeReplySchema>;

/**
 * `POST /api/createProfile` body (multipart/form-data fields, accounts spec §7): full name
 * (≥ 3 characters, no padding), the password (§5 rules and the compromised check on the server)
 * and the application name ('MediVI' or 'Claims').
 */
export const createProfileBodySchema = createAccountFieldsSchema.extend({
  app: z.string().max(20).optional(),
});
export type CreateProfileBody = z.infer<typeof createProfileBodySchema>;

/** `POST /api/createProfile` reply (the spec does not show one): a message and the updated user. */
export const createProfileReplySchema = z.object({
  message: z.string(),
  user: userSchema,
});
export type CreateProfileReply = z.infer<typeof createProfileReplySchema>;

/** Registration, e-mail verification and Create Account endpoints (accounts spec §4, §7). */
export const registrationEndpoints = {
  verifyCredentials: defineEndpoint({
    ...registrationRoutes.verifyCredentials,
    errorStatuses: [429],
    summary:
      'Matches member credentials against the eligibility records; one generic 404 for any mismatch; rate limited per address.',
    body: memberCredentialsSchema,
    reply: verifyCredentialsReplySchema,
  }),
  verifyEmail: defineEndpoint({
    ...registrationRoutes.verifyEmail,
    errorStatuses: [429],
    summary: 'Whether an account already uses this e-mail (lowercased); rate limited per address.',
    params: verifyEmailParamsSchema,
    reply: verifyEmailReplySchema,
  }),
  addMember: defineEndpoint({
    ...registrationRoutes.addMember,
    errorStatuses: [409, 429, 503],
    summary:
      'Registers: re-verifies the credentials, creates the account and e-mails a verification link, or adds the plan to the existing account of the e-mail.',
    body: addMemberBodySchema,
    reply: addMemberReplySchema,
  }),
  verifyEmailCode: defineEndpoint({
    ...registrationRoutes.verifyEmailCode,
    errorStatuses: [429],
    summary: 'Uses an e-mail verification code (single use, 24 h): marks the e-mail verified and signs in.',
    body: verifyEmailCodeBodySchema,
    reply: verifyEmailCodeReplySchema,
  }),
  createProfile: defineEndpoint({
    ...registrationRoutes.createProfile,
    summary:
      'Create Account (multipart/form-data): full name, password, terms accepted; for a signed-in user with a verified e-mail.',
    body: createProfileBodySchema,
    reply: createProfileReplySchema,
  }),
} as const;
