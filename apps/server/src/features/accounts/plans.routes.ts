import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planEndpoints } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { PlansRepository } from './plans.repository.js';
import { toPlan } from './member-plans.service.js';

/** `GET /api/v2/get-plans` and `GET /api/v2/get-LivePlansForProviders` (accounts spec §4 Plans). */
export function registerPlanRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const repository = new PlansRepository(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(planEndpoints.getPlans),
    onRequest: requireUser(app),
    handler: async (request) => (await repository.plansOfUser(signedInUser(request).userID)).map(toPlan),
  });

  api.route({
    ...routeOf(planEndpoints.getLivePlansForProviders),
    onRequest: requireUser(app, { anyRole: ['6dhallplans'] }),
    handler: async () => (await repository.livePlans()).map(toPlan),
  });
}
