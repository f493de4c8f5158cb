import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.js';
import {
  FileStorageUnavailableError,
  LocalFileStorage,
  newStorageKey,
  type PortalFileStorage,
} from './file-storage.js';

/** `total` bytes of `content`, written in 64 KiB chunks, then a failure when `failAfter` is set. */
function* chunksOf(content: Buffer, failAfter?: number): Generator<Buffer> {
  for (let offset = 0; offset < content.length; offset += 65_536) {
    if (failAfter !== undefined && offset >= failAfter) throw new Error('the writer failed');
    yield content.subarray(offset, offset + 65_536);
  }
}

async function keysListed(storage: PortalFileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.listStored()) keys.push(entry.key);
  return keys;
}

interface ContractSubject {
  storage: PortalFileStorage;
  /** Objects or files the store holds under `key`, whatever their state. */
  rawNamesOf(key: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The promises of `PortalFileStorage`, held to by every implementation (docs/decisions/0120). */
function describeStorageContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`${name} keeps the file storage contract`, () => {
    let subject: ContractSubject;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject.close();
    });

    it('gives back the bytes a put stored, and null for a key never stored', async () => {
      const key = newStorageKey();
      const content = randomBytes(300_000);
      await subject.storage.put(key, content);
      const stream = await subject.storage.open(key);
      expect(stream).not.toBeNull();
      if (stream !== null) expect((await buffer(stream)).equals(content)).toBe(true);
      expect(await subject.storage.open(newStorageKey())).toBeNull();
      expect(await subject.storage.openRange(newStorageKey(), { start: 0, end: 9 })).toBeNull();
    });

    it('removes a key, and removing a missing key is no error', async () => {
      const key = newStorageKey();
      await subject.storage.put(key, Buffer.from('explanation of benefits'));
      await subject.storage.remove(key);
      expect(await subject.storage.open(key)).toBeNull();
      await expect(subject.storage.remove(key)).resolves.toBeUndefined();
      await expect(subject.storage.remove(newStorageKey())).resolves.toBeUndefined();
    });

    it('stores a stream of several parts and reads byte ranges of it', async () => {
      const key = newStorageKey();
      const content = randomBytes(11 * 2 ** 20);
      await subject.storage.putStream(key, (sink) => pipeline(Readable.from(chunksOf(content)), sink));
      const whole = await subject.storage.open(key);
      expect(whole).not.toBeNull();
      if (whole !== null) expect((await buffer(whole)).equals(content)).toBe(true);
      for (const range of [
        // Not 0-0: the test server answers `bytes=0-0` with the whole object (S3 sends one byte).
        { start: 0, end: 1 },
        { start: 5 * 2 ** 20 - 3, end: 5 * 2 ** 20 + 7 },
        { start: content.length - 10, end: content.length - 1 },
      ]) {
        const part = await subject.storage.openRange(key, range);
        expect(part).not.toBeNull();
        if (part !== null) {
          expect((await buffer(part)).equals(content.subarray(range.start, range.end + 1))).toBe(true);
        }
      }
    });

    it('leaves nothing under the key when the writer of a stream fails, small or past a part', async () => {
      for (const failAfter of [100_000, 7 * 2 ** 20]) {
        const key = newStorageKey();
        const content = randomBytes(9 * 2 ** 20);
        await expect(
          subject.storage.putStream(key, (sink) =>
            pipeline(Readable.from(chunksOf(content, failAfter)), sink),
          ),
        ).rejects.toThrow('the writer failed');
        expect(await subject.storage.open(key)).toBeNull();
        expect(await subject.rawNamesOf(key)).toEqual([]);
        expect(await keysListed(subject.storage)).not.toContain(key);
      }
    });

