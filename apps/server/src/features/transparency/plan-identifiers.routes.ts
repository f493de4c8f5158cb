import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transparencyIdentifierEndpoints as endpoints, transparencyIdentifiersRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { PlanIdentifiersRepository } from './plan-identifiers.repository.js';
import { PlanIdentifiersService } from './plan-identifiers.service.js';
import { PublicationsRepository } from './publications.repository.js';

/**
 * The plans' Transparency in Coverage identifiers (issue 34; docs/decisions/0116 "Plan
 * identifiers"): the plan list, one plan's identifiers and setting them, for the admin role only
 * (403 for anyone else; the CSRF token on the change, as on every state-changing call).
 */
export function registerPlanIdentifierRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new PlanIdentifiersService(
    new PlanIdentifiersRepository(deps.db),
    new PublicationsRepository(deps.db),
    deps.clock,
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admins = requireUser(app, { anyRole: transparencyIdentifiersRoles });

  api.route({
    ...routeOf(endpoints.listTransparencyIdentifierPlans),
    onRequest: admins,
    handler: () => service.listPlans(),
  });

  api.route({
    ...routeOf(endpoints.getPlanTransparencyIdentifiers),
    onRequest: admins,
    handler: (request) => service.get(request.params.planId),
  });

  api.route({
    ...routeOf(endpoints.setPlanTransparencyIdentifiers),
    onRequest: admins,
    handler: (request) =>
      service.set(
        { userId: signedInUser(request).userID, address: request.ip },
        request.params.planId,
        request.body,
      ),
  });
}
