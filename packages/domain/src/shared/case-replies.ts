import { z } from 'zod';

/**
 * Replies of the case create and upload calls (cases spec §7), shared by the member and client
 * case calls (cases) and the public case form (rbp-form).
 */

/** `POST /api/createCase` reply: the new case's id and number (cases spec §7 "reads id"). */
export const createCaseReplySchema = z.object({ id: z.string(), CaseNumber: z.string() });
export type CreateCaseReply = z.infer<typeof createCaseReplySchema>;

/** An attachment an upload stored. */
export const uploadedAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().describe('bytes'),
});

/**
 * Upload reply (cases spec §7 "reads success"): every file was stored, or none was (the call
 * fails with 4xx). Multipart fields: `caseID`, `contentLocation`, `title`, repeated `files`.
 */
export const uploadAttachmentReplySchema = z.object({
  success: z.literal(true),
  caseID: z.string(),
  attachments: z.array(uploadedAttachmentSchema),
});
export type UploadAttachmentReply = z.infer<typeof uploadAttachmentReplySchema>;
