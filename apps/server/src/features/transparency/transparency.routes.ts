import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  transparencyEndpoints as endpoints,
  transparencyLogRoles,
  transparencyMessages,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { DomainError } from '../../platform/errors.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { sendGzipJsonFile } from './file-download.js';
import { TransparencyService } from './transparency.service.js';

/**
 * The Transparency in Coverage routes (issue 34; docs/decisions/0116): the list of each plan's
 * current files and the downloads are public (the rule asks for a public page, no sign-in); the
 * publication log is for medivi-admin, 6dhallplans and client case staff (their plans only).
 */
export function registerTransparencyRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new TransparencyService(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(endpoints.listTransparencyFiles),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return service.listFiles();
    },
  });

  api.route({
    ...routeOf(endpoints.downloadTransparencyFile),
    handler: async (request, reply) => {
      const file = await service.downloadable(request.params.publicationId, request.params.fileName);
      if (file === null)
        throw new DomainError(404, transparencyMessages.fileNotFound, { code: 'FILE_NOT_FOUND' });
      return sendGzipJsonFile(request, reply, deps.transparencyFiles, file);
    },
  });

  api.route({
    ...routeOf(endpoints.listTransparencyPublications),
    onRequest: requireUser(app, { anyRole: transparencyLogRoles }),
    handler: (request) => {
      const user = signedInUser(request);
      return service.publicationLog(user.userID, user.roles, request.variant);
    },
  });
}
