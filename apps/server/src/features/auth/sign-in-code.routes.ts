import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authEndpoints, messages, otpMessages } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { DomainError } from '../../platform/errors.js';
import { routeOf } from '../../platform/route.js';
import { findCurrentUser } from '../../platform/session/current-user.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import type { SignInCodeService } from './sign-in-code.service.js';
import { trustCookieName, trustCookieOptions } from './trust-cookie.js';

/** The MFA route set stays open in every account state (accounts spec §2 'MFA needed'). */
const mfaRouteGuard = { allowMfaPending: true, allowDeactivated: true, allowPasswordExpired: true } as const;

/**
 * `POST /api/verifyOTP` and `GET /api/resendOTP` (accounts spec §4 One-time code, §7): open only
 * to a session that awaits its sign-in code (else 400 `MFA_NOT_PENDING`).
 */
export function registerSignInCodeRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
  signInCodes: SignInCodeService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(authEndpoints.verifyOtp),
    onRequest: requireUser(app, mfaRouteGuard),
    handler: async (request, reply) => {
      const userId = signedInUser(request).userID;
      if (request.session.mfaPending !== true) {
        throw new DomainError(400, otpMessages.notPending, { code: 'MFA_NOT_PENDING' });
      }
      await signInCodes.verifyCode(userId, request.body.otp);
      // A new session id once both factors are in, so an id seen before the code is worth nothing.
      await request.session.regenerate(['userId', 'signedInAt']);
      request.session.mfaPending = false;
      if (request.body.skip_mfa === true) {
        const { token } = await signInCodes.trustBrowser(userId, request.cookies[trustCookieName]);
        void reply.setCookie(trustCookieName, token, trustCookieOptions(deps.cookieSecure));
      }
      const csrfToken = reply.generateCsrf();
      const user = await findCurrentUser(deps.db, userId);
      if (user === null) throw new DomainError(401, messages.notSignedIn);
      return { csrfToken, user: { ...user, isMFANeeded: false } };
    },
  });

  api.route({
    ...routeOf(authEndpoints.resendOtp),
    onRequest: requireUser(app, mfaRouteGuard),
    handler: async (request) => {
      const user = signedInUser(request);
      if (request.session.mfaPending !== true) {
        throw new DomainError(400, otpMessages.notPending, { code: 'MFA_NOT_PENDING' });
      }
      await signInCodes.resendCode(user, request.variant);
      return { message: otpMessages.resent };
    },
  });
}
