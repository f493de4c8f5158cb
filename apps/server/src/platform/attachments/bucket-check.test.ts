import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.js';
import { checkBucketAtStart, storeErrorName } from './bucket-check.js';
import { FileStorageUnavailableError } from './file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import type { FileStorages } from './storage-config.js';

describe('the bucket check at start (docs/decisions/0120)', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  const storagesIn = (bucket: string): FileStorages => {
    const connection = { ...s3.connection, bucket };
    return {
      attachments: new S3FileStorage(s3.client, connection, 'attachments/'),
      transparency: new S3FileStorage(s3.client, connection, 'transparency/'),
    };
  };

  it('passes on a bucket it can write, and leaves nothing in it', async () => {
    const setting = { kind: 's3', connection: s3.connection } as const;
    await expect(checkBucketAtStart(setting, storagesIn(s3.connection.bucket))).resolves.toBeUndefined();
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.connection.bucket }));
    expect(listed.Contents ?? []).toEqual([]);
  });

  it('stops the start with one line naming the bucket, the endpoint and NoSuchBucket when the bucket is missing', async () => {
    const connection = { ...s3.connection, bucket: 'medivi-missing' };
    const failure = await checkBucketAtStart({ kind: 's3', connection }, storagesIn('medivi-missing')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toBe(
      `STORAGE=s3: bucket medivi-missing at ${s3.connection.endpoint ?? ''} cannot store attachments files ` +
        '(NoSuchBucket); check S3_BUCKET, S3_ENDPOINT, S3_REGION, the credentials and the bucket policy. ' +
        'The portal does not start without its file storage.',
    );
    expect(message).not.toContain('S3RVER');
    expect((failure as Error).cause).toBeUndefined();
  });

  it('stops the start with the network error’s code when the store does not answer', async () => {
    await s3.stop();
    try {
      const setting = { kind: 's3', connection: s3.connection } as const;
      await expect(checkBucketAtStart(setting, storagesIn(s3.connection.bucket))).rejects.toThrow(
        /^STORAGE=s3: bucket medivi-test at http:\/\/127\.0\.0\.1:\d+ cannot store attachments files \(ECONNREFUSED\);/,
      );
    } finally {
      await s3.restart();
    }
  });

  it('checks nothing for the local folders', async () => {
    const refusing = {
      put: () => Promise.reject(new Error('not to be called')),
    } as unknown as FileStorages['attachments'];
    await expect(
      checkBucketAtStart({ kind: 'local' }, { attachments: refusing, transparency: refusing }),
    ).resolves.toBeUndefined();
  });

  it('names an error by its S3 code, a network code or its name, never by its text', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:9000'), { code: 'ECONNREFUSED' });
    expect(storeErrorName(new FileStorageUnavailableError('put', { cause: refused }))).toBe('ECONNREFUSED');
    const timeout = new Error('timed out');
    timeout.name = 'TimeoutError';
    expect(storeErrorName(new FileStorageUnavailableError('put', { cause: timeout }))).toBe('TimeoutError');
  });
});
