import { createHash, randomUUID } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const fingerprintBytes = 1024 * 1024;

/**
 * The fingerprint of a file: SHA-256 (hex) of its first MiB, a colon, and its size in bytes. It
 * tells a changed or replaced file without reading a 10 GB file through.
 * @throws Error when the file cannot be read.
 */
export async function fingerprintFile(path: string): Promise<string> {
  const { size } = await stat(path);
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(fingerprintBytes, size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const hash = createHash('sha256').update(buffer.subarray(0, bytesRead)).digest('hex');
    return `${hash}:${String(size)}`;
  } finally {
    await handle.close();
  }
}

/** Status of an import run. */
export type ImportRunStatus = 'running' | 'succeeded' | 'failed';

/** Records the start of a file's import; returns the run id. */
export async function startImportRun(
  db: Kysely<Database>,
  run: { kind: string; file: string; fingerprint: string; startedAt: string },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('import_runs')
    .values({
      id,
      kind: run.kind,
      file: run.file,
      fingerprint: run.fingerprint,
      started_at: run.startedAt,
      finished_at: null,
      rows_read: 0,
      rows_written: 0,
      rows_rejected: 0,
      status: 'running',
    })
    .execute();
  return id;
}

/** Records the end of an import run with its counts. */
export async function finishImportRun(
  db: Kysely<Database>,
  id: string,
  result: { status: ImportRunStatus; finishedAt: string; read: number; written: number; rejected: number },
): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({
      status: result.status,
      finished_at: result.finishedAt,
      rows_read: result.read,
      rows_written: result.written,
      rows_rejected: result.rejected,
    })
    .where('id', '=', id)
    .execute();
}

/** The `file fingerprint` keys of every successful import run. */
export async function succeededImports(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('import_runs')
    .select(['file', 'fingerprint'])
    .where('status', '=', 'succeeded')
    .execute();
  return new Set(rows.map((row) => importKey(row.file, row.fingerprint)));
}

/** The key under which a file's successful import is remembered. */
export function importKey(file: string, fingerprint: string): string {
  return `${file} ${fingerprint}`;
}

/**
 * Adds one to the `providers` data version, so provider search caches reload (the search areas
 * depend on providers, taxonomies and zip centroids).
 */
export async function bumpProvidersVersion(db: Kysely<Database>): Promise<void> {
  const result = await db
    .updateTable('data_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', 'providers')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    await db
      .insertInto('data_versions')
      .values({ name: 'providers', version: 1 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}
