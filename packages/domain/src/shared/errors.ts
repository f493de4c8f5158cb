import { z } from 'zod';

/**
 * Values of an error reply that the client needs to word its `code` in the reader's language
 * (issue 37, docs/decisions/0125), such as `{ minutes: 15 }` of `RATE_LIMITED`.
 */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof errorParamsSchema>;

/**
 * The one error reply of the API (docs/architecture.md, "Request path" step 5). `message` is fit
 * to show a person, in English; `code` names the error for a client that shows it in another
 * language (issue 37), with `params` for the values its wording needs; `fieldErrors` maps a request
 * field to its message for forms. A 5xx reply carries only a generic message.
 */
export const errorReplySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  params: errorParamsSchema.optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

/** A plain confirmation reply. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
