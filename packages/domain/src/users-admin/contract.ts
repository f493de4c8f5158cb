import { z } from 'zod';
import { emailFieldMessages, emailFieldProblem, emailMaxLength } from '../shared/email-pattern.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { messageReplySchema } from '../shared/errors.js';
import { variants } from '../shared/variant.js';
import { createAccountFieldsSchema } from '../shared/create-account.js';
import { languageSchema, userSchema } from '../shared/user.js';
import { usersAdminRoutes } from './routes.js';
import {
  appUsersPageMax,
  appUsersPageSizeDefault,
  appUsersPageSizes,
  appUsersSearchMaxLength,
  inviteOptionValues,
  usersAdminMessages as messages,
} from './rules.js';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The `{app}` path parameter (spec §7): the application whose roles are listed, `medivi` or
 * `claims` in any case (`MediVI` too). The literal `undefined` a client sends for an empty app is
 * a 400 with the field message.
 */
export const appUsersParamsSchema = z.object({
  app: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(variants, { error: messages.appRequired }),
  ),
});

/**
 * `GET /api/app-users/{app}` query (docs/decisions/0100): `page` 1-based, `limit` 5, 10 or 25
 * (default 10; spec §9), `search` matches the start of the name or of the
 * e-mail address, case-insensitively.
 */
export const appUsersQuerySchema = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'page must be a page number' })
      .int('page must be a whole page number')
      .min(1, 'page must be a page number from 1')
      .max(appUsersPageMax, `page must be at most ${String(appUsersPageMax)}`)
      .default(1),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'limit must be 5, 10 or 25' })
      .refine((value) => appUsersPageSizes.some((size) => size === value), 'limit must be 5, 10 or 25')
      .default(appUsersPageSizeDefault),
  ),
  search: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(appUsersSearchMaxLength, 'Search text is too long')
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
  ),
});
export type AppUsersQuery = z.input<typeof appUsersQuerySchema>;
export type AppUsersParams = z.output<typeof appUsersQuerySchema>;

