import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  attachmentLimits,
  attachmentMessages,
  malwareFoundMessage,
  type UploadAttachmentReply,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../audit.js';
import type { CaseStore, NewAttachment, StoredAttachment } from '../case-store/case-store.js';
import type { Clock } from '../clock.js';
import { DomainError } from '../errors.js';
import {
  type MalwareScanner,
  type ScanVerdict,
  ScannerUnavailableError,
} from '../malware-scan/malware-scanner.js';
import { readMultipart, registerMultipart } from '../multipart.js';
import { noteScopeRoutes, type RouteNotes } from '../openapi/route-notes.js';
import { attachmentContentTypes, checkAttachmentContent, sanitiseFileName } from './content-check.js';
import { type FileStorage, newStorageKey } from './file-storage.js';

/** One file of an upload, already checked by name and content. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** An attachment upload (cases spec §3 Attachment, §7): the fields and the checked files. */
export interface AttachmentUpload {
  caseID: string;
  contentLocation: string;
  title: string;
  files: UploadedFile[];
}

/**
 * Registers multipart parsing in a route scope for attachment uploads: at most
 * `maxFilesPerCase` files of `maxFileBytes` each (docs/decisions/0051). Register it inside the
 * scope of the upload routes only.
 */
export async function registerAttachmentMultipart(scope: FastifyInstance): Promise<void> {
  await registerMultipart(scope, {
    fileSize: attachmentLimits.maxFileBytes,
    files: attachmentLimits.maxFilesPerCase,
    fields: 10,
    fieldSize: 1000,
    parts: attachmentLimits.maxFilesPerCase + 10,
  });
  noteScopeRoutes(scope, { bodySchema: attachmentUploadForm, errorStatuses: [422, 503] });
}

/**
 * The upload form as the OpenAPI document shows it (docs/decisions/0099): what
 * `readAttachmentUpload` reads.
 */
const attachmentUploadForm = {
  type: 'object',
  required: ['caseID', 'files'],
  properties: {
    caseID: { type: 'string', description: 'The case the files belong to.' },
    contentLocation: { type: 'string', maxLength: 200 },
    title: { type: 'string', maxLength: 200 },
    files: {
      type: 'array',
      description: `png, jpg, jpeg, pdf, doc or docx by content; at most ${String(attachmentLimits.maxFilesPerCase)} files of ${String(attachmentLimits.maxFileBytes)} bytes each. Any field name is taken as a file.`,
      items: { type: 'string', format: 'binary' },
    },
  },
};

/**
 * Reads an upload (multipart: `caseID`, `contentLocation`, `title`, repeated files under any
 * field name) into memory and checks every file by name and content. A request of more than
 * 25 MiB of files in all is refused while reading. Nothing is stored here.
 * @throws DomainError 413 beyond a limit, 415 for a file that is not an accepted type (spec
 * message) or a request that is not multipart, 400 for a cut-off or malformed body, without
 * `caseID` or without files.
 */
export async function readAttachmentUpload(request: FastifyRequest): Promise<AttachmentUpload> {
  const { fields, files: raw } = await readMultipart(request, {
    maxTotalFileBytes: attachmentLimits.maxCaseBytes,
    messages: {
      fileTooLarge: attachmentMessages.fileTooLarge,
      tooMuch: attachmentMessages.caseTooLarge,
      notMultipart: attachmentMessages.notMultipart,
    },
  });
  const caseID = (fields.caseID ?? '').trim();
  if (caseID === '') {
    throw new DomainError(400, attachmentMessages.caseIdRequired, {
      fieldErrors: { caseID: attachmentMessages.caseIdRequired },
    });
  }
  if (raw.length === 0) {
    throw new DomainError(400, attachmentMessages.noFiles, {
      fieldErrors: { files: attachmentMessages.noFiles },
    });
  }
  const files: UploadedFile[] = [];
  for (const file of raw) {
    const type = await checkAttachmentContent(file.fileName, file.content);
    files.push({
      fileName: sanitiseFileName(file.fileName, type.extension),
      contentType: type.contentType,
      content: file.content,
    });
  }
  return {
    caseID,
    contentLocation: (fields.contentLocation ?? '').slice(0, 200),
    title: (fields.title ?? '').slice(0, 200),
    files,
  };
}

/**
 * Scans every file of an upload before any is stored (docs/decisions/0089). A flagged file is
 * audited (no file name: names may hold PHI) and refused; a scanner that cannot answer refuses the
 * whole upload (fail closed).
 * @throws DomainError 422 MALWARE_FOUND naming the file; 503 SCANNER_UNAVAILABLE with Retry-After.
 */
