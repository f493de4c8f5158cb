import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  benchmarksRoles,
  benchmarkViewsEndpoints as endpoints,
  hospitalProfileEndpoints,
} from '@medivi/domain';
import type { AppDependencies } from '../../../app-dependencies.js';
import { routeOf } from '../../../platform/route.js';
import { requireUser } from '../../../platform/session/guards.js';
import { AreaFactsRepository } from '../area-facts.repository.js';
import type { BenchmarkSnapshots } from '../benchmark-snapshot.js';
import { ChartRepository } from '../chart.repository.js';
import { ProviderDetailRepository } from '../provider-detail.repository.js';
import { BenchmarkViewsService } from './benchmark-views.service.js';
import { HospitalProfileRepository } from './hospital-profile.repository.js';
import { HospitalProfileService } from './hospital-profile.service.js';
import { ZipCountyRepository } from './zip-county.repository.js';

/**
 * The further benchmark views' API (analysis-reports-admin spec §2; docs/decisions/0103): the
 * procedure benchmark table, the county comparison and the hospital profile, for the benchmarks role, CSRF-checked like
 * every POST. Public CMS figures only, so not on the audit trail (docs/decisions/0097).
 * @param snapshots the benchmark data snapshot the chart uses too (the geography years).
 */
export function registerBenchmarkViewsRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
  snapshots: BenchmarkSnapshots,
): void {
  const views = new BenchmarkViewsService(
    new ChartRepository(deps.db),
    new AreaFactsRepository(deps.db),
    new ZipCountyRepository(deps.db),
    snapshots,
  );
  const profiles = new HospitalProfileService(
    new ChartRepository(deps.db),
    new ProviderDetailRepository(deps.db),
    new HospitalProfileRepository(deps.db),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analysts = requireUser(app, { anyRole: benchmarksRoles });

  api.route({
    ...routeOf(endpoints.benchmarkTable),
    onRequest: analysts,
    handler: (request) => views.benchmarkTable(request.body),
  });

  api.route({
    ...routeOf(endpoints.countyComparison),
    onRequest: analysts,
    handler: (request) => views.countyComparison(request.body),
  });

  api.route({
    ...routeOf(hospitalProfileEndpoints.hospitalProfile),
    onRequest: analysts,
    handler: (request) => profiles.profile(request.body),
  });
}
