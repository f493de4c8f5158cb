import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { priceEstimatesEndpoints, priceEstimatesRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { PriceEstimatesService } from './price-estimates.service.js';

/**
 * Price estimates before care (issue 33, docs/decisions/0115): `GET /api/price-estimates` and the
 * catalogue `GET /api/price-estimates/procedures` and the price check
 * `GET /api/price-estimates/price-check.pdf` (a plain link: no CSRF header asked), for members, client staff and analysts
 * (`priceEstimatesRoles`): 401 signed out, 403 without the CSRF header or a role, or for a plan the
 * caller may not see, 400 with field messages for a bad code, zip, radius or other query field,
 * 503 when the PDF printer cannot print.
 */
export function registerPriceEstimatesRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new PriceEstimatesService(deps.db, deps.clock, deps.pdfPrinter, deps.claimsContact.phone);
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

  api.route({
    ...routeOf(priceEstimatesEndpoints.getPriceCheckPdf),
    onRequest: requireUser(app, { anyRole: priceEstimatesRoles, isAddressBarRead: true }),
    handler: async (request, reply) => {
      const pdf = await service.priceCheckPdf(signedInUser(request), request.variant, request.query);
      return sendPdf(reply, pdf);
    },
  });
}

/**
 * The price check as the download `price-check.pdf`. No Cache-Control of its own: every API reply
 * without one says no-store (decision 0093).
 */
function sendPdf(reply: FastifyReply, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', 'attachment; filename="price-check.pdf"')
    .send(pdf);
}
