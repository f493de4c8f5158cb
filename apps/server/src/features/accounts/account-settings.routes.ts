import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountSettingsEndpoints, accountSettingsMessages } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { sessionCookieName } from '../../platform/session/session-plugin.js';
import { AccountService } from './account.service.js';
import { DependentsService } from './dependents.service.js';
import { memberMatchLimit } from './member-access.js';
import { MemberPlansService } from './member-plans.service.js';

/**
 * Account Settings endpoints (accounts spec §2 screens 12–14, §4, §7): ADD PLAN, dependents,
 * member detail, the notification setting and account deletion. Every route needs a signed-in
 * session and the CSRF header; the services hold the role, ownership and matching rules.
 */
export function registerAccountSettingsRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const matchLimiter = createLimiter(deps.handle, memberMatchLimit);
  const plans = new MemberPlansService(deps.db, deps.clock, matchLimiter);
  const dependents = new DependentsService(deps.db, deps.clock, matchLimiter);
  const account = new AccountService(deps.db, deps.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(accountSettingsEndpoints.addPlan),
    onRequest: requireUser(app),
    handler: (request) => plans.addPlan(signedInUser(request), request.body, request.ip),
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.getDependentMembers),
    onRequest: requireUser(app),
    handler: (request) => dependents.list(signedInUser(request), request.variant, request.ip),
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.addDependentMember),
    onRequest: requireUser(app),
    handler: (request) => dependents.add(signedInUser(request), request.variant, request.body, request.ip),
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.deleteDependentMember),
    onRequest: requireUser(app),
    handler: async (request) => {
      await dependents.remove(signedInUser(request), request.variant, request.params.id, request.ip);
      return { message: accountSettingsMessages.dependentDeleted };
    },
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.getMemberDetail),
    onRequest: requireUser(app),
    handler: (request) => account.memberDetail(signedInUser(request), request.variant, request.ip),
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.updateUserSettings),
    onRequest: requireUser(app),
    handler: (request) =>
      account.updateSettings(signedInUser(request), request.body.enableNotification, request.ip),
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.updateLanguage),
    onRequest: requireUser(app),
    handler: (request) => account.updateLanguage(signedInUser(request), request.body.language, request.ip),
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.completeOnboarding),
    onRequest: requireUser(app),
    handler: (request) => account.completeOnboarding(signedInUser(request), request.ip),
  });

  api.route({
    ...routeOf(accountSettingsEndpoints.deleteUser),
    onRequest: requireUser(app),
    handler: async (request, reply) => {
      await account.deleteAccount(signedInUser(request), request.body, request.ip);
      await request.session.destroy();
      void reply.clearCookie(sessionCookieName, { path: '/' });
      return { message: accountSettingsMessages.accountDeleted };
    },
  });
}
