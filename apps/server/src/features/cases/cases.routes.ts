import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseAttachmentParamsSchema,
  caseEndpoints,
  caseRoutes,
  uploadAttachmentReplySchema,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import {
  attachmentDownloadNotes,
  readAttachmentUpload,
  registerAttachmentMultipart,
} from '../../platform/attachments/attachment-upload.js';
import { withRouteNotes } from '../../platform/openapi/route-notes.js';
import { routeOf } from '../../platform/route.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { sendCaseAttachment, storeCaseUpload } from './case-attachment-handlers.js';
import { CaseStatusService, statusLabelsOf } from './case-status.service.js';
import { CasesService } from './cases.service.js';
import { registerClientCaseRoutes } from './client-cases.routes.js';

/**
 * Member case endpoints (cases spec §7; issue 4 items 2, 5, 6, 7): create, list, detail, status
 * labels, attachment upload and download, and the staff status change. Every route needs a
 * signed-in session and the CSRF header; the services hold the role and ownership rules. The
 * client case endpoints are registered with them.
 */
export async function registerCaseRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const cases = new CasesService(deps.db, deps.clock, deps.caseStore);
  const statuses = new CaseStatusService(deps.caseStore, cases);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(caseEndpoints.createCase),
    onRequest: requireUser(app, { anyRole: ['casesubmissionmember'] }),
    handler: (request) => cases.create(signedInUser(request), request.variant, request.body),
  });

  api.route({
    ...routeOf(caseEndpoints.getCases),
    onRequest: requireUser(app, { anyRole: ['casesmember', 'admin'] }),
    handler: async (request) => ({
      records: await cases.list(signedInUser(request), request.variant, request.query),
    }),
  });

  api.route({
    ...routeOf(caseEndpoints.getCase),
    onRequest: requireUser(app, { anyRole: ['casesmember', 'admin'] }),
    handler: async (request) => ({
      records: [await cases.get(signedInUser(request), request.variant, request.params.id)],
    }),
  });

  api.route({
    ...routeOf(caseEndpoints.getCaseStatusLabels),
    onRequest: requireUser(app),
    handler: (request) => statusLabelsOf(request.query.status, request.query.statusdetail),
  });

  api.route({
    ...routeOf(caseEndpoints.setCaseStatus),
    onRequest: requireUser(app, { anyRole: ['admin'] }),
    handler: (request) => statuses.setStatus(signedInUser(request), request.params.id, request.body),
  });

  api.route({
    method: caseRoutes.getCaseAttachment.method,
    url: caseRoutes.getCaseAttachment.path,
    schema: withRouteNotes(
      {
        summary: 'Downloads one attachment of a case the caller may read (as an attachment, nosniff).',
        params: caseAttachmentParamsSchema,
      },
      attachmentDownloadNotes,
    ),
    onRequest: requireUser(app, { anyRole: ['casesmember', 'admin'] }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const found = await cases.get(user, request.variant, request.params.id);
      return sendCaseAttachment(deps, reply, user, found.id, request.params.attachmentId);
    },
  });

  await app.register(async (scope) => {
    await registerAttachmentMultipart(scope);
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: caseRoutes.uploadAttachment.method,
      url: caseRoutes.uploadAttachment.path,
      schema: {
        summary:
          'Attaches files (png, jpg, jpeg, pdf, doc, docx by content; 10 MiB each, 10 files and 25 MiB per case) to a case of the member or his dependents; all or nothing.',
        response: { 200: uploadAttachmentReplySchema },
      },
      onRequest: requireUser(scope, { anyRole: ['casesubmissionmember'] }),
      handler: async (request) => {
        const user = signedInUser(request);
        const upload = await readAttachmentUpload(request);
        const target = await cases.caseForUpload(user, request.variant, upload.caseID);
        return storeCaseUpload(deps, user, target.id, upload);
      },
    });
  });
  await registerClientCaseRoutes(app, deps);
}
