import { buffer } from 'node:stream/consumers';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { type FileStorage, newStorageKey } from './file-storage.js';
import type { S3Connection } from './s3-file-storage.js';
import type { FileStorageSetting, FileStorages } from './storage-config.js';

/** What the check writes: a few bytes no member file could be mistaken for. */
const checkContent = Buffer.from('MediVI start check: this object is removed at once.\n');

/**
 * The name of what went wrong, never its text (which may carry the endpoint or a request id): the
 * S3 error code the store answered (`NoSuchBucket`, `AccessDenied`, `InvalidAccessKeyId`), else a
 * network error's code (`ECONNREFUSED`, `ENOTFOUND`), else the error's name (`TimeoutError`).
 */
export function storeErrorName(error: unknown): string {
  let current: unknown = error;
  // FileStorageUnavailableError wraps the SDK's error; the SDK may wrap a network error.
  for (let depth = 0; depth < 4; depth += 1) {
    if (current instanceof S3ServiceException) return current.name;
    const code = (current as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code !== '') return code;
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (cause === undefined || cause === null) break;
    current = cause;
  }
  return current instanceof Error ? current.name : 'unknown error';
}

/** Where the bucket is, for the message: the endpoint's origin (never a user part of it), or AWS S3's region. */
function placeOf(connection: S3Connection): string {
  if (connection.endpoint === null) return `AWS S3 region ${connection.region}`;
  try {
    return new URL(connection.endpoint).origin;
  } catch {
    return 'the configured S3_ENDPOINT';
  }
}

/**
 * Stores a small file under a fresh key, reads it back and removes it, through the storage the
 * server will use (its encryption and checksum settings included).
 * @throws what the storage threw, or Error('ContentMismatch') when other bytes came back.
 */
async function writeReadRemove(storage: FileStorage): Promise<void> {
  const key = newStorageKey();
  await storage.put(key, checkContent);
  const stream = await storage.open(key);
  const back = stream === null ? null : await buffer(stream);
  await storage.remove(key);
  if (back === null || !back.equals(checkContent)) {
    throw Object.assign(new Error('the file written was not read back'), { code: 'ContentMismatch' });
  }
}

/**
 * The start's check of the bucket (docs/decisions/0120): with `STORAGE=s3`, each kind's storage
 * stores, reads back and removes a small file, so a bucket that is missing, unreachable, refused by
 * its policy or its encryption key, or reached with wrong credentials stops the start instead of
 * the first member's upload. A file left behind when the removal fails is one no row names, which
 * the hourly orphan sweep removes. Nothing is checked for the local folders.
 * @throws Error with one line naming the bucket, where it is and the store's error name (never a
 * credential, never the error's text).
 */
export async function checkBucketAtStart(setting: FileStorageSetting, storages: FileStorages): Promise<void> {
  if (setting.kind !== 's3') return;
  const { connection } = setting;
  for (const [kind, storage] of [
    ['attachments', storages.attachments],
    ['transparency', storages.transparency],
  ] as const) {
    try {
      await writeReadRemove(storage);
    } catch (error) {
      throw new Error(
        `STORAGE=s3: bucket ${connection.bucket} at ${placeOf(connection)} cannot store ${kind} files ` +
          `(${storeErrorName(error)}); check S3_BUCKET, S3_ENDPOINT, S3_REGION, the credentials and the ` +
          'bucket policy. The portal does not start without its file storage.',
      );
    }
  }
}
