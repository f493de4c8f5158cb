import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  repricingCsvColumns,
  repricingCsvMaxRows,
  repricingEndpoints,
  repricingMessages,
  repricingRoles,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { csvLine } from '../../platform/csv.js';
import { DomainError } from '../../platform/errors.js';
import { routeOf } from '../../platform/route.js';
import { requireUser } from '../../platform/session/guards.js';
import { RepricingRepository } from './repricing.repository.js';

/**
 * `GET /api/repricing/claims` (issue 19 item 5, docs/decisions/0105 "Repricing"): the repriced-claims
 * work list of the Claims site's `/repricing`, for claims-admin and claims-contractsuperadmin (401
 * signed out, 403 for other roles and on the MediVI site, whose admins hold medivi-admin), every
 * plan's claims in the order asked (newest received first by default), paged on the server, or
 * with `format=csv` every match as a file. On the audit trail (member ids and patient names).
 */
/** Claims read from the database at a time while an export is written. */
const csvBatchRows = 1000;

export function registerRepricingRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const repository = new RepricingRepository(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const claimsSiteOnly: onRequestHookHandler = function (request, _reply, done) {
    if (request.variant === 'claims') done();
    else done(new DomainError(403, repricingMessages.wrongSite, { code: 'FORBIDDEN_ROLE' }));
  };

  api.route({
    ...routeOf(repricingEndpoints.listRepricedClaims),
    // The CSV export is a plain link, as the audit's is: a GET read by address needs no CSRF header.
    onRequest: [...requireUser(app, { anyRole: repricingRoles, isAddressBarRead: true }), claimsSiteOnly],
    handler: async (request, reply) => {
      const { page, pageSize, sort, direction, format, ...filters } = request.query;
      const order = { sort, direction };
      if (format === 'json') {
        const [total, claims, plans] = await Promise.all([
          repository.count(filters),
          repository.find(filters, pageSize, (page - 1) * pageSize, order),
          repository.plans(),
        ]);
        return { claims, total, page, pageSize, plans };
      }
      // Every match as CSV, in the order shown (issue 31 item 17).
      const total = await repository.count(filters);
      if (total > repricingCsvMaxRows) {
        const message = repricingMessages.tooManyForCsv(total);
        throw new DomainError(400, message, {
          code: 'REPRICING_EXPORT_TOO_LARGE',
          fieldErrors: { format: message },
        });
      }
      const lines = [csvLine(repricingCsvColumns)];
      for (let offset = 0; offset < total; offset += csvBatchRows) {
        for (const claim of await repository.find(filters, csvBatchRows, offset, order)) {
          lines.push(csvLine(repricingCsvColumns.map((column) => claim[column])));
        }
      }
      const day = deps.clock.now().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="repriced-claims-${day}.csv"`)
          // Text, not the JSON page: Fastify sends a string of a non-JSON type as it is.
          .send(lines.join('') as never)
      );
    },
  });
}
