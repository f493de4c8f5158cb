import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditCsvColumns,
  auditCsvMaxRows,
  auditEndpoints,
  auditMessages,
  type AuditEventRecord,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { csvLine } from '../../platform/csv.js';
import { DomainError } from '../../platform/errors.js';
import { routeOf } from '../../platform/route.js';
import { requireUser } from '../../platform/session/guards.js';
import { AuditRepository } from './audit.repository.js';

/** Rows read from the database at a time while an export is written. */
const csvBatchRows = 1000;

function csvRow(event: AuditEventRecord): string {
  return csvLine(auditCsvColumns.map((column) => (column === 'at' ? event.at : event[column])));
}

/**
 * `GET /api/audit` (docs/decisions/0097): the audit trail for medivi-admin (401 signed out, 403
 * for anyone else), newest first, with filters and server paging; `format=csv` answers every
 * match as `audit-<UTC date>.csv` (at most `auditCsvMaxRows`, else 400 asking for narrower
 * filters). The CSV is asked for by a plain link, so this GET needs no `X-CSRF-Token`.
 */
export function registerAuditRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const repository = new AuditRepository(deps.db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(auditEndpoints.getAuditActions),
    onRequest: requireUser(app, { anyRole: ['admin'] }),
    handler: async () => ({ actions: await repository.actions() }),
  });

  api.route({
    ...routeOf(auditEndpoints.getAudit),
    onRequest: requireUser(app, { anyRole: ['admin'], isAddressBarRead: true }),
    handler: async (request, reply) => {
      const { page, pageSize, format, ...filters } = request.query;
      const total = await repository.count(filters);
      if (format === 'json') {
        const events = await repository.find(filters, pageSize, (page - 1) * pageSize);
        return { events, total, page, pageSize };
      }
      if (total > auditCsvMaxRows) {
        const message = auditMessages.tooManyForCsv(total);
        throw new DomainError(400, message, {
          code: 'AUDIT_EXPORT_TOO_LARGE',
          fieldErrors: { format: message },
        });
      }
      const lines = [csvLine(auditCsvColumns)];
      for (let offset = 0; offset < total; offset += csvBatchRows) {
        for (const event of await repository.find(filters, csvBatchRows, offset)) lines.push(csvRow(event));
      }
      const day = deps.clock.now().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-${day}.csv"`)
          // Text, not the JSON page: Fastify sends a string of a non-JSON type as it is.
          .send(lines.join('') as never)
      );
    },
  });
}
