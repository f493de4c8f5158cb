import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  benchmarksEndpoints as endpoints,
  benchmarksMessages,
  benchmarksRoles,
  choosesProfessionalCodeType,
  hasAnyRole,
  professionalCodeTypeRoles,
} from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { AreaFactsRepository } from './area-facts.repository.js';
import { AutocompleteRepository } from './autocomplete.repository.js';
import { BenchmarkSnapshots } from './benchmark-snapshot.js';
import { BenchmarkSnapshotRepository } from './benchmark-snapshot.repository.js';
import { compressThresholdBytes } from '../../platform/compression.js';
import {
  ChartReplyCache,
  type ChartReplyEncoding,
  chartReplyEncodings,
  defaultChartCacheBytes,
} from './chart-cache.js';
import { ChartRepository } from './chart.repository.js';
import { ChartService } from './chart.service.js';
import { LookupService } from './lookup.service.js';
import { ProviderDetailRepository } from './provider-detail.repository.js';
import { SelectionsRepository } from './selections.repository.js';
import { registerBenchmarkViewsRoutes } from './views/benchmark-views.routes.js';

/**
 * Refuses a professional code type other than HCPCS to anyone but an administrator (spec §5
 * Benchmarks, §6): the page hides the selector, the server holds the rule.
 * @throws DomainError 403 `FORBIDDEN_CODE_TYPE`.
 */
function checkProfessionalCodeType(
  request: FastifyRequest,
  body: Parameters<typeof choosesProfessionalCodeType>[0],
): void {
  if (!choosesProfessionalCodeType(body)) return;
  if (hasAnyRole(signedInUser(request).roles, request.variant, professionalCodeTypeRoles)) return;
  throw new DomainError(403, benchmarksMessages.professionalCodeTypeRefused, { code: 'FORBIDDEN_CODE_TYPE' });
}

/**
 * The encoding of a kept chart reply to send for an `Accept-Encoding` header (its q-values
 * honoured, Brotli preferred as @fastify/compress prefers it), or null for the plain text.
 */
function chooseEncoding(acceptEncoding: string | undefined): ChartReplyEncoding | null {
  if (acceptEncoding === undefined) return null;
  return negotiate(acceptEncoding.toLowerCase(), [...chartReplyEncodings]);
}

/**
 * Benchmarks (analysis-reports-admin spec §3, §7; docs/decisions/0102): the chart, autocomplete
 * and provider details over the imported CMS facts, and each user's saved selections per claim
 * type; all for the benchmarks role of the site's variant, with the CSRF token on every call.
 * Benchmark figures are public CMS data and the selections the user's own, not member data, so
 * no route is on the audit trail (docs/decisions/0097).
 */
export function registerBenchmarksRoutes(app: FastifyInstance, deps: AppDependencies): void {
  // The area's one holder of imported-data state besides the reply cache (benchmark-snapshot.ts).
  const snapshots = new BenchmarkSnapshots(new BenchmarkSnapshotRepository(deps.db));
  const charts = new ChartService(new ChartRepository(deps.db), new AreaFactsRepository(deps.db));
  const chartReplies = new ChartReplyCache(
    snapshots,
    (body, snapshot) => charts.chart(body, snapshot),
    deps.chartCacheBytes ?? defaultChartCacheBytes,
  );
  const lookups = new LookupService(
    new AutocompleteRepository(deps.db),
    new ProviderDetailRepository(deps.db),
  );
  const selections = new SelectionsRepository(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analysts = requireUser(app, { anyRole: benchmarksRoles });

  api.route({
    ...routeOf(endpoints.chart),
    onRequest: analysts,
    handler: async (request, reply) => {
      checkProfessionalCodeType(request, request.body);
      const { json, encoded } = await chartReplies.reply(request.body);
      void reply.type('application/json; charset=utf-8');
      const encoding = encoded === null ? null : chooseEncoding(request.headers['accept-encoding']);
      if (encoded !== null && encoding !== null && json.length >= compressThresholdBytes) {
        // A kept reply's bytes compressed once (chart-cache.ts); @fastify/compress leaves a reply
        // that already has its Content-Encoding as it is.
        void reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        return reply.send(encoded[encoding] as never);
      }
      // JSON text of a reply built to the schema (chart-cache.ts): Fastify sends a string of a
      // JSON type as it is, without the schema's serializer.
      return reply.send(json as never);
    },
  });

  api.route({
    ...routeOf(endpoints.autocomplete),
    onRequest: analysts,
    handler: (request) => {
      checkProfessionalCodeType(request, request.body);
      return lookups.autocomplete(request.params.query, request.body);
    },
  });

  api.route({
    ...routeOf(endpoints.providerDetail),
    onRequest: analysts,
    handler: (request) => lookups.providerDetail(request.body.providerID.trim()),
  });

  api.route({
    ...routeOf(endpoints.getBenchmarkSelections),
    onRequest: analysts,
    handler: async (request) =>
      lookups.withCurrentNames(
        request.params.claimType,
        await selections.find(signedInUser(request).userID, request.params.claimType),
      ),
  });

  api.route({
    ...routeOf(endpoints.saveBenchmarkSelections),
    onRequest: analysts,
    handler: async (request) => {
      const userId = signedInUser(request).userID;
      await selections.save(userId, request.params.claimType, request.body, deps.clock.now().toISOString());
      return request.body;
    },
  });

  registerBenchmarkViewsRoutes(app, deps, snapshots);
}
