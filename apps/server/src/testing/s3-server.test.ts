import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterEach, describe, expect, it } from 'vitest';
import { writeHeldBodiesBeforeAnswering } from './s3-server.js';

describe('the S3-compatible test server', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('has every byte of a body it held in memory on disk when it answers the PUT', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'medivi-s3-store-'));
    directories.push(directory);
    const s3rver = new S3rver({ directory, silent: true });
    writeHeldBodiesBeforeAnswering(s3rver);
    const body = randomBytes(4 * 1024 * 1024);
    const objectPath = join(directory, 'object');

    const [size, md5] = await s3rver.store.putContent(objectPath, body);

    // Read at once, as a GET straight after the PUT does.
    expect(readFileSync(objectPath).equals(body)).toBe(true);
    expect(size).toBe(body.length);
    expect(md5).toBe(createHash('md5').update(body).digest('hex'));
  });
});
