import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { priceEstimatesEndpoints, priceEstimatesRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { PriceEstimatesService } from './price-estimates.service.js';

/**
 * Price estimates before care (issue 33, docs/decisions/0115): `GET /api/price-estimates` and the
 * catalogue `GET /api/price-estimates/procedures`, for members, client staff and analysts
 * (`priceEstimatesRoles`): 401 signed out, 403 without the CSRF header or a role, or for a plan the
 * caller may not see, 400 with field messages for a bad code, zip, radius or other query field.
 */
export function registerPriceEstimatesRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new PriceEstimatesService(deps.db, deps.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireUser(app, { anyRole: priceEstimatesRoles });

  api.route({
    ...routeOf(priceEstimatesEndpoints.listPriceEstimates),
    onRequest: guard,
    handler: (request) => service.page(signedInUser(request), request.variant, request.query),
  });

  api.route({
    ...routeOf(priceEstimatesEndpoints.listEstimateProcedures),
    onRequest: guard,
    handler: (request) => service.procedures(request.query.search),
  });
}