async function scanUpload(options: {
  scanner: MalwareScanner;
  audit: { db: Kysely<Database>; clock: Clock };
  caseId: string;
  upload: AttachmentUpload;
  uploadedByUserId: string | null;
}): Promise<void> {
  for (const [index, file] of options.upload.files.entries()) {
    let verdict: ScanVerdict;
    try {
      verdict = await options.scanner.scan(file.content);
    } catch (error) {
      if (!(error instanceof ScannerUnavailableError)) throw error;
      throw new DomainError(503, attachmentMessages.scannerUnavailable, {
        code: 'SCANNER_UNAVAILABLE',
        headers: { 'retry-after': String(scannerRetryAfterSeconds) },
      });
    }
    if (!verdict.isInfected) continue;
    await recordAuditEvent(options.audit.db, options.audit.clock, {
      actorUserId: options.uploadedByUserId,
      action: 'case.attachment_malware_refused',
      subjectType: 'case',
      subjectId: options.caseId,
      detail: { fileIndex: index, signatures: verdict.signatures.join(',') },
    });
    const message = malwareFoundMessage(file.fileName, verdict.signatures);
    throw new DomainError(422, message, { code: 'MALWARE_FOUND', fieldErrors: { files: message } });
  }
}

/** Seconds a client is told to wait after the scanner was down. */
const scannerRetryAfterSeconds = 60;

/**
 * Attaches checked files to a case the caller may see, all or nothing: the case's totals with
 * the new files must stay within 10 files and 25 MiB (413), every file is scanned for malware
 * (422, or 503 while the scanner is down), every file is stored, then every record is inserted
 * in one transaction; on any failure the files already stored are removed (a store that does not
 * answer: 503 FILE_STORAGE_UNAVAILABLE, and what it kept is swept later, docs/decisions/0120).
 * @returns the attachments added.
 */
export async function attachFiles(options: {
  store: CaseStore;
  storage: FileStorage;
  scanner: MalwareScanner;
  audit: { db: Kysely<Database>; clock: Clock };
  caseId: string;
  upload: AttachmentUpload;
  uploadedByUserId: string | null;
}): Promise<NewAttachment[]> {
  const { store, storage, caseId, upload } = options;
  const totals = await store.attachmentTotals(caseId);
  const bytes = upload.files.reduce((sum, file) => sum + file.content.length, 0);
  if (
    totals.count + upload.files.length > attachmentLimits.maxFilesPerCase ||
    totals.bytes + bytes > attachmentLimits.maxCaseBytes
  ) {
    throw new DomainError(413, attachmentMessages.caseTooLarge, { code: 'PAYLOAD_TOO_LARGE' });
  }
  await scanUpload(options);
  const records: NewAttachment[] = upload.files.map((file) => ({
    id: newStorageKey(),
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.content.length,
    storageKey: newStorageKey(),
    sha256: createHash('sha256').update(file.content).digest('hex'),
    title: upload.title === '' ? null : upload.title,
    contentLocation: upload.contentLocation === '' ? null : upload.contentLocation,
    uploadedByUserId: options.uploadedByUserId,
  }));
  const stored: string[] = [];
  try {
    for (const [index, record] of records.entries()) {
      const file = upload.files[index];
      if (file === undefined) continue;
      // Listed before the put: a put that failed midway is removed too, should the store keep any part.
      stored.push(record.storageKey);
      await storage.put(record.storageKey, file.content);
    }
    await store.addAttachments(caseId, records);
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.remove(key)));
    throw error;
  }
  return records;
}

/**
 * The reply to an upload (cases spec §7): the case and each attachment `attachFiles` added, the
 * same for member, client and public-form uploads.
 */
export function uploadReplyOf(caseId: string, added: readonly NewAttachment[]): UploadAttachmentReply {
  return {
    success: true as const,
    caseID: caseId,
    attachments: added.map((a) => ({
      id: a.id,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.sizeBytes,
    })),
  };
}

/** `filename*` of RFC 6266 / 5987 and an ASCII fallback. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * What the OpenAPI document says of a download route (`withRouteNotes`): its reply is the file,
 * under any type an attachment may have (docs/decisions/0099).
 */
export const attachmentDownloadNotes: RouteNotes = { replyMediaType: attachmentContentTypes };

/**
 * Sends a stored attachment as a download (docs/decisions/0052): the detected type, `attachment`
 * disposition, `nosniff`, no caching and a sandboxing CSP, so a browser never runs or renders it
 * inline. @throws DomainError 404 when the bytes are missing.
 */
export async function sendAttachment(
  reply: FastifyReply,
  storage: FileStorage,
  attachment: StoredAttachment,
  notFoundMessage: string,
): Promise<FastifyReply> {
  const stream = await storage.open(attachment.storageKey);
  if (stream === null) throw new DomainError(404, notFoundMessage);
  return reply
    .header('Content-Type', attachment.contentType)
    .header('Content-Length', String(attachment.sizeBytes))
    .header('Content-Disposition', contentDisposition(attachment.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .send(stream);
}
