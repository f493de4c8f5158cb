import { z } from 'zod';
import { type ErrorStatus, errorReplySchema } from '@medivi/domain';

/** Name of the one error reply's schema in `components.schemas`. */
export const errorSchemaName = 'ErrorReply';

/** Each refusal of the API: its name in `components.responses` and what it means here. */
const refusals: Record<ErrorStatus, { name: string; description: string; retryAfter?: true }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is not valid: `code` VALIDATION_FAILED with `fieldErrors` naming each field and its message, or a rule of the endpoint (malformed JSON or form data, a broken rule).',
  },
  401: { name: 'Unauthenticated', description: 'No live session (`code` UNAUTHENTICATED).' },
  403: {
    name: 'Forbidden',
    description:
      'Refused: a state-changing call from another site (FOREIGN_ORIGIN), a missing or wrong `X-CSRF-Token`, an account state (MFA_REQUIRED, ACCOUNT_DEACTIVATED, PASSWORD_EXPIRED), a role the route needs (FORBIDDEN_ROLE), or a rule of the endpoint; `code` says which.',
  },
  404: { name: 'NotFound', description: 'No such record, or one the caller may not see (`code` NOT_FOUND).' },
  409: { name: 'Conflict', description: 'The record already exists or changed meanwhile (`code` CONFLICT).' },
  413: { name: 'PayloadTooLarge', description: 'The body, a file or a form part is over its limit.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body or a file is of a type this route does not take.',
  },
  422: {
    name: 'Unprocessable',
    description: 'The request was understood but refused, e.g. a file with malware.',
  },
  429: {
    name: 'TooManyRequests',
    description:
      'A limit was used up (`code` RATE_LIMITED, with `params.minutes`; RESEND_TOO_SOON for a new sign-in code asked within 30 seconds, with `params.seconds`); `Retry-After` says when to try again.',
    retryAfter: true,
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'A service the request needs is down; `Retry-After` says when to try again.',
    retryAfter: true,
  },
};

/** The `$ref` of the shared response of `status` (`#/components/responses/NotFound`). */
export function errorResponseRef(status: ErrorStatus): { $ref: string } {
  return { $ref: `#/components/responses/${refusals[status].name}` };
}

/** The error reply as a JSON Schema of the document's dialect (OpenAPI 3.0). */
export function errorReplyJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorReplySchema, { target: 'openapi-3.0' });
  return schema;
}

/**
 * `components.responses` for `statuses`: each the one error reply (`statusCode, error, message,
 * code, fieldErrors`; docs/architecture.md, "Request path" step 5) with its meaning, and
 * `Retry-After` for 429 and 503.
 */
export function errorResponses(statuses: Iterable<ErrorStatus>): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const status of [...new Set(statuses)].sort((a, b) => a - b)) {
    const refusal = refusals[status];
    responses[refusal.name] = {
      description: refusal.description,
      ...(refusal.retryAfter === true
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds until the request may be tried again.',
                schema: { type: 'integer', minimum: 1 },
              },
            },
          }
        : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${errorSchemaName}` } } },
    };
  }
  return responses;
}
