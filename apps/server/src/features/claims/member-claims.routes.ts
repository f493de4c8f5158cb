import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccumulatorsEndpoints, memberClaimsEndpoints, memberClaimsRoles } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { MemberClaimsService } from './member-claims.service.js';

/**
 * The member claims endpoints (issue 32 items 1, 3, 4, 5, 7, 8; docs/decisions/0114 "API"): My
 * Claims (`GET /api/member/claims`), one claim's EOB (`GET /api/member/claims/:claimID`) and its
 * PDF (`GET /api/member/claims/:claimID/eob.pdf`), a family's accumulators of a plan year
 * (`GET /api/member/accumulators`) and the plan's benefit design (`GET /api/member/plan-design`),
 * for members (`casesmember`) and client staff (`caseviewclient`): 401 signed out, 403 without the
 * CSRF header (the PDF, opened from a plain link, asks none) or either role, 400 with field
 * messages for a bad query (and for client staff's accumulators without `memberID`), 404 for a
 * claim, plan, patient or member the caller may not see, 503 when the PDF printer cannot print.
 * Every request but the plan design, which names no member, is on the audit trail
 * (`claim.listed`, `claim.read`, `claim.eob_downloaded`, `claim.accumulators_read`).
 */
export function registerMemberClaimsRoutes(app: FastifyInstance, deps: AppDependencies): void {
  const claims = new MemberClaimsService(
    deps.db,
    deps.clock,
    deps.caseStore,
    deps.pdfPrinter,
    deps.claimsContact.phone,
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reader = requireUser(app, { anyRole: memberClaimsRoles });

  api.route({
    ...routeOf(memberClaimsEndpoints.listMemberClaims),
    onRequest: reader,
    handler: (request) => claims.list(signedInUser(request), request.variant, request.query),
  });

  api.route({
    ...routeOf(memberClaimsEndpoints.getMemberClaim),
    onRequest: reader,
    handler: (request) =>
      claims.get(signedInUser(request), request.variant, request.params.claimID, request.ip),
  });

  api.route({
    ...routeOf(memberClaimsEndpoints.getMemberClaimEobPdf),
    onRequest: requireUser(app, { anyRole: memberClaimsRoles, isAddressBarRead: true }),
    handler: async (request, reply) => {
      const { fileName, pdf } = await claims.eobPdf(
        signedInUser(request),
        request.variant,
        request.params.claimID,
        request.ip,
      );
      return sendPdf(reply, fileName, pdf);
    },
  });

  api.route({
    ...routeOf(memberAccumulatorsEndpoints.getMemberAccumulators),
    onRequest: reader,
    handler: (request) => claims.accumulators(signedInUser(request), request.variant, request.query),
  });

  api.route({
    ...routeOf(memberAccumulatorsEndpoints.getMemberPlanDesign),
    onRequest: reader,
    handler: (request) => claims.planDesign(signedInUser(request), request.variant, request.query),
  });
}

/**
 * The PDF as a download named `fileName` (`eobFileName`: plain ASCII, no quote). No Cache-Control
 * of its own: every API reply without one says no-store (decision 0093).
 */
function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}
