import { z } from 'zod';

/**
 * The one error reply of the API (docs/architecture.md, "Request path" step 5). `message` is fit
 * to show a person; `fieldErrors` maps a request field to its message for forms. A 5xx reply
 * carries only a generic message.
 */
export const errorReplySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** A plain confirmation reply. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
