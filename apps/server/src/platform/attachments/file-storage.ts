import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/**
 * Where attachment bytes live: a local folder or an S3-compatible bucket (docs/decisions/0052,
 * 0120). Keys are opaque names the server makes (never a user's file name).
 * Implementations must never leave a partial object under a key: a `put` either stores the whole
 * content or nothing.
 */
export interface FileStorage {
  /** Stores `content` under `key`. @throws Error when it could not be stored; nothing is left behind. */
  put(key: string, content: Buffer): Promise<void>;
  /** The content under `key` as a stream, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  /** Removes `key`; a missing key is no error. */
  remove(key: string): Promise<void>;
}

/**
 * A file storage that also takes content as a stream and reads byte ranges, for files too large to
 * hold in memory (the Transparency in Coverage files, docs/decisions/0116). The same promise as
 * `put`: a key holds the whole content or nothing.
 */
export interface StreamingFileStorage extends FileStorage {
  /**
   * Stores under `key` what `write` writes into the sink it is given; `write` resolves once the
   * sink has finished (a `pipeline` into it). @throws what `write` throws; nothing is left behind.
   */
  putStream(key: string, write: (sink: Writable) => Promise<void>): Promise<void>;
  /** Bytes `start` to `end` (both included, 0-based) of `key`, or null when there is no such key. */
  openRange(key: string, range: { start: number; end: number }): Promise<Readable | null>;
}

/** One stored file as a listing gives it: its key and when it was last written. */
export interface StoredFileEntry {
  key: string;
  modifiedAt: Date;
}

/**
 * What the sweeps of files no row names need (docs/decisions/0101, 0116): every stored key, and
 * the removal of what interrupted writes left behind.
 */
export interface SweepableFileStorage extends FileStorage {
  /** Every key stored (whole files only, never a write in progress), in no particular order. */
  listStored(): AsyncIterable<StoredFileEntry>;
  /**
   * Removes what interrupted writes left that is older than `before` (a local folder's part
   * files; a bucket's incomplete multipart uploads are left to its lifecycle rule, 0120).
   * @returns How many were removed.
   */
  removeIncompleteWrites(before: Date): Promise<number>;
}

/** The storage the server runs with: streaming, range reads and the sweeps' listing. */
export type PortalFileStorage = StreamingFileStorage & SweepableFileStorage;

/**
 * The storage did not answer or refused a request (an object store that is down or unreachable,
 * a disk that failed): the request is answered 503 with `Retry-After` (docs/decisions/0120).
 * `cause` holds the service's error; only its name or code is logged.
 */
export class FileStorageUnavailableError extends Error {
  constructor(operation: string, options: { cause?: unknown } = {}) {
    super(`file storage unavailable during ${operation}`, options);
    this.name = 'FileStorageUnavailableError';
  }
}

/** Storage keys the server makes (`newStorageKey`) and tests use: letters, digits and dashes. */
export const storageKeyPattern = /^[A-Za-z0-9-]{8,100}$/;

/**
 * The key's object name under a storage's root: `ab/<key>`, the first two characters making a
 * folder, so no folder holds more than a 256th (the local layout since 0052; the bucket's below
 * its kind's prefix). @throws Error for a key the server does not make.
 */
export function storedNameOf(key: string): string {
  if (!storageKeyPattern.test(key)) throw new Error('invalid storage key');
  return `${key.slice(0, 2)}/${key}`;
}

/** A new storage key: a random UUID, so keys never collide and carry no user data. */
export function newStorageKey(): string {
  return randomUUID();
}

/**
 * Files in a local directory outside the web root (default `var/attachments`, setting
 * `ATTACHMENTS_DIR`; docs/decisions/0052). A put writes `tmp/<random>.part` and renames it into
 * place (atomic on one file system), so a failed or interrupted write leaves no partial file under
 * its key; the part file is removed on failure.
 */
export class LocalFileStorage implements PortalFileStorage {
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  /** The directory partial writes go to before they are renamed into place. */
  get tempDirectory(): string {
    return join(this.root, 'tmp');
  }

