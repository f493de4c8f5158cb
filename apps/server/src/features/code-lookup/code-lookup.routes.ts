import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { codeLookupEndpoints as endpoints, codeLookupRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser } from '../../platform/session/guards.js';
import { CodeLookupRepository } from './code-lookup.repository.js';
import { CodeLookupService } from './code-lookup.service.js';

/**
 * `GET /api/codes` and `GET /api/reference-imports` (accounts spec §2 "code role: /code and
 * /cms"; docs/decisions/0107-code-and-cms.md): for medivi-code only (401 signed out, 403 for anyone
 * else); bad query values answer 400 with `fieldErrors`.
 */
export function registerCodeLookupRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new CodeLookupService(new CodeLookupRepository(deps.db));
  const api = app.withTypeProvider<ZodTypeProvider>();
  const coders = requireUser(app, { anyRole: codeLookupRoles });

  api.route({
    ...routeOf(endpoints.searchCodes),
    onRequest: coders,
    handler: (request) => service.searchCodes(request.query),
  });

  api.route({
    ...routeOf(endpoints.referenceImports),
    onRequest: coders,
    handler: async () => ({ imports: await service.referenceImports() }),
  });
}
