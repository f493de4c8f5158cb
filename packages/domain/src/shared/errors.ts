import { z } from 'zod';

/**
 * The one error reply of the API (ARCHITECTURE habit 6). `message` is fit to show a person;
 * `fieldErrors` maps a request field to its message for forms. A 5xx reply carries only a
 * generic message.
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

/** Fixed user-facing texts shared by server and web (accounts spec §2, §8). */
export const messages = {
  unauthorizedRoute: 'Unauthorized: check roles needed for access',
  loading: 'Loading. Please wait.',
  noAccess: "Oops! It looks like you don't have the appropriate access.",
  passwordExpired: 'Your Password is expired, Please update your password.',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  invalidCredentials: 'The e-mail or password is incorrect.',
  csrfRejected: 'The request could not be verified. Please reload the page and try again.',
  forbiddenRole: 'You do not have the role needed for this action.',
  serverError: 'Something went wrong on our side. Please try again later.',
  networkError: 'Could not connect to server. Please check your network connection.',
} as const;
