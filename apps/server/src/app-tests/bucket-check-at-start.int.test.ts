import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalArguments, repositoryRoot } from '../../../../tools/portal-process.js';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.js';
import { testSessionSecret } from '../testing/test-app.js';

/** What a portal process that ended printed, and its exit code. */
interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the portal (`main.ts` from source) with `env` until it exits, or fails after `timeoutMs`. */
function runPortalUntilExit(env: Record<string, string>, timeoutMs = 90_000): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, portalArguments(true), {
      cwd: repositoryRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the portal did not exit within ${String(timeoutMs)} ms:\n${stdout}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The start's bucket check through the process (issue 36; docs/decisions/0120): with STORAGE=s3, a
 * bucket that is missing or a store that does not answer ends the start with exit code 1 and one
 * line naming the bucket, the endpoint and the error, without credentials, before the database is
 * opened.
 */
describe('the portal start with STORAGE=s3 and a bucket it cannot use', () => {
  let s3: TestS3Server;
  let work: string;
  const secretKey = 'MEDIVI-TEST-SECRET-NOT-TO-BE-PRINTED';
  beforeAll(async () => {
    s3 = await startTestS3Server();
    work = mkdtempSync(join(tmpdir(), 'medivi-bucket-check-'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(work, { recursive: true, force: true });
  });

  const environment = (name: string, bucket: string): Record<string, string> => ({
    VAR_DIR: join(work, name),
    DATABASE_URL: '',
    SESSION_SECRET: testSessionSecret,
    IMPORT_ON_START: 'false',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'fatal',
    ...s3.portalEnvironment(bucket),
  });

  /** The lines the failed start printed to stderr, without blank ones. */
  const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

  it('stops with NoSuchBucket when the bucket does not exist', async () => {
    const ended = await runPortalUntilExit(environment('missing', 'medivi-no-such-bucket'));
    expect(ended.code).toBe(1);
    expect(linesOf(ended.stderr)).toEqual([
      `STORAGE=s3: bucket medivi-no-such-bucket at ${s3.connection.endpoint ?? ''} cannot store attachments ` +
        'files (NoSuchBucket); check S3_BUCKET, S3_ENDPOINT, S3_REGION, the credentials and the bucket ' +
        'policy. The portal does not start without its file storage.',
    ]);
    expect(ended.stdout).not.toContain('is ready');
    // Stopped before the database: the embedded database file was never made.
    expect(existsSync(join(work, 'missing', 'medivi.sqlite'))).toBe(false);
  });

  it('stops with ECONNREFUSED when the store does not answer, and prints no credential', async () => {
    await s3.stop();
    try {
      const ended = await runPortalUntilExit({
        ...environment('stopped', s3.connection.bucket),
        AWS_SECRET_ACCESS_KEY: secretKey,
      });
      expect(ended.code).toBe(1);
      const lines = linesOf(ended.stderr);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^STORAGE=s3: bucket medivi-test at http:\/\/127\.0\.0\.1:\d+ cannot store attachments files \(ECONNREFUSED\);/,
      );
      expect(`${ended.stdout}${ended.stderr}`).not.toContain(secretKey);
    } finally {
      await s3.restart();
    }
  });
});
