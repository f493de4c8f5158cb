import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestAccessEndpoints, requestAccessMessages } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { languageOfAcceptHeader } from '../../platform/i18n/recipient-language.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import { requestAccessLimits, RequestAccessService } from './request-access.service.js';

/**
 * `POST /api/send-email` (accounts spec §2 screen 7, §7): public, for people without an account.
 * The body is checked by the contract (400 with `fieldErrors.email`).
 */
export function registerRequestAccessRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new RequestAccessService(deps.db, deps.clock, deps.mailer, {
    perEmail: createLimiter(deps.handle, requestAccessLimits.perEmail),
    perAddress: createLimiter(deps.handle, requestAccessLimits.perAddress),
  });
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(requestAccessEndpoints.sendEmail),
    handler: async (request) => {
      await service.requestAccess(
        request.body.email,
        request.ip,
        request.variant,
        languageOfAcceptHeader(request.headers['accept-language']),
      );
      return { message: requestAccessMessages.accepted };
    },
  });
}
