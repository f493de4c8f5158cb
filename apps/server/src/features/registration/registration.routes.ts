import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, registrationEndpoints, registrationMessages } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { DomainError } from '../../platform/errors.js';
import { languageOfAcceptHeader } from '../../platform/i18n/recipient-language.js';
import { registerMultipart } from '../../platform/multipart.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import { findCurrentUser } from '../../platform/session/current-user.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { registrationLimits, RegistrationService } from './registration.service.js';

/**
 * Registration (`/api/v3/members/verify-credentials`, `/verify-email/{email}`, `/add`), e-mail
 * verification (`/api/verifyEmail`) and Create Account (`/api/createProfile`, multipart) —
 * accounts spec §4, §7. `createProfile` sits in a scope of its own that parses
 * multipart/form-data fields into the body (no files accepted).
 */
export async function registerRegistrationRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const service = new RegistrationService(
    deps.db,
    deps.clock,
    deps.mailer,
    deps.passwordPolicy,
    {
      credentialsPerAddress: createLimiter(deps.handle, registrationLimits.credentialsPerAddress),
      emailLookupsPerAddress: createLimiter(deps.handle, registrationLimits.emailLookupsPerAddress),
      accountPassword: createLimiter(deps.handle, registrationLimits.accountPassword),
      verificationPerAddress: createLimiter(deps.handle, registrationLimits.verificationPerAddress),
    },
    deps.publicBaseUrl,
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(registrationEndpoints.verifyCredentials),
    handler: (request) => service.verifyCredentials(request.body, request.ip),
  });

  api.route({
    ...routeOf(registrationEndpoints.verifyEmail),
    handler: (request) => service.checkEmail(request.params.email, request.ip),
  });

  api.route({
    ...routeOf(registrationEndpoints.addMember),
    handler: (request) =>
      service.addMember(
        request.body,
        request.ip,
        request.variant,
        languageOfAcceptHeader(request.headers['accept-language']),
      ),
  });

  api.route({
    ...routeOf(registrationEndpoints.verifyEmailCode),
    handler: async (request, reply) => {
      const { userId, email } = await service.verifyEmailCode(request.body.emailVerificationCode, request.ip);
      // Following the e-mailed link proves the inbox, as a sign-in code would: no MFA step here.
      await request.session.regenerate();
      request.session.userId = userId;
      request.session.signedInAt = deps.clock.now().toISOString();
      return { csrfToken: reply.generateCsrf(), email, message: registrationMessages.emailVerified };
    },
  });

  await app.register(async (scope) => {
    await registerMultipart(
      scope,
      { fields: 10, fieldSize: 4096, files: 0, parts: 10 },
      { fieldsToBody: true },
    );
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(registrationEndpoints.createProfile),
      onRequest: requireUser(scope),
      handler: async (request) => {
        const userId = signedInUser(request).userID;
        await service.createProfile(userId, request.body);
        const user = await findCurrentUser(deps.db, userId);
        if (user === null) throw new DomainError(401, messages.notSignedIn);
        return { message: registrationMessages.profileCreated, user };
      },
    });
  });
}
