import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idCardEndpoints as endpoints, idCardRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { idCardDocument } from './id-card-document.js';
import { IdCardRepository } from './id-card.repository.js';
import { IdCardService } from './id-card.service.js';

/** The download name of every ID card PDF. */
export const idCardFileName = 'id-card.pdf';

/**
 * The member ID card and the provider notice (issue 32 item 5, docs/decisions/0114 "ID card and
 * provider notice"): `GET /api/member/id-card` (JSON) and `GET /api/member/id-card.pdf` for members
 * (`casesmember`), their own cards only; `GET /api/provider-notice/:planID`, public, the page a
 * card's QR code opens. The PDF is a plain download link, so its GET needs no X-CSRF-Token
 * (`isAddressBarRead`); it is validated in full before anything is printed. The PDF is in the
 * member's account language (issue 37, docs/decisions/0126).
 */
export function registerIdCardRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const service = new IdCardService(new IdCardRepository(deps.db), {
    clock: deps.clock,
    publicBaseUrl: deps.publicBaseUrl,
    contact: deps.claimsContact,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(endpoints.getIdCards),
    onRequest: requireUser(app, { anyRole: idCardRoles }),
    handler: async (request) => ({ cards: await service.cardsOf(signedInUser(request)) }),
  });

  api.route({
    ...routeOf(endpoints.getIdCardPdf),
    onRequest: requireUser(app, { anyRole: idCardRoles, isAddressBarRead: true }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const cards = await service.cardsToPrint(user, request.query.planID);
      const pdf = await deps.pdfPrinter.print(idCardDocument(cards, request.query.size, user.language), {
        pageNumbers: request.query.size === 'letter',
        language: user.language,
      });
      return sendPdf(reply, pdf);
    },
  });

  api.route({
    ...routeOf(endpoints.getProviderNotice),
    handler: (request) => service.providerNotice(request.params.planID),
  });
}

/** The PDF as a download named `id-card.pdf`. */
function sendPdf(reply: FastifyReply, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${idCardFileName}"`)
    .send(pdf);
}
