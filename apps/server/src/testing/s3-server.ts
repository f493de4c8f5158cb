import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import type { PortalFileStorage } from '../platform/attachments/file-storage.js';
import { createS3Client, S3FileStorage, type S3Connection } from '../platform/attachments/s3-file-storage.js';

/** The test server's fixed credentials (its defaults): no real account is involved. */
const testCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server on loopback for tests, over a temp folder, with one bucket. */
export interface TestS3Server {
  connection: S3Connection;
  client: S3Client;
  /** A storage in the bucket under `prefix` (default `attachments/`). */
  storage(prefix?: string): PortalFileStorage;
  /** Stops the server, keeping its folder (a restart on the same port serves the same objects). */
  stop(): Promise<void>;
  /** Starts it again on the same port, after `stop`. */
  restart(): Promise<void>;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

/**
 * Starts the S3-compatible server of the tests (the npm package `@20minutes/s3rver`, a maintained
 * fork of s3rver) on 127.0.0.1 at a free port, with bucket `medivi-test`, objects in a temp folder.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'medivi-s3-'));
  const bucket = 'medivi-test';
  let server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    // The server signs a listing's `prefix=a%2F` query differently from the SDK (a known gap of
    // its canonical request); every other request's signature is checked.
    allowMismatchedSignatures: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let isRunning = true;
  const connection: S3Connection = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${String(port)}`,
    forcePathStyle: true,
    encryption: { kind: 'none' },
  };
  const client = createS3Client(connection, { credentials: testCredentials });
  const stop = async (): Promise<void> => {
    if (!isRunning) return;
    isRunning = false;
    await server.close();
  };
  return {
    connection,
    client,
    storage: (prefix = 'attachments/') => new S3FileStorage(client, connection, prefix),
    stop,
    restart: async () => {
      server = new S3rver({
        address: '127.0.0.1',
        port,
        silent: true,
        // The server signs a listing's `prefix=a%2F` query differently from the SDK (a known gap of
        // its canonical request); every other request's signature is checked.
        allowMismatchedSignatures: true,
        directory,
      });
      await server.run();
      isRunning = true;
    },
    close: async () => {
      await stop();
      client.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
