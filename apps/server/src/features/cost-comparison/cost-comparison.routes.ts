import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { costComparisonEndpoints as endpoints, costComparisonRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { CostComparisonAnalysesRepository } from './cost-comparison-analyses.repository.js';
import { CostComparisonAnalysesService } from './cost-comparison-analyses.service.js';
import { registerComparisonDocumentRoutes } from './documents/documents.routes.js';
import { MedicareRatiosRepository } from './medicare-ratios.repository.js';

/**
 * Cost comparison (analysis-reports-admin spec §7, §9; issue 18; docs/decisions/0104): the
 * per-state Medicare ratios, the author's saved analyses and the two documents, all for the
 * analysis role of the site's variant, with the CSRF token on every call. Ratios are public CMS
 * figures and analyses hold no member data, so no route is on the audit trail.
 * Async so that the document routes may await their setup.
 */
export async function registerCostComparisonRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
): Promise<void> {
  const ratios = new MedicareRatiosRepository(deps.db);
  const analyses = new CostComparisonAnalysesService(
    new CostComparisonAnalysesRepository(deps.db),
    deps.clock,
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analysts = requireUser(app, { anyRole: costComparisonRoles });

  api.route({
    ...routeOf(endpoints.medicareRatios),
    onRequest: analysts,
    handler: () => ratios.list(),
  });

  api.route({
    ...routeOf(endpoints.listAnalyses),
    onRequest: analysts,
    handler: (request) => analyses.list(signedInUser(request).userID),
  });

  api.route({
    ...routeOf(endpoints.getAnalysis),
    onRequest: analysts,
    handler: (request) => analyses.get(signedInUser(request).userID, request.params.analysisId),
  });

  api.route({
    ...routeOf(endpoints.createAnalysis),
    onRequest: analysts,
    handler: (request) => analyses.create(signedInUser(request).userID, request.body.state),
  });

  api.route({
    ...routeOf(endpoints.updateAnalysis),
    onRequest: analysts,
    handler: (request) =>
      analyses.update(signedInUser(request).userID, request.params.analysisId, request.body.state),
  });

  api.route({
    ...routeOf(endpoints.deleteAnalysis),
    onRequest: analysts,
    handler: (request) => analyses.delete(signedInUser(request).userID, request.params.analysisId),
  });

  await registerComparisonDocumentRoutes(app, deps, {
    anyRole: costComparisonRoles,
    ratios,
  });
}
