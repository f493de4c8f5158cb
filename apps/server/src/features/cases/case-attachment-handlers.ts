import type { FastifyReply } from 'fastify';
import { caseMessages, type UploadAttachmentReply } from '@medivi/domain';
import type { AppDependencies } from '../../app-dependencies.js';
import {
  type AttachmentUpload,
  attachFiles,
  sendAttachment,
  uploadReplyOf,
} from '../../platform/attachments/attachment-upload.js';
import { recordAuditEvent } from '../../platform/audit.js';
import { DomainError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/session/current-user.js';

/**
 * Sends one attachment of a case the caller was already allowed to read (member or client
 * detail rules), as a download, and audits the read (issue 4 item 5; no file name in the record).
 * @throws DomainError 404 when the case has no such attachment.
 */
export async function sendCaseAttachment(
  deps: AppDependencies,
  reply: FastifyReply,
  user: CurrentUser,
  caseId: string,
  attachmentId: string,
): Promise<FastifyReply> {
  const attachment = await deps.caseStore.findAttachment(caseId, attachmentId);
  if (attachment === null)
    throw new DomainError(404, caseMessages.notFound, { code: 'ATTACHMENT_NOT_FOUND' });
  // The route writes the 'case.attachment_read' row, whatever the outcome (platform/audit-trail.ts).
  return sendAttachment(reply, deps.files, attachment, caseMessages.notFound);
}

/**
 * Stores the files of an upload on a case the caller may upload to (all or nothing, content
 * checked by `attachFiles`), audits it, restarts a clock that waited for the member's documents
 * (issue 35), and builds the upload reply (cases spec §7).
 */
export async function storeCaseUpload(
  deps: AppDependencies,
  user: CurrentUser,
  caseId: string,
  upload: AttachmentUpload,
): Promise<UploadAttachmentReply> {
  const added = await attachFiles({
    store: deps.caseStore,
    storage: deps.files,
    scanner: deps.scanner,
    audit: deps,
    caseId,
    upload,
    uploadedByUserId: user.userID,
  });
  await recordAuditEvent(deps.db, deps.clock, {
    actorUserId: user.userID,
    action: 'case.attachments_added',
    subjectType: 'case',
    subjectId: caseId,
    detail: { count: added.length },
  });
  // Documents from the member's side answer a request for information: the clock runs again
  // (issue 35). Only the member and client channels upload; staff do not.
  await deps.caseStore.memberAnswered(caseId, user.userID);
  return uploadReplyOf(caseId, added);
}
