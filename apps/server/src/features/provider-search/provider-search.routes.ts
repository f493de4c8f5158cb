import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hasRole, providerSearchEndpoints, providerSearchRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { ProviderSearchRepository } from './provider-search.repository.js';
import { type Searcher, ProviderSearchService } from './provider-search.service.js';

/** The searcher of a signed-in request: the all-plans role widens the selectable plans. */
function searcherOf(request: FastifyRequest): Searcher {
  const user = signedInUser(request);
  return { userId: user.userID, hasAllPlans: hasRole(user.roles, request.variant, '6dhallplans') };
}

/**
 * Provider Search calls (cases-and-provider-search spec §7): search, taxonomy mapping and zip
 * validation, for users with the read or mobile-read role.
 */
export function registerProviderSearchRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new ProviderSearchService(new ProviderSearchRepository(deps.db), deps.providerCacheSize);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = requireUser(app, { anyRole: providerSearchRoles });

  api.route({
    ...routeOf(providerSearchEndpoints.searchProviders),
    onRequest: guard,
    handler: (request) => service.search(searcherOf(request), request.query),
  });

  api.route({
    ...routeOf(providerSearchEndpoints.getTaxonomyMapping),
    onRequest: guard,
    handler: (request) => service.taxonomyMapping(searcherOf(request), request.query),
  });

  api.route({
    ...routeOf(providerSearchEndpoints.validateZipCode),
    onRequest: guard,
    handler: (request) => service.validateZip(request.params.zip),
  });
}
