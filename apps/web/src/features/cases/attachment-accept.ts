import { acceptedAttachmentExtensions } from '@medivi/domain';
import type { Accept } from 'react-dropzone';

const mimeOfExtension: Record<(typeof acceptedAttachmentExtensions)[number], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The accepted attachment types (cases spec §5 Upload) as the drop zone takes them. */
export const attachmentAccept: Accept = acceptedAttachmentExtensions.reduce<Accept>((accept, extension) => {
  const mime = mimeOfExtension[extension];
  accept[mime] = [...(accept[mime] ?? []), `.${extension}`];
  return accept;
}, {});