  private pathOf(key: string): string {
    const path = join(this.root, storedNameOf(key));
    if (!path.startsWith(this.root + sep)) throw new Error('invalid storage key');
    return path;
  }

  async put(key: string, content: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const part = join(this.tempDirectory, `${randomUUID()}.part`);
    try {
      await mkdir(this.tempDirectory, { recursive: true, mode: 0o700 });
      await mkdir(join(target, '..'), { recursive: true, mode: 0o700 });
      await writeFile(part, content, { mode: 0o600, flag: 'wx' });
      await rename(part, target);
    } catch (error) {
      await rm(part, { force: true }).catch(() => undefined);
      throw asStorageFailure('put', error);
    }
  }

  async putStream(key: string, write: (sink: Writable) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    const part = join(this.tempDirectory, `${randomUUID()}.part`);
    try {
      await mkdir(this.tempDirectory, { recursive: true, mode: 0o700 });
      await mkdir(join(target, '..'), { recursive: true, mode: 0o700 });
      await write(createWriteStream(part, { mode: 0o600, flags: 'wx' }));
      await rename(part, target);
    } catch (error) {
      await rm(part, { force: true }).catch(() => undefined);
      throw asStorageFailure('putStream', error);
    }
  }

  async openRange(key: string, range: { start: number; end: number }): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path, range);
  }

  async open(key: string): Promise<Readable | null> {
    const path = this.pathOf(key);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return createReadStream(path);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *listStored(): AsyncIterable<StoredFileEntry> {
    for (const folder of await entriesOf(this.root)) {
      if (folder === 'tmp' || folder.length !== 2) continue;
      for (const name of await entriesOf(join(this.root, folder))) {
        if (!storageKeyPattern.test(name)) continue;
        const modifiedAt = await modifiedAtOf(join(this.root, folder, name));
        if (modifiedAt !== null) yield { key: name, modifiedAt };
      }
    }
  }

  /** Part files in `tmp/`, and anything in a key folder that is not a key, older than `before`. */
  async removeIncompleteWrites(before: Date): Promise<number> {
    let removed = 0;
    const removeIfOld = async (path: string): Promise<void> => {
      const modifiedAt = await modifiedAtOf(path);
      if (modifiedAt === null || modifiedAt >= before) return;
      await rm(path, { force: true });
      removed += 1;
    };
    for (const part of await entriesOf(this.tempDirectory)) await removeIfOld(join(this.tempDirectory, part));
    for (const folder of await entriesOf(this.root)) {
      if (folder === 'tmp' || folder.length !== 2) continue;
      for (const name of await entriesOf(join(this.root, folder))) {
        if (!storageKeyPattern.test(name)) await removeIfOld(join(this.root, folder, name));
      }
    }
    return removed;
  }
}

/**
 * File-system errors that mean the folder cannot take or give files now (a full or failing disk,
 * a read-only or vanished mount, no descriptors left), answered 503 like an object store that is
 * down; any other error (a writer's own) is passed on as it is.
 */
const diskFailureCodes = new Set([
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'ESTALE',
  'EMFILE',
  'ENFILE',
]);

function asStorageFailure(operation: string, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && diskFailureCodes.has(code)
    ? new FileStorageUnavailableError(operation, { cause: error })
    : error;
}

async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

async function modifiedAtOf(path: string): Promise<Date | null> {
  try {
    return (await stat(path)).mtime;
  } catch {
    return null;
  }
}

/**
 * The attachment directory when none is configured: a temp directory, so tests and tools never
 * write into the repository. The server always passes ATTACHMENTS_DIR (default `var/attachments`).
 */
export function defaultAttachmentsDir(): string {
  return join(tmpdir(), 'medivi-attachments');
}

/** The Transparency in Coverage folder when none is configured: a temp directory (TRANSPARENCY_DIR in the server). */
export function defaultTransparencyDir(): string {
  return join(tmpdir(), 'medivi-transparency');
}
