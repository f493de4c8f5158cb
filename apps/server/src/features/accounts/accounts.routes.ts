import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Plan, planEndpoints } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { AccountsRepository } from './accounts.repository.js';

function toPlan(row: {
  id: string;
  name: string;
  display_medivi_message: number;
  medivi_message: string | null;
}): Plan {
  return {
    id: row.id,
    name: row.name,
    displayMediviMessage: row.display_medivi_message === 1,
    mediviMessage: row.medivi_message,
  };
}

/** `GET /api/v2/get-plans` and `GET /api/v2/get-LivePlansForProviders` (accounts spec §4 Plans). */
export function registerPlanRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const repository = new AccountsRepository(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(planEndpoints.getPlans),
    preHandler: requireUser(app),
    handler: async (request) => (await repository.plansOfUser(signedInUser(request).userID)).map(toPlan),
  });

  api.route({
    ...routeOf(planEndpoints.getLivePlansForProviders),
    preHandler: requireUser(app, { anyRole: ['6dhallplans'] }),
    handler: async () => (await repository.livePlans()).map(toPlan),
  });
}
