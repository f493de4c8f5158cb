import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ReportName, reportsEndpoints as endpoints, type RoleName } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { storedSessionId } from '../../platform/session/session-store.js';
import { ReportTokens } from './report-access.js';
import { ReportsService } from './reports.service.js';

/** The role every report route asks for; each report's own role is checked by the service. */
export const reportsRouteRoles: readonly RoleName[] = ['reports'];

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S{1,4096})\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Reports (analysis-reports-admin spec §3, §7; issue 19; docs/decisions/0105-reports.md): the
 * descriptor for a signed-in reader, and the page figures for a signed-in reader or the holder of
 * the descriptor's access token. `tokenSecret` signs the tokens (REPORTS_TOKEN_SECRET).
 */
export function registerReportRoutes(app: FastifyInstance, deps: AppDependencies, tokenSecret: string): void {
  const tokens = new ReportTokens(tokenSecret, deps.clock);
  const service = new ReportsService(deps.db, deps.clock, tokens, deps.publicBaseUrl, deps.caseClockTimeZone);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readers = requireUser(app, { anyRole: reportsRouteRoles });

  api.route({
    ...routeOf(endpoints.getReport),
    onRequest: readers,
    handler: (request) =>
      service.descriptor(
        signedInUser(request),
        request.variant,
        request.params.reportName,
        storedSessionId(request.session.sessionId),
      ),
  });

  // A request with a bearer token skips the session checks: the token is checked in the handler,
  // once the path names the report. Without one, the session guard runs as on any route.
  const sessionOrToken: onRequestHookHandler[] = readers.map(
    (hook): onRequestHookHandler =>
      function (request, reply, done) {
        if (bearerTokenOf(request) !== null) {
          done();
          return;
        }
        hook.call(app, request, reply, done);
      },
  );
  /** The reader of a request: its session's user, or the holder of its bearer token. */
  const readerOf = async (request: FastifyRequest, reportName: ReportName) => {
    const token = bearerTokenOf(request);
    return token === null
      ? service.readerOf(signedInUser(request), request.variant, reportName)
      : service.readerOfToken(await tokens.verify(token, reportName));
  };
  const bearerDescription =
    "Send the session cookie and its CSRF token as `X-CSRF-Token` (roles `reports` and the report's own role), or the descriptor's `accessToken` as `Authorization: Bearer <token>` (401 when forged or expired, or once the session it was issued under signed out or the user's roles changed; 403 for another report's token).";
  const pageRoute = routeOf(endpoints.getReportPage);
  api.route({
    ...pageRoute,
    schema: {
      ...pageRoute.schema,
      description: bearerDescription,
      security: [{ sessionCookie: [], csrfToken: [] }],
    },
    onRequest: sessionOrToken,
    handler: async (request) => {
      const reader = await readerOf(request, request.params.reportName);
      return service.page(reader, request.params.page, request.query, { address: request.ip });
    },
  });

  const plansRoute = routeOf(endpoints.getReportPlans);
  api.route({
    ...plansRoute,
    schema: {
      ...plansRoute.schema,
      description: bearerDescription,
      security: [{ sessionCookie: [], csrfToken: [] }],
    },
    onRequest: sessionOrToken,
    handler: async (request) => service.plans(await readerOf(request, request.params.reportName)),
  });
}
