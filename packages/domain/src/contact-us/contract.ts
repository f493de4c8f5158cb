import { z } from 'zod';
import { emailFieldMessages, emailFieldProblem, emailMaxLength } from '../shared/email-pattern.js';
import { defineEndpoint } from '../shared/endpoint.js';
import { messageReplySchema } from '../shared/errors.js';
import { maxLengthMessage } from '../shared/member-fields.js';
import { contactUsRoutes } from './routes.js';
import { contactUsMaxLengths as max } from './rules.js';

/** Required text of at most `limit` characters, trimmed ('This field is required'). */
function requiredText(limit: number) {
  return z
    .string(emailFieldMessages.required)
    .trim()
    .min(1, emailFieldMessages.required)
    .max(limit, maxLengthMessage(limit));
}

/**
 * `POST /api/contact-us` body (docs/decisions/0109; accounts spec §5 e-mail rules):
 * - `name`: required, trimmed, at most 100 characters;
 * - `email`: the sender's address under the portal's e-mail rules (required, no leading or
 *   trailing whitespace, the generic pattern; at most 254 characters), kept as typed;
 * - `subject`: required, trimmed, at most 150 characters;
 * - `message`: required, trimmed, at most 5,000 characters.
 * Each broken rule answers 400 with its message under `fieldErrors.<field>`. The web form uses the
 * same schema, so both say the same words.
 */
export const contactUsBodySchema = z.object({
  name: requiredText(max.name),
  email: z
    .string(emailFieldMessages.required)
    .max(emailMaxLength, maxLengthMessage(emailMaxLength))
    .superRefine((value, context) => {
      const problem = emailFieldProblem(value);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  subject: requiredText(max.subject),
  message: requiredText(max.message),
});
/** The body as sent (untrimmed). */
export type ContactUsInput = z.input<typeof contactUsBodySchema>;
/** The body as checked (trimmed). */
export type ContactUsBody = z.output<typeof contactUsBodySchema>;

/** Endpoints of the contact-us area. */
export const contactUsEndpoints = {
  contactUs: defineEndpoint({
    ...contactUsRoutes.contactUs,
    errorStatuses: [429, 503],
    summary:
      'Contact Us: e-mails the message to the support mailbox (Reply-To the sender, with the user id when signed in) and a short acknowledgement to the sender. Limited per address and per e-mail.',
    body: contactUsBodySchema,
    reply: messageReplySchema,
  }),
} as const;