    it('lists every stored key with when it was written, and no removed one', async () => {
      const kept = newStorageKey();
      const removed = newStorageKey();
      const startedAt = Date.now();
      await subject.storage.put(kept, Buffer.from('kept'));
      await subject.storage.put(removed, Buffer.from('removed'));
      await subject.storage.remove(removed);
      const entries: { key: string; modifiedAt: Date }[] = [];
      for await (const entry of subject.storage.listStored()) entries.push(entry);
      const entry = entries.find((candidate) => candidate.key === kept);
      expect(entry).toBeDefined();
      // Stores keep whole seconds (S3's Last-Modified): allow one second either way.
      expect(Math.abs((entry?.modifiedAt.getTime() ?? 0) - startedAt)).toBeLessThan(5_000);
      expect(entries.map((candidate) => candidate.key)).not.toContain(removed);
    });

    it('refuses a key the server does not make', async () => {
      await expect(subject.storage.put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(
        'invalid storage key',
      );
      await expect(subject.storage.open('ab/../cd')).rejects.toThrow('invalid storage key');
    });
  });
}

describeStorageContract('LocalFileStorage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'medivi-contract-'));
  const storage = new LocalFileStorage(dir);
  return Promise.resolve({
    storage,
    rawNamesOf: async (key) => {
      const { readdir } = await import('node:fs/promises');
      const names: string[] = [];
      for (const folder of [join(dir, key.slice(0, 2)), storage.tempDirectory]) {
        try {
          names.push(...(await readdir(folder)).filter((name) => name === key || name.endsWith('.part')));
        } catch {
          // no folder: nothing in it
        }
      }
      return names;
    },
    close: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  });
});

let server: TestS3Server;
describeStorageContract('S3FileStorage', async () => {
  server = await startTestS3Server();
  return {
    storage: server.storage('attachments/'),
    rawNamesOf: async (key) => {
      const listed = await server.client.send(
        new ListObjectsV2Command({
          Bucket: server.connection.bucket,
          Prefix: `attachments/${key.slice(0, 2)}/`,
        }),
      );
      return (listed.Contents ?? []).map((object) => object.Key ?? '').filter((name) => name.endsWith(key));
    },
    close: () => server.close(),
  };
});

describe('S3FileStorage while the bucket does not answer', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('throws FileStorageUnavailableError for every operation, and works again once the server is back', async () => {
    const storage = s3.storage('attachments/');
    const key = newStorageKey();
    await storage.put(key, Buffer.from('before the outage'));
    await s3.stop();
    await expect(storage.put(newStorageKey(), Buffer.from('x'))).rejects.toBeInstanceOf(
      FileStorageUnavailableError,
    );
    await expect(storage.open(key)).rejects.toBeInstanceOf(FileStorageUnavailableError);
    await expect(storage.openRange(key, { start: 0, end: 1 })).rejects.toBeInstanceOf(
      FileStorageUnavailableError,
    );
    await expect(storage.remove(key)).rejects.toBeInstanceOf(FileStorageUnavailableError);
    await expect(keysListed(storage)).rejects.toBeInstanceOf(FileStorageUnavailableError);
    const streamed = newStorageKey();
    await expect(
      storage.putStream(streamed, (sink) =>
        pipeline(Readable.from(chunksOf(randomBytes(6 * 2 ** 20))), sink),
      ),
    ).rejects.toBeInstanceOf(FileStorageUnavailableError);
    await s3.restart();
    const stream = await storage.open(key);
    expect(stream === null ? '' : (await buffer(stream)).toString()).toBe('before the outage');
    expect(await storage.open(streamed)).toBeNull();
  });
});

describe('LocalFileStorage on a folder it cannot write', () => {
  it('throws FileStorageUnavailableError and leaves nothing, as a bucket that is down', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'medivi-unusable-'));
    try {
      // The configured folder is a file: no write can succeed, whoever runs the process.
      const { writeFileSync } = await import('node:fs');
      writeFileSync(join(dir, 'attachments'), 'not a folder');
      const storage = new LocalFileStorage(join(dir, 'attachments'));
      await expect(storage.put(newStorageKey(), Buffer.from('x'))).rejects.toBeInstanceOf(
        FileStorageUnavailableError,
      );
      await expect(
        storage.putStream(newStorageKey(), (sink) => pipeline(Readable.from([Buffer.from('x')]), sink)),
      ).rejects.toBeInstanceOf(FileStorageUnavailableError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
