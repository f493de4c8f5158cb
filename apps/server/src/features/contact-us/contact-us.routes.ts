import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactUsEndpoints, contactUsMessages } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { languageOfAcceptHeader } from '../../platform/i18n/recipient-language.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import { ContactUsService, contactUsLimits } from './contact-us.service.js';

/**
 * `POST /api/contact-us` (docs/decisions/0109): public, signed out or signed in. The body is
 * checked by the contract (400 with `fieldErrors.<field>`). Signed out it needs no CSRF token, as
 * the other public calls (the origin check refuses other sites, docs/decisions/0091); with a
 * session it needs the session's `X-CSRF-Token` (403 before the body is read), since the message
 * then carries the user's id.
 */
export function registerContactUsRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new ContactUsService(deps.db, deps.clock, deps.mailer, {
    perEmail: createLimiter(deps.handle, contactUsLimits.perEmail),
    perAddress: createLimiter(deps.handle, contactUsLimits.perAddress),
  });
  const checkSessionToken: onRequestHookHandler = function (request, reply, done) {
    if (request.currentUser === null) {
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contactUsEndpoints.contactUs),
    onRequest: checkSessionToken,
    handler: async (request) => {
      const user = request.currentUser;
      await service.sendMessage(request.body, {
        clientAddress: request.ip,
        variant: request.variant,
        // A session still waiting for its sign-in code is not signed in yet (accounts spec §2).
        userId: user === null || user.isMFANeeded ? null : user.userID,
        language: user?.language ?? languageOfAcceptHeader(request.headers['accept-language']),
      });
      return { message: contactUsMessages.accepted };
    },
  });
}
