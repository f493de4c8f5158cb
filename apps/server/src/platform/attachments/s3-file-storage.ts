import { PassThrough, Readable, type Writable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  type PutObjectCommandInput,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  FileStorageUnavailableError,
  type PortalFileStorage,
  type StoredFileEntry,
  storageKeyPattern,
  storedNameOf,
} from './file-storage.js';

/** Server-side encryption of stored objects (S3_SSE): none, S3-managed keys, or a KMS key. */
export type ServerSideEncryption =
  { kind: 'none' } | { kind: 'AES256' } | { kind: 'aws:kms'; kmsKeyId: string | null };

/** Where and how to reach the bucket (docs/decisions/0120); credentials come from the SDK's chain. */
export interface S3Connection {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, a test server); null for AWS S3 itself. */
  endpoint: string | null;
  /** Address the bucket in the path (`endpoint/bucket/key`), as MinIO and most test servers need. */
  forcePathStyle: boolean;
  encryption: ServerSideEncryption;
}

/** Bytes of one multipart part: the least S3 accepts (5 MiB); an upload holds at most two at once. */
const partBytes = 5 * 2 ** 20;

/**
 * The S3 client of `connection`. Checksums are computed only where an operation requires them:
 * the SDK's default (a CRC32 trailer on every upload) is refused by several S3-compatible servers,
 * and each request is signed with its payload's hash either way. Retries: the SDK's standard
 * three attempts; a connection that cannot open in 5 s, or a socket idle 30 s, counts as failed.
 * `credentials` replace the SDK's chain (tests only).
 */
export function createS3Client(
  connection: S3Connection,
  options: { credentials?: { accessKeyId: string; secretAccessKey: string } } = {},
): S3Client {
  return new S3Client({
    ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
    region: connection.region,
    ...(connection.endpoint === null ? {} : { endpoint: connection.endpoint }),
    forcePathStyle: connection.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
}

/** A stream error that only says the stream was cut (aborted or closed early), not why. */
function isCutStream(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'AbortError' || code === 'ABORT_ERR' || code === 'ERR_STREAM_PREMATURE_CLOSE';
}

function isMissingKey(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket under one kind's prefix (`attachments/`, `transparency/`), each
 * at `<prefix><ab>/<key>` like the local folder's layout (docs/decisions/0120). Uploads go through
 * the SDK's `Upload` helper (a single PUT, or multipart in 5 MiB parts with at most two held in
 * memory); a failed upload is aborted, so a key holds a whole object or none. Every error of the
 * store other than a missing key is thrown as `FileStorageUnavailableError` (503 to the caller).
 */
export class S3FileStorage implements PortalFileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly connection: S3Connection,
    private readonly prefix: string,
  ) {}

  private objectKeyOf(key: string): string {
    return `${this.prefix}${storedNameOf(key)}`;
  }

  private encryptionParams(): Pick<PutObjectCommandInput, 'ServerSideEncryption' | 'SSEKMSKeyId'> {
    const { encryption } = this.connection;
    if (encryption.kind === 'none') return {};
    if (encryption.kind === 'AES256') return { ServerSideEncryption: 'AES256' };
    return {
      ServerSideEncryption: 'aws:kms',
      ...(encryption.kmsKeyId === null ? {} : { SSEKMSKeyId: encryption.kmsKeyId }),
    };
  }

  async put(key: string, content: Buffer): Promise<void> {
    const Key = this.objectKeyOf(key);
    try {
      // One PUT is atomic: the object appears whole or not at all.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.connection.bucket,
          Key,
          Body: content,
          ContentLength: content.length,
          ...this.encryptionParams(),
        }),
      );
    } catch (error) {
      throw new FileStorageUnavailableError('put', { cause: error });
    }
  }

  async putStream(key: string, write: (sink: Writable) => Promise<void>): Promise<void> {
    const Key = this.objectKeyOf(key);
    const body = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.connection.bucket, Key, Body: body, ...this.encryptionParams() },
      partSize: partBytes,
      queueSize: 1,
      leavePartsOnError: false,
    });
    const outcome: { isUploaded: boolean; error: unknown } = { isUploaded: false, error: null };
    const uploaded = upload.done().then(
      () => {
        outcome.isUploaded = true;
      },
      (error: unknown) => {
        outcome.error = error;
        // Unblocks a writer waiting on backpressure: the store will take no more.
        if (!body.destroyed) body.destroy(error instanceof Error ? error : new Error('upload failed'));
      },
    );
    try {
      await write(body);
    } catch (error) {
      await upload.abort();
      await uploaded;
      // A writer that failed after ending its sink may have let the object complete.
      if (outcome.isUploaded) await this.remove(key).catch(() => undefined);
      // The writer's own failure is the one to tell, unless it only saw its sink cut by the store.
      if (outcome.error !== null && (error === outcome.error || isCutStream(error))) {
        throw new FileStorageUnavailableError('putStream', { cause: outcome.error });
      }
      throw error;
    }
    await uploaded;
    if (outcome.error !== null) throw new FileStorageUnavailableError('putStream', { cause: outcome.error });
  }

  private async get(key: string, range: string | undefined): Promise<Readable | null> {
    const Key = this.objectKeyOf(key);
    try {
      const reply = await this.client.send(
        new GetObjectCommand({
          Bucket: this.connection.bucket,
          Key,
          ...(range === undefined ? {} : { Range: range }),
        }),
      );
      if (!(reply.Body instanceof Readable)) throw new Error('the object store sent no readable body');
      return reply.Body;
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw new FileStorageUnavailableError('open', { cause: error });
    }
  }

  open(key: string): Promise<Readable | null> {
    return this.get(key, undefined);
  }

  openRange(key: string, range: { start: number; end: number }): Promise<Readable | null> {
    return this.get(key, `bytes=${String(range.start)}-${String(range.end)}`);
  }

  /** S3's DELETE answers success for a missing key too. */
  async remove(key: string): Promise<void> {
    const Key = this.objectKeyOf(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.connection.bucket, Key }));
    } catch (error) {
      throw new FileStorageUnavailableError('remove', { cause: error });
    }
  }

  async *listStored(): AsyncIterable<StoredFileEntry> {
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: 1000 },
      { Bucket: this.connection.bucket, Prefix: this.prefix },
    );
    try {
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(this.prefix.length);
          const key = name.slice(3);
          if (name !== `${key.slice(0, 2)}/${key}` || !storageKeyPattern.test(key)) continue;
          yield { key, modifiedAt: object.LastModified ?? new Date(0) };
        }
      }
    } catch (error) {
      throw new FileStorageUnavailableError('list', { cause: error });
    }
  }

  /** Incomplete multipart uploads are the bucket's lifecycle rule's to abort (0120): none here. */
  removeIncompleteWrites(): Promise<number> {
    return Promise.resolve(0);
  }
}
