import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { dirname, join } from 'node:path';
import { dialectOf } from '../db/database.js';
import type { PortalFileStorage } from '../platform/attachments/file-storage.js';
import {
  type BackupManifest,
  attachmentPath,
  attachmentsFolder,
  hashFile,
  readManifest,
  writeManifest,
} from './backup-manifest.js';
import {
  copySqlite,
  dumpPostgres,
  postgresHasData,
  restorePostgres,
  restoreSqlite,
  sqliteHasData,
} from './database-copy.js';

/** Where the portal keeps its data: the database (`postgres://…` or an SQLite path) and the files. */
export interface PortalData {
  databaseUrl: string;
  /** The attachment storage: ATTACHMENTS_DIR, or the bucket of STORAGE=s3 (docs/decisions/0120). */
  attachments: PortalFileStorage;
}

/** True when `storage` holds any stored file. */
async function holdsFiles(storage: PortalFileStorage): Promise<boolean> {
  for await (const entry of storage.listStored()) return entry.key !== '';
  return false;
}

/** True when `dir` exists and holds anything. */
async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

/**
 * Backs up the portal into the new or empty folder `dir` (docs/decisions/0098): first a
 * consistent copy of the database (SQLite online backup, or `pg_dump` of one exported snapshot),
 * then every attachment that copy records, each checked against the SHA-256 its row holds; the
 * manifest is written last, so a folder without one is an unfinished backup. Files stored after
 * the copy belong to rows it does not hold and are left out.
 * @throws Error when `dir` is not empty, a recorded file is missing or does not match its row, or
 * the database cannot be copied.
 */
export async function createBackup(data: PortalData, dir: string, now = new Date()): Promise<BackupManifest> {
  if (await hasEntries(dir)) throw new Error(`${dir} is not empty: back up into a new or empty folder`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const kind = dialectOf(data.databaseUrl);
  const file = kind === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
  const snapshot =
    kind === 'sqlite'
      ? await copySqlite(data.databaseUrl, join(dir, file))
      : await dumpPostgres(data.databaseUrl, join(dir, file));
  const attachments: BackupManifest['attachments'] = [];
  const problems: string[] = [];
  for (const recorded of snapshot.attachments) {
    const target = attachmentPath(join(dir, attachmentsFolder), recorded.storageKey);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const stored = await data.attachments.open(recorded.storageKey);
    if (stored === null) {
      problems.push(`${recorded.storageKey}: missing from the attachment storage`);
      continue;
    }
    await pipeline(stored, createWriteStream(target, { mode: 0o600 }));
    const copied = await hashFile(target);
    if (copied.sha256 !== recorded.sha256) {
      problems.push(`${recorded.storageKey}: its content does not match the checksum its record holds`);
      continue;
    }
    attachments.push({ storageKey: recorded.storageKey, ...copied });
  }
  if (problems.length > 0) {
    throw new Error(
      `backup incomplete, ${String(problems.length)} attachment(s) unusable:\n${problems.join('\n')}`,
    );
  }
  const database = await hashFile(join(dir, file));
  const manifest: BackupManifest = {
    format: 'medivi-backup/1',
    createdAt: now.toISOString(),
    database: { kind, migration: snapshot.migration, file, ...database },
    attachments,
  };
  await writeManifest(dir, manifest);
  return manifest;
}

/**
 * Checks every file of the backup folder `dir` against its manifest.
 * @returns How many checksums matched (the database and each attachment).
 * @throws Error listing each file that is missing or differs.
 */
export async function verifyBackup(dir: string, manifest: BackupManifest): Promise<number> {
  const expected = [
    {
      path: join(dir, manifest.database.file),
      sha256: manifest.database.sha256,
      name: manifest.database.file,
    },
    ...manifest.attachments.map((a) => ({
      path: attachmentPath(join(dir, attachmentsFolder), a.storageKey),
      sha256: a.sha256,
      name: `${attachmentsFolder}/${a.storageKey}`,
    })),
  ];
  const problems: string[] = [];
  for (const entry of expected) {
    const actual = await hashFile(entry.path).catch(() => null);
    if (actual === null) problems.push(`${entry.name}: missing`);
    else if (actual.sha256 !== entry.sha256) problems.push(`${entry.name}: checksum differs`);
  }
  if (problems.length > 0) throw new Error(`the backup in ${dir} is damaged:\n${problems.join('\n')}`);
  return expected.length;
}

/**
 * Restores the backup folder `dir` into `data` (docs/decisions/0098): checks every checksum first,
 * refuses a database or attachment folder that already holds data unless `force`, then restores
 * the database (SQLite: the copy renamed into place; PostgreSQL: `pg_restore` in one transaction
 * into the existing database) and stores each file under its key (whole or not at all).
 * Stop the portal first. @returns The manifest and how many checksums matched.
 * @throws Error when the backup is damaged, its engine differs from `data.databaseUrl`'s, or a
 * target holds data without `force`.
 */
export async function restoreBackup(
  dir: string,
  data: PortalData,
  options: { force?: boolean } = {},
): Promise<{ manifest: BackupManifest; checksumsMatched: number }> {
  const manifest = await readManifest(dir);
  const kind = dialectOf(data.databaseUrl);
  if (kind !== manifest.database.kind) {
    throw new Error(`the backup holds a ${manifest.database.kind} database, the target is ${kind}`);
  }
  const checksumsMatched = await verifyBackup(dir, manifest);
  const force = options.force === true;
  const databaseUsed =
    kind === 'sqlite' ? await sqliteHasData(data.databaseUrl) : await postgresHasData(data.databaseUrl);
  if (!force && databaseUsed) throw new Error('the target database is not empty: pass --force to replace it');
  if (!force && (await holdsFiles(data.attachments))) {
    throw new Error('the attachment storage is not empty: pass --force to restore into it');
  }
  const source = join(dir, manifest.database.file);
  if (kind === 'sqlite') {
    await mkdir(dirname(data.databaseUrl), { recursive: true });
    await restoreSqlite(source, data.databaseUrl);
  } else {
    await restorePostgres(source, data.databaseUrl, databaseUsed);
  }
  for (const attachment of manifest.attachments) {
    const source = attachmentPath(join(dir, attachmentsFolder), attachment.storageKey);
    // The storage's own promise: a key holds the whole file or nothing.
    await data.attachments.putStream(attachment.storageKey, (sink) =>
      pipeline(createReadStream(source), sink),
    );
  }
  return { manifest, checksumsMatched };
}
