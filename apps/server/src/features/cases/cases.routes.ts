import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  caseAttachmentParamsSchema,
  caseEndpoints,
  caseRoutes,
  clientCaseEndpoints,
  clientCaseRoutes,
  type EndpointRoute,
  type RoleName,
  uploadAttachmentReplySchema,
  type Variant,
} from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import {
  attachmentDownloadNotes,
  readAttachmentUpload,
  registerAttachmentMultipart,
} from '../../platform/attachments/attachment-upload.js';
import { withRouteNotes } from '../../platform/openapi/route-notes.js';
import { routeOf } from '../../platform/route.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { requireUser, signedInUser } from '../../platform/session/guards.js';
import { sendCaseAttachment, storeCaseUpload } from './case-attachment-handlers.js';
import type { CaseChannelPolicy, CaseReadPolicy } from './case-policy.js';
import { CaseClockMail } from './case-clock-mail.js';
import { CaseStatusService, statusLabelsOf } from './case-status.service.js';
import { CasesService } from './cases.service.js';
import { clientViewRoles } from './client-case-policy.js';

/** The attachment download and upload of one channel: its routes, roles and policies. */
interface ChannelAttachmentRoutes {
  download: EndpointRoute;
  downloadSummary: string;
  downloadRoles: readonly RoleName[];
  /** The read policy that decides whose case's files the caller may download. */
  readerOf: (user: CurrentUser, variant: Variant) => CaseReadPolicy;
  upload: EndpointRoute;
  uploadSummary: string;
  uploadRoles: readonly RoleName[];
  uploader: CaseChannelPolicy<unknown>;
}

/**
 * Case endpoints of the member, staff and client channels (cases spec §6, §7; issue 4 items 2,
 * 3, 5, 6, 7): member create, list, detail, status labels, the staff status change, then the
 * client's master plans, patient search, create, list and detail, each channel with its
 * attachment download and upload. Every route needs a signed-in session and the CSRF header; the
 * route guards check the roles, the channel policies the ownership (`CasesService`).
 */
