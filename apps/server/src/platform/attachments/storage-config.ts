import { z } from 'zod';
import { LocalFileStorage, type PortalFileStorage } from './file-storage.js';
import { createS3Client, S3FileStorage, type S3Connection } from './s3-file-storage.js';

/**
 * Where the server keeps files (STORAGE; docs/decisions/0120): the local folders (the embedded
 * default) or one S3-compatible bucket for every kind of file.
 */
export type FileStorageSetting = { kind: 'local' } | { kind: 's3'; connection: S3Connection };

const storageEnvironmentSchema = z.object({
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .transform((value) => value === 'true' || value === '1' || value === 'yes')
    .optional(),
  S3_SSE: z.enum(['none', 'AES256', 'aws:kms']).default('none'),
  S3_SSE_KMS_KEY_ID: z.string().trim().optional(),
});

/** S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens. */
const bucketNamePattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads STORAGE and the S3_* settings from `env`. Credentials are not read here: the SDK takes
 * them from its standard chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_PROFILE, a role),
 * and no setting's value is ever put in a message.
 * @returns The setting, and every problem as `NAME: what to do` (empty when valid).
 */
export function parseFileStorageSetting(env: NodeJS.ProcessEnv): {
  setting: FileStorageSetting;
  problems: string[];
} {
  const parsed = storageEnvironmentSchema.safeParse(env);
  if (!parsed.success) {
    return {
      setting: { kind: 'local' },
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const e = parsed.data;
  const problems: string[] = [];
  const blank = (value: string | undefined) => value === undefined || value === '';
  if (e.STORAGE === 'local') {
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT'] as const) {
      if (!blank(e[name]))
        problems.push(`${name}: set, but STORAGE is not s3: set STORAGE=s3 to use the bucket`);
    }
    return { setting: { kind: 'local' }, problems };
  }
  if (blank(e.S3_BUCKET)) problems.push('S3_BUCKET: required when STORAGE=s3');
  else if (!bucketNamePattern.test(e.S3_BUCKET ?? '')) {
    problems.push('S3_BUCKET: not a bucket name (3 to 63 lower-case letters, digits, dots and hyphens)');
  }
  const region = blank(e.S3_REGION) ? (env.AWS_REGION ?? '') : (e.S3_REGION ?? '');
  if (region === '')
    problems.push('S3_REGION: required when STORAGE=s3 (for MinIO any name, such as us-east-1)');
  if (!blank(e.S3_SSE_KMS_KEY_ID) && e.S3_SSE !== 'aws:kms') {
    problems.push('S3_SSE_KMS_KEY_ID: only used with S3_SSE=aws:kms');
  }
  return {
    setting: {
      kind: 's3',
      connection: {
        bucket: e.S3_BUCKET ?? '',
        region,
        endpoint: blank(e.S3_ENDPOINT) ? null : (e.S3_ENDPOINT ?? null),
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? !blank(e.S3_ENDPOINT),
        encryption:
          e.S3_SSE === 'aws:kms'
            ? { kind: 'aws:kms', kmsKeyId: blank(e.S3_SSE_KMS_KEY_ID) ? null : (e.S3_SSE_KMS_KEY_ID ?? null) }
            : { kind: e.S3_SSE },
      },
    },
    problems,
  };
}

/** The storages of each kind of file the server keeps. */
export interface FileStorages {
  /** Case attachments (ATTACHMENTS_DIR, or `attachments/` in the bucket). */
  attachments: PortalFileStorage;
  /** Transparency in Coverage files (TRANSPARENCY_DIR, or `transparency/` in the bucket). */
  transparency: PortalFileStorage;
}

/**
 * The storages `setting` names: the two local folders, or the bucket under one prefix per kind
 * (one client shared by both).
 */
export function createFileStorages(
  setting: FileStorageSetting,
  folders: { attachmentsDir: string; transparencyDir: string },
): FileStorages {
  if (setting.kind === 'local') {
    return {
      attachments: new LocalFileStorage(folders.attachmentsDir),
      transparency: new LocalFileStorage(folders.transparencyDir),
    };
  }
  const client = createS3Client(setting.connection);
  return {
    attachments: new S3FileStorage(client, setting.connection, 'attachments/'),
    transparency: new S3FileStorage(client, setting.connection, 'transparency/'),
  };
}
