import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from './errors.js';
import { noteScopeRoutes } from './openapi/route-notes.js';

/**
 * Limits of one multipart route, as @fastify/multipart counts them: `files` and `fileSize`
 * (bytes, each file), `fields` and `fieldSize` (bytes, each field value), `parts` (files and
 * fields together).
 */
export interface MultipartLimits {
  fields: number;
  fieldSize: number;
  files: number;
  fileSize?: number;
  parts: number;
}

/** Texts for the limits a route words itself (uploads); the rest get the generic ones. */
export interface MultipartMessages {
  /** One file over `fileSize`. */
  fileTooLarge?: string;
  /** Too many files or parts, or more than `maxTotalFileBytes` of files. */
  tooMuch?: string;
  /** A request that is not multipart/form-data. */
  notMultipart?: string;
}

/** One file of a multipart body, read whole into memory (the limits bound its size). */
export interface MultipartFile {
  fieldName: string;
  fileName: string;
  content: Buffer;
}

/** A whole multipart body: field values by name (own properties only) and the files in order. */
export interface MultipartBody {
  fields: Record<string, string>;
  files: MultipartFile[];
}

/** Generic texts of multipart refusals (docs/decisions/0088). */
export const multipartMessages = {
  malformed: 'The form data was cut off or is not well formed. Please send it again.',
  tooMuch: 'The form has too many or too large parts.',
  notMultipart: 'This form must be sent as multipart/form-data.',
  fieldName: 'A form field has a name that is not allowed.',
} as const;

const tooLarge = (message: string) => new DomainError(413, message, { code: 'PAYLOAD_TOO_LARGE' });

/**
 * What a failure while reading a multipart body becomes: the plugin's limit errors 413, a body
 * that is not multipart 415, a forbidden field name (`__proto__`) 400, and anything else the
 * parser throws (a cut-off body, a broken boundary or part header, a closed connection) 400
 * `MALFORMED_MULTIPART`. Only the parser runs while the body is read, so an error there is the
 * request's, never the server's.
 */
function multipartError(error: unknown, text: MultipartMessages): DomainError {
  if (error instanceof DomainError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(text.fileTooLarge ?? multipartMessages.tooMuch);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return tooLarge(text.tooMuch ?? multipartMessages.tooMuch);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError(415, text.notMultipart ?? multipartMessages.notMultipart, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    case 'FST_PROTO_VIOLATION':
      return new DomainError(400, multipartMessages.fieldName, { code: 'MALFORMED_MULTIPART' });
    default:
      return new DomainError(400, multipartMessages.malformed, { code: 'MALFORMED_MULTIPART' });
  }
}

/**
 * Reads the whole multipart body of `request` into memory: every field value and every file.
 * Nothing is stored, so a refused body leaves nothing behind.
 * @throws DomainError 413 past a limit or past `maxTotalFileBytes` of files, 415 when the request
 * is not multipart, 400 `MALFORMED_MULTIPART` for a cut-off or malformed body.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { maxTotalFileBytes?: number; messages?: MultipartMessages } = {},
): Promise<MultipartBody> {
  const text = options.messages ?? {};
  if (!request.isMultipart()) throw multipartError({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' }, text);
  // No prototype: a field named like an Object.prototype member is only ever a field.
  const fields = Object.create(null) as Record<string, string>;
  const files: MultipartFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // Past `fieldSize` the parser cuts a value short; a cut value is never taken as sent.
        if (part.valueTruncated || part.fieldnameTruncated) {
          throw tooLarge(text.tooMuch ?? multipartMessages.tooMuch);
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const content = await part.toBuffer();
      total += content.length;
      if (options.maxTotalFileBytes !== undefined && total > options.maxTotalFileBytes) {
        throw tooLarge(text.tooMuch ?? multipartMessages.tooMuch);
      }
      files.push({ fieldName: part.fieldname, fileName: part.filename, content });
    }
  } catch (error) {
    throw multipartError(error, text);
  }
  return { fields, files };
}

/**
 * Registers multipart parsing in a route scope: the one place every multipart route of the
 * portal goes through (docs/decisions/0088). With `fieldsToBody`, a multipart request's fields
 * become its body before validation (forms without files, such as `/api/createProfile`); a JSON
 * body passes untouched. Otherwise the handler calls `readMultipart`.
 */
export async function registerMultipart(
  scope: FastifyInstance,
  limits: MultipartLimits,
  options: { fieldsToBody?: boolean } = {},
): Promise<void> {
  await scope.register(fastifyMultipart, { limits });
  // The document says what this reader takes and refuses (docs/decisions/0099).
  noteScopeRoutes(scope, {
    bodyMediaTypes:
      options.fieldsToBody === true ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'],
    errorStatuses: [400, 413, 415],
  });
  if (options.fieldsToBody !== true) return;
  scope.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const { fields } = await readMultipart(request);
    request.body = { ...fields };
  });
}
