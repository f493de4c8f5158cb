/**
 * Attachment rules of cases (cases spec §3 Attachment, §5 Upload, §8, §9; issue 4 item 5), shared
 * by the upload screens and the server. Zod-free.
 */

/** File name endings accepted for a case attachment (cases spec §5 Upload, §9). */
export const acceptedAttachmentExtensions = ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx'] as const;
export type AttachmentExtension = (typeof acceptedAttachmentExtensions)[number];

/** The `accept` attribute of a file input for case attachments. */
export const attachmentAcceptAttribute = acceptedAttachmentExtensions.map((ext) => `.${ext}`).join(',');

/** The notice for a file of another type, quoted exactly (cases spec §5 Upload, §8). */
export const invalidFileTypeMessage = 'Invalid file type. Please upload PNG, JPG, JPEG, PDF, DOC, or DOCX.';
/** How long the invalid-type notice shows, ms (cases spec §9). */
export const invalidFileTypeNoticeMs = 3000;

/**
 * Size limits (the spec gives none; docs/decisions/0051): 10 MiB per file, 25 MiB and 10 files
 * per case, counting what the case already holds. Beyond them the server answers 413.
 */
export const attachmentLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxCaseBytes: 25 * 1024 * 1024,
  maxFilesPerCase: 10,
} as const;

/** Server messages of uploads (the spec words none but the invalid type; docs/decisions/0051). */
export const attachmentMessages = {
  invalidType: invalidFileTypeMessage,
  fileTooLarge: 'A file is larger than 10 MB. Please upload a smaller file.',
  caseTooLarge: 'A case can hold at most 10 files and 25 MB in all.',
  noFiles: 'Please choose at least one file to upload.',
  caseIdRequired: 'caseID is required.',
  notMultipart: 'Files must be sent as multipart/form-data.',
  scannerUnavailable:
    'Files cannot be checked for malware right now, so none was accepted. Please try again in a few minutes.',
} as const;

/** The refusal of a file the malware scanner flagged (docs/decisions/0089). */
export function malwareFoundMessage(fileName: string, signatures: readonly string[]): string {
  const found = signatures.length === 0 ? 'malware' : signatures.join(', ');
  return `The file "${fileName}" was not accepted: the malware scanner found ${found} in it. Nothing was uploaded.`;
}

/** The lowercased ending of a file name without the dot, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the name ends in an accepted extension (the client's check; the server also reads the content). */
export function hasAcceptedAttachmentName(fileName: string): boolean {
  return (acceptedAttachmentExtensions as readonly string[]).includes(extensionOf(fileName));
}