/** A user of the admin list (spec §3 Users admin): roles are those of the listed application. */
export const adminUserSchema = z.object({
  userID: z.string(),
  fullName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * `GET /api/app-users/{app}` reply (spec §7): one page of users, `appRoles` (the union of roles of
 * all users that start with the application name, in column order; Claims always offers
 * claims-contractsuperadmin), `app`, and the paging of docs/decisions/0100.
 */
export const appUsersReplySchema = z.object({
  app: z.enum(variants),
  users: z.array(adminUserSchema),
  appRoles: z.array(z.string()),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type AppUsersReply = z.infer<typeof appUsersReplySchema>;

/** The `{userID}` path parameter. */
export const userIdParamsSchema = z.object({ userID: z.string().min(1).max(64) });

/** `PUT /api/users/{userID}/add-role` and `/remove-role` body (spec §7): `role`, a full role string. */
export const roleChangeBodySchema = z.object({
  role: z
    .string({ error: 'role is required' })
    .trim()
    .min(1, 'role is required')
    .max(100, messages.unknownRole),
});
export type RoleChangeBody = z.infer<typeof roleChangeBodySchema>;

/** Reply of a role change: the user as changed. */
export const roleChangeReplySchema = z.object({ message: z.string(), user: adminUserSchema });
export type RoleChangeReply = z.infer<typeof roleChangeReplySchema>;

/** An e-mail address checked by the server (spec §5: the client does no format check). */
const inviteEmailSchema = z
  .string({ error: emailFieldMessages.required })
  .max(emailMaxLength, `Must be at most ${String(emailMaxLength)} characters`)
  .superRefine((value, context) => {
    const problem = emailFieldProblem(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * `POST /api/invite` body (spec §3 Invite payload, §7): `application` 'MediVI' or 'Claims' (that
 * of the site), `email`, `userRoles` (invite option values, one or more; a single string is taken
 * too) and `destinationURL` (the base plus /welcome; the server builds its links from its own
 * address, so this is only checked for length). Not in the spec, optional: `language`, the invited
 * person's ('en' or 'es'; issue 37, docs/decisions/0126), which the invitation e-mail is written in
 * and the new account starts with; the inviter's language without it.
 */
export const inviteBodySchema = z.object({
  application: z.enum(['MediVI', 'Claims'], { error: "application must be 'MediVI' or 'Claims'" }),
  email: inviteEmailSchema,
  userRoles: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(inviteOptionValues, { error: 'Unknown user role' }), {
        error: messages.inviteOptionRequired,
      })
      .min(1, messages.inviteOptionRequired)
      .max(inviteOptionValues.length),
  ),
  destinationURL: z.string().max(2048).optional(),
  language: languageSchema.optional(),
});
export type InviteBody = z.input<typeof inviteBodySchema>;
export type InviteInput = z.output<typeof inviteBodySchema>;

/**
 * `POST /api/invite` reply (docs/decisions/0100, 0111). An address that has an account is refused
 * with 409 `INVITE_ACCOUNT_EXISTS`: its roles change on the Users list only.
 */
export const inviteReplySchema = z.object({
  message: z.string(),
});
export type InviteReply = z.infer<typeof inviteReplySchema>;

/**
 * An invitation not yet accepted nor revoked, as admins see it (docs/decisions/0100, 0111):
 * `pending` (link not opened yet), `opened` (the invitee opened the link but has not created the
 * account), `expired`. `openedAt` is when the link was first opened.
 */
export const invitationSchema = z.object({
  invitationID: z.string(),
  email: z.string(),
  userRoles: z.array(z.string()),
  roles: z.array(z.string()),
  invitedBy: z.string().nullable(),
  sentAt: z.string(),
  expiresAt: z.string(),
  openedAt: z.string().nullable(),
  status: z.enum(['pending', 'opened', 'expired']),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/invitations` reply: pending and expired invitations, newest first. */
export const invitationsReplySchema = z.object({ invitations: z.array(invitationSchema) });
export type InvitationsReply = z.infer<typeof invitationsReplySchema>;

/** The `{invitationID}` path parameter. */
export const invitationIdParamsSchema = z.object({ invitationID: z.string().min(1).max(64) });

/** `POST /api/invitations/accept` body: the code of the e-mailed link. */
export const acceptInvitationBodySchema = z.object({
  code: z.string({ error: messages.invitationLinkInvalid }).min(1, messages.invitationLinkInvalid).max(200),
});

/**
 * `POST /api/invitations/accept` reply: the roles were given to the account of the invited
 * address, whose holder is signed in (an account made after the invitation was sent;
 * docs/decisions/0111).
 */
export const acceptInvitationReplySchema = z.object({
  email: z.string(),
  message: z.string(),
  /** The signed-in user with the invitation's roles added. */
  user: userSchema,
});
export type AcceptInvitationReply = z.infer<typeof acceptInvitationReplySchema>;

/**
 * `POST /api/invitations/lookup` reply (docs/decisions/0111): what an open invitation link is
 * for. Looking spends nothing. `accountExists`: the address got an account since the invitation
 * was sent, so its holder signs in and accepts instead of creating one.
 */
export const lookupInvitationReplySchema = z.object({
  email: z.string(),
  application: z.enum(['MediVI', 'Claims']),
  accountExists: z.boolean(),
});
export type LookupInvitationReply = z.infer<typeof lookupInvitationReplySchema>;

/**
 * `POST /api/invitations/create-account` body: the link's code and the Create Account fields
 * (accounts spec §4 Create Account form: full name, password; the same rules as registration).
 */
export const createInvitedAccountBodySchema = createAccountFieldsSchema.extend({
  code: acceptInvitationBodySchema.shape.code,
});
export type CreateInvitedAccountBody = z.infer<typeof createInvitedAccountBodySchema>;

/** `POST /api/invitations/create-account` reply: the new account, signed in, and its CSRF token. */
export const createInvitedAccountReplySchema = z.object({
  message: z.string(),
  user: userSchema,
  csrfToken: z.string(),
});
export type CreateInvitedAccountReply = z.infer<typeof createInvitedAccountReplySchema>;

/** An access request from /request-access, as admins see it (docs/decisions/0100). */
export const accessRequestSchema = z.object({
  email: z.string(),
  requestedAt: z.string(),
  hasAccount: z.boolean(),
});
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** `GET /api/access-requests` reply: the latest request of each address, newest first. */
export const accessRequestsReplySchema = z.object({ accessRequests: z.array(accessRequestSchema) });
export type AccessRequestsReply = z.infer<typeof accessRequestsReplySchema>;

/** Users-admin endpoints (spec §7; the rest docs/decisions/0100). */
export const usersAdminEndpoints = {
  appUsers: defineEndpoint({
    ...usersAdminRoutes.appUsers,
    summary:
      'One page of users with their roles of the application, and the role columns (admin or inviteuser).',
    params: appUsersParamsSchema,
    querystring: appUsersQuerySchema,
    reply: appUsersReplySchema,
  }),
  addRole: defineEndpoint({
    ...usersAdminRoutes.addRole,
    summary:
      "Gives a user a role (admin or inviteuser; never one's own; an inviteuser only the partner invitations' roles, and never to an administrator).",
    params: userIdParamsSchema,
    body: roleChangeBodySchema,
    reply: roleChangeReplySchema,
  }),
  removeRole: defineEndpoint({
    ...usersAdminRoutes.removeRole,
    errorStatuses: [409],
    summary: 'Takes a role from a user (as add-role; the last medivi-admin keeps the role).',
    params: userIdParamsSchema,
    body: roleChangeBodySchema,
    reply: roleChangeReplySchema,
  }),
  invite: defineEndpoint({
    ...usersAdminRoutes.invite,
    errorStatuses: [409, 429, 503],
    summary:
      'Invites an address without an account: a single-use link valid 7 days (409 for an existing account).',
    body: inviteBodySchema,
    reply: inviteReplySchema,
  }),
  invitations: defineEndpoint({
    ...usersAdminRoutes.invitations,
    summary: 'Pending and expired invitations (admin).',
    reply: invitationsReplySchema,
  }),
  resendInvitation: defineEndpoint({
    ...usersAdminRoutes.resendInvitation,
    errorStatuses: [409, 429, 503],
    summary: 'Sends an invitation again with a new link valid 7 days (admin).',
    params: invitationIdParamsSchema,
    reply: messageReplySchema,
  }),
  revokeInvitation: defineEndpoint({
    ...usersAdminRoutes.revokeInvitation,
    errorStatuses: [409],
    summary: 'Revokes an invitation: its link no longer works (admin).',
    params: invitationIdParamsSchema,
    reply: messageReplySchema,
  }),
  acceptInvitation: defineEndpoint({
    ...usersAdminRoutes.acceptInvitation,
    errorStatuses: [409],
    summary:
      'Gives the invitation’s roles to the account of the invited address made since it was sent; only its holder, signed in (409 otherwise).',
    body: acceptInvitationBodySchema,
    reply: acceptInvitationReplySchema,
  }),
  lookupInvitation: defineEndpoint({
    ...usersAdminRoutes.lookupInvitation,
    summary:
      'What an open invitation link is for (address, application, whether it has an account); spends nothing.',
    body: acceptInvitationBodySchema,
    reply: lookupInvitationReplySchema,
  }),
  createInvitedAccount: defineEndpoint({
    ...usersAdminRoutes.createInvitedAccount,
    errorStatuses: [409],
    summary:
      'Create Account from an invitation link: makes the account with its name, password and the invitation’s roles, uses the invitation and signs in.',
    body: createInvitedAccountBodySchema,
    reply: createInvitedAccountReplySchema,
  }),
  accessRequests: defineEndpoint({
    ...usersAdminRoutes.accessRequests,
    summary: 'Access requests that came through /request-access (admin).',
    reply: accessRequestsReplySchema,
  }),
} as const;
