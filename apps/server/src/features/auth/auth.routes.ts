import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints, messages } from '@medivi/domain';
import { sessionCookieName } from '../../platform/session/session-plugin.js';
import { storedSessionId } from '../../platform/session/session-store.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { findCurrentUser } from '../../platform/session/current-user.js';
import { DomainError } from '../../platform/errors.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import type { AppDependencies } from '../../app-dependencies.js';
import { AuthService } from './auth.service.js';
import { loginLimits } from './login-limits.js';
import { registerSignInCodeRoutes } from './sign-in-code.routes.js';
import { SignInCodeService, signInCodeLimits } from './sign-in-code.service.js';
import { trustCookieName } from './trust-cookie.js';

/**
 * `/api/auth`, `/api/login`, `/api/logout`, `/api/keep-session-alive`, `/api/verifyOTP`,
 * `/api/resendOTP` (accounts spec §4, §7). A correct password on a browser without a valid
 * 'remember me' trust leaves the session MFA-pending and e-mails a code (docs/decisions/0040).
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new AuthService(
    deps.db,
    deps.clock,
    {
      perAccount: createLimiter(deps.handle, loginLimits.perAccount),
      perAddressBeforeCaptcha: createLimiter(deps.handle, loginLimits.perAddressBeforeCaptcha),
    },
    deps.captcha,
  );
  const signInCodes = new SignInCodeService(deps.db, deps.clock, deps.mailer, {
    verifyPerAccount: createLimiter(deps.handle, signInCodeLimits.verifyPerAccount),
    resendBurst: createLimiter(deps.handle, signInCodeLimits.resendBurst),
    resendWindow: createLimiter(deps.handle, signInCodeLimits.resendWindow),
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
      const userId = await service.verifyCredentials(request.body.email, request.body.password, {
        address: request.ip,
        captcha: request.body.captcha,
      });
      const isTrusted = await signInCodes.isTrustedBrowser(userId, request.cookies[trustCookieName]);
      await request.session.regenerate();
      request.session.userId = userId;
      request.session.signedInAt = deps.clock.now().toISOString();
      if (!isTrusted) request.session.mfaPending = true;
      const csrfToken = reply.generateCsrf();
      const user = await findCurrentUser(deps.db, userId);
      if (user === null) throw new DomainError(401, messages.invalidCredentials);
      if (!isTrusted) await signInCodes.sendCode(user, request.variant, request.log);
      return { csrfToken, user: { ...user, isMFANeeded: !isTrusted } };
    },
  });

  api.route({
    ...routeOf(authEndpoints.logout),
    onRequest: requireUser(app, {
      allowDeactivated: true,
      allowPasswordExpired: true,
      allowMfaPending: true,
    }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const endedSessionId = storedSessionId(request.session.sessionId);
      await request.session.destroy();
      void reply.clearCookie(sessionCookieName, { path: '/' });
      await service.recordLogout(user.userID);
      // Its notification sockets close at once, in whichever process holds them (docs/decisions/0073).
      await deps.notificationBus.publish({ kind: 'sessions-ended', sessionIds: [endedSessionId] });
      return { message: 'You have been signed out.' };
    },
  });

  api.route({
    ...routeOf(authEndpoints.keepSessionAlive),
    onRequest: requireUser(app, {
      allowDeactivated: true,
      allowPasswordExpired: true,
      allowMfaPending: true,
    }),
    handler: () => ({
      message: 'Session extended.',
      expiresAt: new Date(deps.clock.now().getTime() + deps.sessionIdleMs).toISOString(),
    }),
  });

  registerSignInCodeRoutes(app, deps, signInCodes);
}
