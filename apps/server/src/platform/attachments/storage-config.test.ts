import { describe, expect, it } from 'vitest';
import { parseFileStorageSetting } from './storage-config.js';

describe('the file storage settings', () => {
  it('keeps the local folders when STORAGE is unset', () => {
    expect(parseFileStorageSetting({})).toEqual({ setting: { kind: 'local' }, problems: [] });
  });

  it('reads a MinIO bucket with path style by default and KMS encryption', () => {
    const { setting, problems } = parseFileStorageSetting({
      STORAGE: 's3',
      S3_BUCKET: 'medivi-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'https://minio.example.test:9000',
      S3_SSE: 'aws:kms',
      S3_SSE_KMS_KEY_ID: 'alias/medivi',
    });
    expect(problems).toEqual([]);
    expect(setting).toEqual({
      kind: 's3',
      connection: {
        bucket: 'medivi-files',
        region: 'us-east-1',
        endpoint: 'https://minio.example.test:9000',
        forcePathStyle: true,
        encryption: { kind: 'aws:kms', kmsKeyId: 'alias/medivi' },
      },
    });
  });

  it('takes AWS S3 virtual-hosted style and the AWS_REGION when no endpoint or S3_REGION is set', () => {
    const { setting } = parseFileStorageSetting({
      STORAGE: 's3',
      S3_BUCKET: 'medivi-files',
      AWS_REGION: 'us-west-2',
      S3_SSE: 'AES256',
    });
    expect(setting).toMatchObject({
      connection: {
        region: 'us-west-2',
        endpoint: null,
        forcePathStyle: false,
        encryption: { kind: 'AES256' },
      },
    });
  });

  it('names each setting that stops a start, and never a value', () => {
    const secretLooking = 'AKIA-not-a-bucket-NAME';
    const { problems } = parseFileStorageSetting({
      STORAGE: 's3',
      S3_BUCKET: secretLooking,
      S3_SSE_KMS_KEY_ID: 'alias/medivi',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'S3_BUCKET',
      'S3_REGION',
      'S3_SSE_KMS_KEY_ID',
    ]);
    expect(problems.join('\n')).not.toContain(secretLooking);
    expect(parseFileStorageSetting({ STORAGE: 's3' }).problems).toContain(
      'S3_BUCKET: required when STORAGE=s3',
    );
    expect(parseFileStorageSetting({ STORAGE: 'disk' }).problems[0]).toMatch(/^STORAGE: /);
    expect(parseFileStorageSetting({ S3_BUCKET: 'medivi-files' }).problems).toEqual([
      'S3_BUCKET: set, but STORAGE is not s3: set STORAGE=s3 to use the bucket',
    ]);
  });
});
