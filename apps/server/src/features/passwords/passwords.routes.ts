import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, passwordEndpoints, passwordFlowMessages } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { DomainError } from '../../platform/errors.js';
import { registerMultipart } from '../../platform/multipart.js';
import { noteScopeRoutes } from '../../platform/openapi/route-notes.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import { findCurrentUser } from '../../platform/session/current-user.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { sessionCookieName } from '../../platform/session/session-plugin.js';
import {
  type PasswordLimiters,
  passwordLimits,
  PasswordsService,
  type VerifiedReset,
} from './passwords.service.js';

declare module 'fastify' {
  interface Session {
    /** A password-reset link used in this browser: it may set a new password, nothing else. */
    passwordReset?: VerifiedReset;
  }
}

/** Range replies change only with a new release; browsers and proxies may keep them a day. */
const rangeCacheControl = 'public, max-age=86400';

/**
 * Password reset (`/api/request-password-reset`, `/api/verifyPasswordReset`,
 * `/api/updatePassword` as form data), change (`/api/updatePasswordLoggedIn`) and the built-in
 * breach-range service (`/api/password-range/:prefix`) — accounts spec §4 Password reset, §5, §7.
 */
export async function registerPasswordRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const limiters = Object.fromEntries(
    Object.entries(passwordLimits).map(([name, spec]) => [name, createLimiter(deps.handle, spec)]),
  ) as PasswordLimiters;
  const service = new PasswordsService(
    deps.db,
    deps.clock,
    deps.mailer,
    deps.passwordPolicy,
    limiters,
    deps.publicBaseUrl,
    app.log,
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(passwordEndpoints.requestPasswordReset),
    handler: async (request) => {
      await service.requestReset(request.body, request.ip);
      return { message: passwordFlowMessages.resetRequested };
    },
  });

  api.route({
    ...routeOf(passwordEndpoints.verifyPasswordReset),
    handler: async (request, reply) => {
      const { reset, fullName, email } = await service.verifyReset(
        request.body.emailVerificationCode,
        request.ip,
      );
      // A fresh session that may only set the password: any earlier sign-in in it ends.
      await request.session.regenerate();
      request.session.passwordReset = reset;
      return { token: reply.generateCsrf(), fullName, email };
    },
  });

  api.route({
    ...routeOf(passwordEndpoints.passwordRange),
    handler: async (request, reply) => {
      const padding = request.headers['add-padding']?.toString().toLowerCase() === 'true';
      const body = await deps.breachedPasswords.range(request.params.prefix, { padding });
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', padding ? 'no-store' : rangeCacheControl)
        .serializer((payload: unknown) => String(payload))
        .send(body);
    },
  });

  api.route({
    ...routeOf(passwordEndpoints.updatePasswordLoggedIn),
    onRequest: requireUser(app, { allowPasswordExpired: true }),
    handler: async (request, reply) => {
      await service.changePassword(signedInUser(request), request.body);
      // The transaction ended every session of the account; this browser signs in again.
      await request.session.destroy();
      void reply.clearCookie(sessionCookieName, { path: '/' });
      return { message: passwordFlowMessages.passwordUpdated };
    },
  });

  // Form data (spec §7) is parsed into the body in a scope of its own; JSON is accepted too.
  await app.register(async (scope) => {
    await registerMultipart(
      scope,
      { fields: 4, fieldSize: 1024, files: 0, parts: 4 },
      { fieldsToBody: true },
    );
    noteScopeRoutes(scope, { checksCsrf: true });
    // Without a verified reset the clear answer is that one, not a CSRF refusal.
    const checkReset: onRequestHookHandler = function (request, _reply, done) {
      if (request.session.passwordReset === undefined) {
        done(new DomainError(403, passwordFlowMessages.resetNotVerified, { code: 'RESET_NOT_VERIFIED' }));
        return;
      }
      done();
    };
    const checkCsrf: onRequestHookHandler = function (request, reply, done) {
      scope.csrfProtection(request, reply, done);
    };
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(passwordEndpoints.updatePassword),
      onRequest: [checkReset, checkCsrf],
      handler: async (request, reply) => {
        const userId = await service.completeReset(request.session.passwordReset, request.body.password);
        await request.session.regenerate();
        request.session.userId = userId;
        request.session.signedInAt = deps.clock.now().toISOString();
        const user = await findCurrentUser(deps.db, userId);
        if (user === null) throw new DomainError(401, messages.notSignedIn);
        return { message: passwordFlowMessages.passwordUpdated, csrfToken: reply.generateCsrf(), user };
      },
    });
  });
}
