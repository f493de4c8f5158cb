import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invitationAdminRoles,
  messages,
  usersAdminEndpoints as endpoints,
  usersAdminMessages,
  usersAdminRoles,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { DomainError } from '../../platform/errors.js';
import { routeOf } from '../../platform/route.js';
import { findCurrentUser } from '../../platform/session/current-user.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { InvitationsRepository } from './invitations.repository.js';
import { invitationLimit, InvitationsService } from './invitations.service.js';
import { UsersAdminRepository } from './users-admin.repository.js';
import { type Caller, UsersAdminService } from './users-admin.service.js';

/**
 * Users administration (analysis-reports-admin spec §2, §3, §5, §6, §7; docs/decisions/0100):
 * the list, role changes and invitations for medivi-admin or medivi-inviteuser (403 for anyone
 * else); the invitation and access-request lists, resend and revoke for admins only; accepting an
 * invitation link is public and signs the new account in for Create Account.
 */
export function registerUsersAdminRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const users = new UsersAdminRepository(deps.db);
  const service = new UsersAdminService(users, deps.clock, deps.notificationBus);
  const invitations = new InvitationsService({
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    publicBaseUrl: deps.publicBaseUrl,
    users,
    invitations: new InvitationsRepository(deps.db),
    passwordPolicy: deps.passwordPolicy,
    limiter: createLimiter(deps.handle, invitationLimit),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const managers = requireUser(app, { anyRole: usersAdminRoles });
  const admins = requireUser(app, { anyRole: invitationAdminRoles });
  const callerOf = (request: Parameters<typeof signedInUser>[0]): Caller => ({
    user: signedInUser(request),
    variant: request.variant,
    address: request.ip,
  });

  api.route({
    ...routeOf(endpoints.appUsers),
    onRequest: managers,
    handler: (request) => service.list(request.variant, request.params.app, request.query),
  });

  api.route({
    ...routeOf(endpoints.addRole),
    onRequest: managers,
    handler: (request) => service.addRole(callerOf(request), request.params.userID, request.body.role),
  });

  api.route({
    ...routeOf(endpoints.removeRole),
    onRequest: managers,
    handler: (request) => service.removeRole(callerOf(request), request.params.userID, request.body.role),
  });

  api.route({
    ...routeOf(endpoints.invite),
    onRequest: managers,
    handler: (request) => invitations.invite(callerOf(request), request.body),
  });

  api.route({
    ...routeOf(endpoints.invitations),
    onRequest: admins,
    handler: (request) => invitations.list(request.variant),
  });

  api.route({
    ...routeOf(endpoints.resendInvitation),
    onRequest: admins,
    handler: (request) => invitations.resend(callerOf(request), request.params.invitationID),
  });

  api.route({
    ...routeOf(endpoints.revokeInvitation),
    onRequest: admins,
    handler: (request) => invitations.revoke(callerOf(request), request.params.invitationID),
  });

  api.route({
    ...routeOf(endpoints.accessRequests),
    onRequest: admins,
    handler: (request) => invitations.accessRequests(request.variant),
  });

  api.route({
    ...routeOf(endpoints.lookupInvitation),
    handler: (request) => invitations.lookup(request.body.code),
  });

  api.route({
    ...routeOf(endpoints.createInvitedAccount),
    handler: async (request, reply) => {
      const { userId } = await invitations.createAccount(request.body, request.ip);
      // Following the e-mailed link proves the inbox, as the e-mail verification link does.
      await request.session.regenerate();
      request.session.userId = userId;
      request.session.signedInAt = deps.clock.now().toISOString();
      const user = await findCurrentUser(deps.db, userId);
      if (user === null) throw new DomainError(401, messages.notSignedIn);
      return { message: usersAdminMessages.invitedAccountCreated, user, csrfToken: reply.generateCsrf() };
    },
  });

  api.route({
    ...routeOf(endpoints.acceptInvitation),
    onRequest: requireUser(app),
    handler: async (request) => {
      const holder = signedInUser(request);
      const accepted = await invitations.accept(request.body.code, request.ip, holder);
      const user = await findCurrentUser(deps.db, holder.userID);
      if (user === null) throw new DomainError(401, messages.notSignedIn);
      return { email: accepted.email, message: usersAdminMessages.invitationAccepted, user };
    },
  });
}
