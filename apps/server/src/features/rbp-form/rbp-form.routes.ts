import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rbpFormEndpoints, rbpFormUploadWindowMs, uploadAttachmentReplySchema } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import {
  attachFiles,
  readAttachmentUpload,
  registerAttachmentMultipart,
  uploadReplyOf,
} from '../../platform/attachments/attachment-upload.js';
import { DomainError } from '../../platform/errors.js';
import { createLimiter } from '../../platform/rate-limit.js';
import { routeOf } from '../../platform/route.js';
import { RbpFormService, rbpFormLimits } from './rbp-form.service.js';
import { UploadGrants, uploadGrantCookieName } from './upload-grant.js';

/** Refusal of an upload without this browser's grant for the case (docs/decisions/0063). */
export const uploadNotAllowedMessage =
  'Files can be added only from the browser that submitted the case, within 30 minutes.';

/**
 * `POST /api/createRbpFormCase` and `POST /api/uploadAttachmentRbpForms` (cases spec §7): public,
 * no session and no CSRF token (there is no session to bind one to); the captcha, the per-address
 * limits and the signed upload cookie guard them instead (docs/decisions/0061, 0063).
 * `grantSecret` signs the upload cookie (the session secret).
 */
export async function registerRbpFormRoutes(
  app: FastifyInstance,
  deps: AppDependencies,
  grantSecret: string,
): Promise<void> {
  const service = new RbpFormService(deps.db, deps.clock, deps.caseStore, deps.captcha, {
    create: createLimiter(deps.handle, rbpFormLimits.createPerAddress),
    upload: createLimiter(deps.handle, rbpFormLimits.uploadPerAddress),
  });
  const grants = new UploadGrants(grantSecret);
  const uploadPath = rbpFormEndpoints.uploadAttachmentRbpForms.path;
  const cookieOptions = {
    path: uploadPath,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: deps.cookieSecure,
  };

  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(rbpFormEndpoints.createRbpFormCase),
    handler: async (request, reply) => {
      const created = await service.createCase(request.body, request.ip);
      const expiresAt = deps.clock.now().getTime() + rbpFormUploadWindowMs;
      void reply.setCookie(uploadGrantCookieName, grants.issue(created.id, expiresAt), {
        ...cookieOptions,
        maxAge: Math.floor(rbpFormUploadWindowMs / 1000),
      });
      return created;
    },
  });

  await app.register(async (scope) => {
    await registerAttachmentMultipart(scope);
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: rbpFormEndpoints.uploadAttachmentRbpForms.method,
      url: uploadPath,
      schema: {
        summary: rbpFormEndpoints.uploadAttachmentRbpForms.summary,
        response: { 200: uploadAttachmentReplySchema },
      },
      handler: async (request) => {
        await service.countUpload(request.ip);
        const grantedCaseId = grants.caseIdOf(
          request.cookies[uploadGrantCookieName],
          deps.clock.now().getTime(),
        );
        if (grantedCaseId === null) {
          throw new DomainError(403, uploadNotAllowedMessage, { code: 'UPLOAD_NOT_ALLOWED' });
        }
        const upload = await readAttachmentUpload(request);
        if (upload.caseID !== grantedCaseId) {
          throw new DomainError(403, uploadNotAllowedMessage, { code: 'UPLOAD_NOT_ALLOWED' });
        }
        const added = await attachFiles({
          store: deps.caseStore,
          storage: deps.files,
          scanner: deps.scanner,
          audit: deps,
          caseId: grantedCaseId,
          upload,
          uploadedByUserId: null,
        });
        await service.auditUpload(grantedCaseId, added.length);
        // The grant stays for its window: the page sends one file a request and may retry a
        // refused one (docs/decisions/0094); the case limits bound what it can add.
        return uploadReplyOf(grantedCaseId, added);
      },
    });
  });
}
