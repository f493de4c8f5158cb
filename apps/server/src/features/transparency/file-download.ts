import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { transparencyMessages } from '@medivi/domain';
import type { StreamingFileStorage } from '../../platform/attachments/file-storage.js';
import { DomainError } from '../../platform/errors.js';
import type { DownloadableFile } from './transparency.service.js';

/** Browsers and crawlers may keep a file a day: a publication's URL never changes its content. */
const maxAgeSeconds = 86_400;

function notFound(): DomainError {
  return new DomainError(404, transparencyMessages.fileNotFound, { code: 'FILE_NOT_FOUND' });
}

/** True when `If-Range` (absent, or the file's ETag or Last-Modified) lets a range apply. */
function rangeStillValid(request: FastifyRequest, etag: string, lastModified: string): boolean {
  const ifRange = request.headers['if-range'];
  return ifRange === undefined || ifRange === etag || ifRange === lastModified;
}

/**
 * Sends a stored gzip JSON file (issue 34; RFC 9110 §8.4, §13, §14): `Content-Encoding: gzip`
 * with the stored bytes when the request accepts gzip, with a strong `ETag` (their SHA-256),
 * `Last-Modified`, 304 for a fresh conditional request (`fresh`), and one byte range of the gzip
 * bytes (`range-parser`): 206 with `Content-Range`, 416 outside the file, the whole file for
 * several ranges or a stale `If-Range`. A client that does not accept gzip gets the JSON decoded
 * on the way, whole, with an ETag of its own. @throws DomainError 404 when the stored bytes are gone.
 */
export async function sendGzipJsonFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: StreamingFileStorage,
  file: DownloadableFile,
): Promise<FastifyReply> {
  const isGzip = negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip';
  const etag = isGzip ? `"${file.sha256}"` : `"${file.sha256}-identity"`;
  const lastModified = new Date(file.createdAt).toUTCString();
  void reply
    .header('content-type', 'application/json')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', `public, max-age=${String(maxAgeSeconds)}`)
    .header('vary', 'Accept-Encoding')
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('accept-ranges', isGzip ? 'bytes' : 'none');
  if (fresh(request.headers, { etag, 'last-modified': lastModified })) return reply.code(304).send();
  if (!isGzip) {
    const source = await storage.open(file.storageKey);
    if (source === null) throw notFound();
    return reply.send(pipeline(source, createGunzip(), () => undefined));
  }
  void reply.header('content-encoding', 'gzip');
  const rangeHeader = request.headers.range;
  if (rangeHeader !== undefined && rangeStillValid(request, etag, lastModified)) {
    const ranges = parseRange(file.bytes, rangeHeader, { combine: true });
    if (ranges === -1) {
      return reply
        .code(416)
        .header('content-range', `bytes */${String(file.bytes)}`)
        .send();
    }
    const [range] = ranges === -2 ? [] : ranges;
    if (range !== undefined && ranges !== -2 && ranges.length === 1 && ranges.type === 'bytes') {
      const part = await storage.openRange(file.storageKey, range);
      if (part === null) throw notFound();
      return reply
        .code(206)
        .header('content-range', `bytes ${String(range.start)}-${String(range.end)}/${String(file.bytes)}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(part);
    }
  }
  const whole = await storage.open(file.storageKey);
  if (whole === null) throw notFound();
  return reply.header('content-length', String(file.bytes)).send(whole);
}
