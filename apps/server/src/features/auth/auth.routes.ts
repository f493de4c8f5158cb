import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints, messages } from '@medivi/domain';
import { sessionCookieName } from '../../platform/session/session-plugin.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { findCurrentUser } from '../../platform/session/current-user.js';
import { DomainError } from '../../platform/errors.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import type { AppDependencies } from '../../app-dependencies.js';
import { AuthService, loginLimits } from './auth.service.js';

/** `/api/auth`, `/api/login`, `/api/logout`, `/api/keep-session-alive` (accounts spec §7). */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new AuthService(deps.db, deps.clock, {
    perAccount: createLimiter(deps.handle, loginLimits.perAccount),
    perAddress: createLimiter(deps.handle, loginLimits.perAddress),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(authEndpoints.getAuth),
    handler: (request, reply) => {
      const user = request.currentUser;
      return {
        user,
        authBaseURL: '',
        error: user === null ? messages.notSignedIn : null,
        csrfToken: user === null ? null : reply.generateCsrf(),
      };
    },
  });

  api.route({
    ...routeOf(authEndpoints.login),
    handler: async (request, reply) => {
      const userId = await service.verifyCredentials(request.body.email, request.body.password, request.ip);
      await request.session.regenerate();
      request.session.userId = userId;
      request.session.signedInAt = deps.clock.now().toISOString();
      const csrfToken = reply.generateCsrf();
      const user = await findCurrentUser(deps.db, userId);
      if (user === null) throw new DomainError(401, messages.invalidCredentials);
      return { csrfToken, user };
    },
  });

  api.route({
    ...routeOf(authEndpoints.logout),
    preHandler: requireUser(app, { allowDeactivated: true, allowPasswordExpired: true }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      await request.session.destroy();
      void reply.clearCookie(sessionCookieName, { path: '/' });
      await service.recordLogout(user.userID);
      return { message: 'You have been signed out.' };
    },
  });

  api.route({
    ...routeOf(authEndpoints.keepSessionAlive),
    preHandler: requireUser(app, { allowDeactivated: true, allowPasswordExpired: true }),
    handler: () => ({
      message: 'Session extended.',
      expiresAt: new Date(deps.clock.now().getTime() + deps.sessionIdleMs).toISOString(),
    }),
  });
}
