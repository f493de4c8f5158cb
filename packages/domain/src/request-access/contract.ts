import { z } from 'zod';
import { emailFieldMessages, emailFieldProblem } from '../shared/email-pattern.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { messageReplySchema } from '../shared/errors.js';
import { requestAccessRoutes } from './routes.js';
import { requestAccessEmailMaxLength } from './rules.js';

/**
 * `POST /api/send-email` body (accounts spec §2 screen 7, §5, §7): `email` of the person asking
 * for access: required, no leading or trailing whitespace, the generic e-mail pattern, at most 254
 * characters. Each broken rule answers 400 with its message under `fieldErrors.email`.
 */
export const sendEmailBodySchema = z.object({
  email: z
    .string(emailFieldMessages.required)
    .max(requestAccessEmailMaxLength, `Must be at most ${String(requestAccessEmailMaxLength)} characters`)
    .superRefine((value, context) => {
      const problem = emailFieldProblem(value);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type SendEmailBody = z.infer<typeof sendEmailBodySchema>;

/** Endpoints of the request-access area (accounts spec §7). */
export const requestAccessEndpoints = {
  sendEmail: defineEndpoint({
    ...requestAccessRoutes.sendEmail,
    errorStatuses: [429, 503],
    summary:
      'Request access: e-mails the request to the support mailbox (Reply-To the requester) and an acknowledgement to the requester. Limited per address.',
    body: sendEmailBodySchema,
    reply: messageReplySchema,
  }),
} as const;
