import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages, ownEntry } from '@medivi/domain';
import type { AppDependencies } from '../app-dependencies.js';
import { type AuditedRoute, auditedRoutes } from './audited-routes.js';
import { auditOutcomeOf, recordAuditEvent } from './audit.js';
import { databaseRetryAfterSeconds, errorBody, isDatabaseUnavailable } from './errors.js';

function stringParam(request: FastifyRequest, name: string): string | null {
  const value = ownEntry(request.params as Record<string, unknown>, name);
  return typeof value === 'string' ? value.slice(0, 200) : null;
}

async function auditRequest(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  route: AuditedRoute,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const actorUserId = request.currentUser?.userID ?? null;
  const detail: Record<string, string | number> = { method: request.method, status: reply.statusCode };
  for (const name of route.detailParams ?? []) {
    const value = stringParam(request, name);
    if (value !== null) detail[name] = value;
  }
  await recordAuditEvent(deps.db, deps.clock, {
    actorUserId,
    action: route.action,
    subjectType: route.subjectType,
    subjectId:
      route.subject === undefined
        ? null
        : route.subject === 'self'
          ? actorUserId
          : stringParam(request, route.subject.param),
    detail,
    address: request.ip,
    outcome: auditOutcomeOf(reply.statusCode),
  });
}

/**
 * Writes the request row of every audited route (`auditedRoutes`) in an `onSend` hook, so the row
 * is in the table before the reply leaves, whatever the outcome (the error handler's replies pass
 * through `onSend` too). When the row cannot be written, a reply that would have carried member
 * data is replaced by a bare 500 (a 503 with Retry-After when the database does not answer): no
 * read without its record (docs/decisions/0097, 0101).
 */
export function registerAuditTrail(app: FastifyInstance, deps: Pick<AppDependencies, 'db' | 'clock'>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = ownEntry(auditedRoutes, `${request.method} ${request.routeOptions.url ?? ''}`);
    if (route === undefined) return payload;
    if (route.successRow === 'service' && reply.statusCode < 400) return payload;
    try {
      await auditRequest(deps, route, request, reply);
      return payload;
    } catch (error) {
      request.log.error({ err: error }, 'audit record not written');
      if (reply.statusCode >= 400) return payload;
      if (typeof payload === 'object' && payload !== null && 'destroy' in payload) {
        (payload as { destroy(): void }).destroy();
      }
      void reply.type('application/json; charset=utf-8').removeHeader('content-disposition');
      reply.removeHeader('content-length');
      // A database that went away between the read and its record: a retry hint, as for any
      // request while it is down (docs/decisions/0101).
      if (isDatabaseUnavailable(error)) {
        void reply.code(503).header('retry-after', String(databaseRetryAfterSeconds));
        return JSON.stringify(errorBody(503, messages.databaseUnavailable, { code: 'DATABASE_UNAVAILABLE' }));
      }
      void reply.code(500);
      return JSON.stringify(errorBody(500, messages.serverError));
    }
  });
}
