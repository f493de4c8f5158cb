import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorParams, type ErrorReply, messages } from '@medivi/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FileStorageUnavailableError } from './attachments/file-storage.js';
import { errorPageHtml } from './error-page.js';
import { wantsErrorPage } from './form-post.js';

/**
 * HTTP statuses a domain error may carry: the 4xx of a request that broke a rule, and 503 for a
 * request refused because a service it needs is down (the malware scanner, the mail server), with
 * `Retry-After`.
 */
export type DomainErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * A rule broken by the request, or a request refused while a service it needs is down. The one
 * error handler turns it into a reply with `message` and, for forms, `fieldErrors`
 * (docs/architecture.md, "Request path" step 5). `cause` is the service's own error: only its
 * `code` is logged, never its text (it may name an address).
 */
export class DomainError extends Error {
  readonly statusCode: DomainErrorStatus;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly params: ErrorParams | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    statusCode: DomainErrorStatus,
    message: string,
    options: {
      code?: string;
      fieldErrors?: Record<string, string>;
      /** Values the client needs to word `code` in the reader's language (issue 37). */
      params?: ErrorParams;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.statusCode = statusCode;
    this.code = options.code ?? defaultCodes[statusCode];
    this.fieldErrors = options.fieldErrors;
    this.params = options.params;
    this.headers = options.headers;
  }
}

const defaultCodes: Record<DomainErrorStatus, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Messages for Fastify's own client errors, fit to show a person. */
const fastifyClientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is wrong.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_CSRF_INVALID_TOKEN: messages.csrfRejected,
  FST_CSRF_MISSING_SECRET: messages.csrfRejected,
};

/** Builds the one error body. */
export function errorBody(
  statusCode: number,
  message: string,
  extra: { code?: string; fieldErrors?: Record<string, string>; params?: ErrorParams } = {},
): ErrorReply {
  return {
    statusCode,
    error: statusTexts[statusCode] ?? 'Error',
    message,
    ...(extra.code === undefined ? {} : { code: extra.code }),
    ...(extra.fieldErrors === undefined ? {} : { fieldErrors: extra.fieldErrors }),
    ...(extra.params === undefined ? {} : { params: extra.params }),
  };
}

interface ValidationIssue {
  message?: string;
  instancePath?: string;
  params?: { issue?: { path?: readonly PropertyKey[]; message?: string } };
}

/** Field messages from a schema validation failure, keyed by the dotted field path. */
function fieldErrorsOf(validation: readonly ValidationIssue[], context: string | undefined) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of validation) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ??
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
    const key = path === undefined || path === '' ? (context ?? 'request') : path;
    fieldErrors[key] ??= issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
  }
  return fieldErrors;
}

/**
 * True for a unique-constraint violation from either engine (SQLite `SQLITE_CONSTRAINT_UNIQUE` or
 * `SQLITE_CONSTRAINT_PRIMARYKEY`, PostgreSQL SQLSTATE 23505): two requests raced to create the same
 * record, and the later one lost. Its transaction has rolled back, so nothing is half-written.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** SQLSTATE classes and codes of a PostgreSQL that is down, restarting or refusing connections. */
const unavailableSqlStates = /^(08...|57P0[1-3]|53300)$/;
/** Node.js socket errors of a database connection that could not be made or was cut. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * True when `error` says the database cannot be reached for now rather than that the request was
 * wrong: a refused or cut connection (node-postgres: 'Connection terminated…', a client left
 * unqueryable by one, a socket code), or PostgreSQL's connection-exception, shutdown and
 * too-many-connections states; SQLite `SQLITE_BUSY` after the busy timeout. Such a request may
 * simply be tried again (docs/decisions/0101).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (unavailableSqlStates.test(code) || unavailableSocketCodes.has(code)))
    return true;
  if (code === 'SQLITE_BUSY') return true;
  return (
    typeof message === 'string' &&
    /^Connection terminated|^Client has encountered a connection error|^Client was closed and is not queryable|^timeout exceeded when trying to connect/.test(
      message,
    )
  );
}

/** Seconds a client is told to wait when the database did not answer. */
export const databaseRetryAfterSeconds = 5;

/** Seconds a client is told to wait when the file storage did not answer (docs/decisions/0120). */
export const fileStorageRetryAfterSeconds = 30;

/**
 * The one error handler: domain errors and validation failures become 4xx replies with clear
 * messages; a database or file storage that does not answer is a 503 with `Retry-After`; anything else is logged
 * and answered with a bare 500 that carries no internals. A browser form post that asks for HTML
 * (`wantsErrorPage`) gets the same status and message as a page with a title and `lang`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  // A browser form post that navigated a tab gets a page, never raw JSON (issue 31 item 1).
  const send = (request: FastifyRequest, reply: FastifyReply, body: ErrorReply): FastifyReply => {
    void reply.code(body.statusCode);
    if (!wantsErrorPage(request)) return reply.send(body);
    return reply
      .type('text/html; charset=utf-8')
      .send(errorPageHtml(body.statusCode, body.error, body.message));
  };
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof DomainError) {
      if (error.statusCode === 503) {
        const cause = (error.cause as { code?: unknown } | undefined)?.code;
        request.log.warn(
          { code: error.code, ...(typeof cause === 'string' ? { cause } : {}) },
          'service unavailable',
        );
      }
      if (error.headers !== undefined) void reply.headers(error.headers);
      return send(
        request,
        reply,
        errorBody(error.statusCode, error.message, {
          code: error.code,
          ...(error.fieldErrors === undefined ? {} : { fieldErrors: error.fieldErrors }),
          ...(error.params === undefined ? {} : { params: error.params }),
        }),
      );
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation !== undefined) {
      const fieldErrors = fieldErrorsOf(error.validation ?? [], error.validationContext);
      const first = Object.values(fieldErrors)[0];
      return send(
        request,
        reply,
        errorBody(
          400,
          first === undefined ? 'The request is not valid.' : `Please correct the request: ${first}`,
          { code: 'VALIDATION_FAILED', fieldErrors },
        ),
      );
    }
    if (isUniqueViolation(error)) {
      return send(request, reply, errorBody(409, messages.conflict, { code: 'CONFLICT' }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code }, 'database unavailable');
      void reply.header('retry-after', String(databaseRetryAfterSeconds));
      return send(
        request,
        reply,
        errorBody(503, messages.databaseUnavailable, { code: 'DATABASE_UNAVAILABLE' }),
      );
    }
    if (error instanceof FileStorageUnavailableError) {
      // Only the store's error name: its message may name the bucket's address.
      const cause = error.cause instanceof Error ? error.cause.name : undefined;
      request.log.warn({ code: 'FILE_STORAGE_UNAVAILABLE', cause }, 'file storage unavailable');
      void reply.header('retry-after', String(fileStorageRetryAfterSeconds));
      return send(
        request,
        reply,
        errorBody(503, messages.filesUnavailable, { code: 'FILE_STORAGE_UNAVAILABLE' }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = fastifyClientMessages[error.code] ?? statusTexts[status] ?? 'The request is not valid.';
      return send(request, reply, errorBody(status, message, { code: error.code }));
    }
    request.log.error({ err: error }, 'request failed');
    return send(request, reply, errorBody(500, messages.serverError));
  });
}
