import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import type { PortalFileStorage } from '../platform/attachments/file-storage.js';
import { createS3Client, S3FileStorage, type S3Connection } from '../platform/attachments/s3-file-storage.js';

/** The test server's fixed credentials (its defaults): no real account is involved. */
export const testS3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server on loopback for tests, over a temp folder, with one bucket. */
export interface TestS3Server {
  connection: S3Connection;
  client: S3Client;
  /**
   * The settings a portal process needs to keep its files in this server's bucket (`STORAGE=s3`,
   * the `S3_*` settings and the SDK's credential variables), for `bucket` when another is named.
   */
  portalEnvironment(bucket?: string): Record<string, string>;
  /** A storage in the bucket under `prefix` (default `attachments/`), through the cuttable link. */
  storage(prefix?: string): PortalFileStorage;
  /** Cuts every open connection at once and refuses new ones: the store is gone mid-request. */
  stop(): Promise<void>;
  /**
   * Cuts the link like `stop` once `bytes` more have passed in `direction` ('up': to the server,
   * 'down': to the portal), mid-upload or mid-download.
   */
  cutAfter(direction: 'up' | 'down', bytes: number): void;
  /** Takes connections again on the same port, after `stop` or a cut; the objects are still there. */
  restart(): Promise<void>;
  /** Stops everything and removes the server's folder. */
  close(): Promise<void>;
}

/**
 * Makes the server answer a PUT only once the object's bytes are on disk. `@20minutes/s3rver`
 * 5.0.0 resolves `putContent` right after `createWriteStream(path).end(buffer)` when it holds the
 * body in memory, so a GET straight after the PUT can find an empty or short file while the disk
 * is busy (the start's bucket check then read back other bytes: `ContentMismatch`). Bodies that
 * arrive as streams already wait for the write.
 */
export function writeHeldBodiesBeforeAnswering(s3rver: S3rver): void {
  const { store } = s3rver;
  const putContent = store.putContent.bind(store);
  store.putContent = async (objectPath, content) => {
    if (!Buffer.isBuffer(content)) return putContent(objectPath, content);
    await writeFile(objectPath, content);
    return [content.length, createHash('md5').update(content).digest('hex')];
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/**
 * Starts the S3-compatible server of the tests (the npm package `@20minutes/s3rver`, a maintained
 * fork of s3rver) on 127.0.0.1, with bucket `medivi-test` and its objects in a temp folder, behind
 * a TCP link on a port of its own that a test can cut (`stop`, `cutAfter`) to act out an outage.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'medivi-s3-'));
  const bucket = 'medivi-test';
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    // The server signs a listing's `prefix=a%2F` query differently from the SDK (a gap of its
    // canonical request); the portal's requests are signed as for AWS either way.
    allowMismatchedSignatures: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  writeHeldBodiesBeforeAnswering(s3rver);
  const { port: serverPort } = await s3rver.run();

  const sockets = new Set<Socket>();
  let cut: { direction: 'up' | 'down'; bytes: number } | null = null;
  let link: Server = createServer();
  const stop = async (): Promise<void> => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (!link.listening) return;
    await new Promise<void>((resolve) =>
      link.close(() => {
        resolve();
      }),
    );
  };
  const count = (direction: 'up' | 'down', length: number): void => {
    if (cut?.direction !== direction) return;
    cut.bytes -= length;
    if (cut.bytes <= 0) {
      cut = null;
      void stop();
    }
  };
  const openLink = (port: number): Promise<number> => {
    link = createServer((client) => {
      const server = createConnection(serverPort, '127.0.0.1');
      sockets.add(client).add(server);
      client.on('data', (chunk: Buffer) => {
        server.write(chunk);
        count('up', chunk.length);
      });
      server.on('data', (chunk: Buffer) => {
        client.write(chunk);
        count('down', chunk.length);
      });
      const end = (): void => {
        client.destroy();
        server.destroy();
        sockets.delete(client);
        sockets.delete(server);
      };
      client.on('close', end).on('error', end);
      server.on('close', end).on('error', end);
    });
    return listen(link, port);
  };
  const port = await openLink(0);
  const connection: S3Connection = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${String(port)}`,
    forcePathStyle: true,
    encryption: { kind: 'none' },
  };
  const client = createS3Client(connection, { credentials: testS3Credentials });
  return {
    connection,
    client,
    portalEnvironment: (name = bucket) => ({
      STORAGE: 's3',
      S3_BUCKET: name,
      S3_REGION: connection.region,
      S3_ENDPOINT: connection.endpoint ?? '',
      AWS_ACCESS_KEY_ID: testS3Credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: testS3Credentials.secretAccessKey,
    }),
    storage: (prefix = 'attachments/') => new S3FileStorage(client, connection, prefix),
    stop,
    cutAfter: (direction, bytes) => {
      cut = { direction, bytes };
    },
    restart: async () => {
      await stop();
      await openLink(port);
    },
    close: async () => {
      await stop();
      client.destroy();
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
