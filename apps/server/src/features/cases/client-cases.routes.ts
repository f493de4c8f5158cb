import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseAttachmentParamsSchema,
  clientCaseEndpoints,
  clientCaseRoutes,
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
import { ClientCasesService, clientViewRoles } from './client-cases.service.js';

/**
 * Client case endpoints (cases spec §6, §7; issue 4 items 3, 7): master plans, the patient search,
 * create, list, detail, attachment upload and download, all limited to the client's plans.
 */
export async function registerClientCaseRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const clients = new ClientCasesService(deps.db, deps.clock, deps.caseStore);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = requireUser(app, { anyRole: clientViewRoles });
  const submitter = requireUser(app, { anyRole: ['casesubmissionclient'] });

  // The plan filter of the reports reads the master plans too (issue 19 item 4).
  const planFilter = requireUser(app, { anyRole: [...clientViewRoles, 'reports'] });
  for (const endpoint of [clientCaseEndpoints.getMasterPlans, clientCaseEndpoints.masterPlans]) {
    api.route({
      ...routeOf(endpoint),
      onRequest: planFilter,
      handler: (request) => clients.masterPlans(signedInUser(request), request.variant),
    });
  }

  api.route({
    ...routeOf(clientCaseEndpoints.getClientCases),
    onRequest: viewer,
    handler: async (request) => ({ records: await clients.list(signedInUser(request), request.query) }),
  });

  api.route({
    ...routeOf(clientCaseEndpoints.getClientCase),
    onRequest: viewer,
    handler: async (request) => ({ records: [await clients.get(signedInUser(request), request.params.id)] }),
  });

  api.route({
    ...routeOf(clientCaseEndpoints.getClientMemberDetail),
    onRequest: submitter,
    handler: (request) => clients.memberDetail(signedInUser(request), request.query),
  });

  api.route({
    ...routeOf(clientCaseEndpoints.createClientCase),
    onRequest: submitter,
    handler: (request) => clients.create(signedInUser(request), request.body),
  });

  api.route({
    method: clientCaseRoutes.getClientCaseAttachment.method,
    url: clientCaseRoutes.getClientCaseAttachment.path,
    schema: withRouteNotes(
      {
        summary: "Downloads one attachment of a case of the client's plans (as an attachment, nosniff).",
        params: caseAttachmentParamsSchema,
      },
      attachmentDownloadNotes,
    ),
    onRequest: viewer,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const found = await clients.get(user, request.params.id);
      return sendCaseAttachment(deps, reply, user, found.id, request.params.attachmentId);
    },
  });

  await app.register(async (scope) => {
    await registerAttachmentMultipart(scope);
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: clientCaseRoutes.uploadClientAttachment.method,
      url: clientCaseRoutes.uploadClientAttachment.path,
      schema: {
        summary:
          "Attaches files (png, jpg, jpeg, pdf, doc, docx by content; limits as for members) to a case of the client's plans; all or nothing.",
        response: { 200: uploadAttachmentReplySchema },
      },
      onRequest: requireUser(scope, { anyRole: ['casesubmissionclient'] }),
      handler: async (request) => {
        const user = signedInUser(request);
        const upload = await readAttachmentUpload(request);
        const target = await clients.caseForUpload(user, request.variant, upload.caseID);
        return storeCaseUpload(deps, user, target.id, upload);
      },
    });
  });
}
