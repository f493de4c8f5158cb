import { fileTypeFromBuffer } from 'file-type';
import { type AttachmentExtension, extensionOf, invalidFileTypeMessage, ownEntry } from '@medivi/domain';
import { DomainError } from '../errors.js';

/** What the content of an accepted attachment is. */
export interface DetectedAttachmentType {
  /** The accepted extension the content and the name agree on (jpeg counts as jpg). */
  extension: AttachmentExtension;
  /** MIME type of the content, served back as `Content-Type`. */
  contentType: string;
}

/**
 * For each accepted name ending: the file-type result the content must have, and the MIME type
 * served. A .doc is an OLE2 compound file (`cfb`), accepted only under a .doc name; a .docx must be
 * a zip that file-type recognises as a Word document, so a plain or renamed zip is refused.
 */
const expectedContent: Record<AttachmentExtension, { detected: readonly string[]; contentType: string }> = {
  png: { detected: ['png'], contentType: 'image/png' },
  jpg: { detected: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], contentType: 'image/jpeg' },
  pdf: { detected: ['pdf'], contentType: 'application/pdf' },
  doc: { detected: ['cfb', 'doc'], contentType: 'application/msword' },
  docx: {
    detected: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/** Every MIME type an attachment download answers with (its OpenAPI reply, docs/decisions/0099). */
export const attachmentContentTypes: readonly string[] = [
  ...new Set(Object.values(expectedContent).map((expected) => expected.contentType)),
];

/**
 * Judges an attachment by its name and its content (cases spec §5 Upload; issue 4 item 5;
 * docs/decisions/0051): the name must end in png, jpg, jpeg, pdf, doc or docx, and the magic
 * bytes (file-type) must be of that same kind. A renamed executable, a zip named .docx or a PDF
 * named .png are refused.
 * @throws DomainError 415 `INVALID_FILE_TYPE` with the spec's message.
 */
export async function checkAttachmentContent(
  fileName: string,
  content: Buffer,
): Promise<DetectedAttachmentType> {
  const extension = extensionOf(fileName);
  // The extension comes from the uploader's file name: own entries only (docs/decisions/0092).
  const expected = ownEntry(expectedContent, extension);
  const detected = content.length === 0 ? undefined : await fileTypeFromBuffer(content);
  if (expected === undefined || detected === undefined || !expected.detected.includes(detected.ext)) {
    throw new DomainError(415, invalidFileTypeMessage, { code: 'INVALID_FILE_TYPE' });
  }
  return {
    extension: (extension === 'jpeg' ? 'jpg' : extension) as AttachmentExtension,
    contentType: expected.contentType,
  };
}

/**
 * A file name safe to keep and to send back in `Content-Disposition`: the last path part only,
 * no control characters or `\ / : * ? " < > |`, spaces collapsed, at most 150 characters with
 * the ending kept; `attachment.<ext>` when nothing is left.
 */
export function sanitiseFileName(fileName: string, extension: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  let name = last
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f:*?"<>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  name = name.replace(/^\.+/, '');
  if (name === '' || extensionOf(name) === '') return `attachment.${extension}`;
  if (name.length > 150) {
    const ending = `.${extensionOf(name)}`;
    name = name.slice(0, 150 - ending.length) + ending;
  }
  return name;
}