export async function registerCaseRoutes(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  const cases = new CasesService(deps.db, deps.clock, deps.caseStore);
  const statuses = new CaseStatusService(
    deps.caseStore,
    cases,
    new CaseClockMail(deps.db, deps.mailer, deps.caseClockTimeZone, deps.claimsContact.phone),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  const memberReader = requireUser(app, { anyRole: ['casesmember', 'admin'] });

  api.route({
    ...routeOf(caseEndpoints.createCase),
    onRequest: requireUser(app, { anyRole: ['casesubmissionmember'] }),
    handler: (request) => cases.file(cases.member, signedInUser(request), request.variant, request.body),
  });

  api.route({
    ...routeOf(caseEndpoints.getCases),
    onRequest: memberReader,
    handler: async (request) => {
      const user = signedInUser(request);
      const reader = cases.readerOnMemberRoutes(user, request.variant);
      return { records: await cases.list(reader, user, request.variant, request.query) };
    },
  });

  api.route({
    ...routeOf(caseEndpoints.getCase),
    onRequest: memberReader,
    handler: async (request) => {
      const user = signedInUser(request);
      const reader = cases.readerOnMemberRoutes(user, request.variant);
      return { records: [await cases.get(reader, user, request.variant, request.params.id)] };
    },
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
    ...routeOf(caseEndpoints.extendCaseClock),
    onRequest: requireUser(app, { anyRole: ['admin'] }),
    handler: (request) => statuses.extendClock(signedInUser(request), request.params.id, request.body),
  });

  await registerAttachmentRoutes(app, deps, cases, {
    download: caseRoutes.getCaseAttachment,
    downloadSummary: 'Downloads one attachment of a case the caller may read (as an attachment, nosniff).',
    downloadRoles: ['casesmember', 'admin'],
    readerOf: (user, variant) => cases.readerOnMemberRoutes(user, variant),
    upload: caseRoutes.uploadAttachment,
    uploadSummary:
      'Attaches files (png, jpg, jpeg, pdf, doc, docx by content; 10 MiB each, 10 files and 25 MiB per case) to a case of the member or his dependents; all or nothing.',
    uploadRoles: ['casesubmissionmember'],
    uploader: cases.member,
  });
  await registerClientCaseRoutes(app, deps, cases);
}

/** The client channel's endpoints (cases spec §6, §7), limited to the client's plans. */
async function registerClientCaseRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
  cases: CasesService,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = requireUser(app, { anyRole: clientViewRoles });
  const submitter = requireUser(app, { anyRole: ['casesubmissionclient'] });

  // The plan filter of the reports reads the master plans too (issue 19 item 4).
  const planFilter = requireUser(app, { anyRole: [...clientViewRoles, 'reports'] });
  for (const endpoint of [clientCaseEndpoints.getMasterPlans, clientCaseEndpoints.masterPlans]) {
    api.route({
      ...routeOf(endpoint),
      onRequest: planFilter,
      handler: (request) => cases.masterPlans(signedInUser(request), request.variant),
    });
  }

  api.route({
    ...routeOf(clientCaseEndpoints.getClientCases),
    onRequest: viewer,
    handler: async (request) => ({
      records: await cases.list(cases.client, signedInUser(request), request.variant, request.query),
    }),
  });

  api.route({
    ...routeOf(clientCaseEndpoints.getClientCase),
    onRequest: viewer,
    handler: async (request) => ({
      records: [await cases.get(cases.client, signedInUser(request), request.variant, request.params.id)],
    }),
  });

  api.route({
    ...routeOf(clientCaseEndpoints.getClientMemberDetail),
    onRequest: submitter,
    handler: (request) => cases.memberDetail(signedInUser(request), request.query),
  });

  api.route({
    ...routeOf(clientCaseEndpoints.createClientCase),
    onRequest: submitter,
    handler: (request) => cases.file(cases.client, signedInUser(request), request.variant, request.body),
  });

  await registerAttachmentRoutes(app, deps, cases, {
    download: clientCaseRoutes.getClientCaseAttachment,
    downloadSummary: "Downloads one attachment of a case of the client's plans (as an attachment, nosniff).",
    downloadRoles: clientViewRoles,
    readerOf: () => cases.client,
    upload: clientCaseRoutes.uploadClientAttachment,
    uploadSummary:
      "Attaches files (png, jpg, jpeg, pdf, doc, docx by content; limits as for members) to a case of the client's plans; all or nothing.",
    uploadRoles: ['casesubmissionclient'],
    uploader: cases.client,
  });
}

/**
 * A channel's attachment download (only of a case the channel lets the caller read; issue 4
 * item 5) and upload (multipart, in a scope of its own; all or nothing; cases spec §7).
 */
async function registerAttachmentRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
  cases: CasesService,
  routes: ChannelAttachmentRoutes,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: routes.download.method,
    url: routes.download.path,
    schema: withRouteNotes(
      { summary: routes.downloadSummary, params: caseAttachmentParamsSchema },
      attachmentDownloadNotes,
    ),
    // The case detail's link is a plain `<a href download>`, which sends no X-CSRF-Token (as for
    // the EOB download, docs/decisions/0114); the upload below still needs it.
    onRequest: requireUser(app, { anyRole: routes.downloadRoles, isAddressBarRead: true }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const reader = routes.readerOf(user, request.variant);
      const found = await cases.get(reader, user, request.variant, request.params.id);
      return sendCaseAttachment(deps, reply, user, found.id, request.params.attachmentId);
    },
  });

  await app.register(async (scope) => {
    await registerAttachmentMultipart(scope);
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: routes.upload.method,
      url: routes.upload.path,
      schema: { summary: routes.uploadSummary, response: { 200: uploadAttachmentReplySchema } },
      onRequest: requireUser(scope, { anyRole: routes.uploadRoles }),
      handler: async (request) => {
        const user = signedInUser(request);
        const upload = await readAttachmentUpload(request);
        const target = await cases.caseForUpload(routes.uploader, user, request.variant, upload.caseID);
        return storeCaseUpload(deps, user, target.id, upload);
      },
    });
  });
}
