import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serviceLevelEndpoints as endpoints, serviceLevelsRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { ServiceLevelsRepository } from './service-levels.repository.js';
import { ServiceLevelsService } from './service-levels.service.js';

/**
 * The plans' service levels (issue 35 item 1; docs/decisions/0117): the plan list, one plan's
 * levels and setting them, for the admin role only (403 for anyone else; the CSRF token on the
 * change, as on every state-changing call).
 */
export function registerServiceLevelRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new ServiceLevelsService(new ServiceLevelsRepository(deps.db), deps.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = requireUser(app, { anyRole: serviceLevelsRoles });

  api.route({
    ...routeOf(endpoints.listServiceLevelPlans),
    onRequest: admins,
    handler: () => service.listPlans(),
  });

  api.route({
    ...routeOf(endpoints.getPlanServiceLevels),
    onRequest: admins,
    handler: (request) => service.get(request.params.planId),
  });

  api.route({
    ...routeOf(endpoints.setPlanServiceLevels),
    onRequest: admins,
    handler: (request) =>
      service.set(
        { userId: signedInUser(request).userID, address: request.ip },
        request.params.planId,
        request.body,
      ),
  });
}
