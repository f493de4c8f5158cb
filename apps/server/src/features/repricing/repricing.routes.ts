import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { repricingEndpoints, repricingMessages, repricingRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { DomainError } from '../../platform/errors.js';
import { routeOf } from '../../platform/route.js';
import { requireUser } from '../../platform/session/guards.js';
import { RepricingRepository } from './repricing.repository.js';

/**
 * `GET /api/repricing/claims` (issue 19 item 5, docs/decisions/0105 "Repricing"): the repriced-claims
 * work list of the Claims site's `/repricing`, for claims-admin and claims-contractsuperadmin (401
 * signed out, 403 for other roles and on the MediVI site, whose admins hold medivi-admin), every
 * plan's claims, newest received first, paged on the server. On the audit trail (member ids and
 * patient names).
 */
export function registerRepricingRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const repository = new RepricingRepository(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const claimsSiteOnly: onRequestHookHandler = function (request, _reply, done) {
    if (request.variant === 'claims') done();
    else done(new DomainError(403, repricingMessages.wrongSite, { code: 'FORBIDDEN_ROLE' }));
  };

  api.route({
    ...routeOf(repricingEndpoints.listRepricedClaims),
    onRequest: [...requireUser(app, { anyRole: repricingRoles }), claimsSiteOnly],
    handler: async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const [total, claims, plans] = await Promise.all([
        repository.count(filters),
        repository.find(filters, pageSize, (page - 1) * pageSize),
        repository.plans(),
      ]);
      return { claims, total, page, pageSize, plans };
    },
  });
}
