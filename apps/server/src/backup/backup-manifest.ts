import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The manifest's file name inside a backup folder. */
export const manifestFileName = 'manifest.json';

/** The folder of attachment files inside a backup folder (same `ab/<key>` layout as storage). */
export const attachmentsFolder = 'attachments';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What a backup folder holds (docs/decisions/0098): when it was made, which engine, the last
 * migration applied, the database copy and every attachment, each with its SHA-256 (hex) and
 * size in bytes. Restore checks every checksum before it changes anything.
 */
const manifestSchema = z.object({
  format: z.literal('medivi-backup/1'),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    migration: z.string().nullable(),
    file: z.string().regex(/^database\.(sqlite|pgdump)$/),
    sha256: sha256Hex,
    bytes: z.number().int().min(0),
  }),
  attachments: z.array(
    z.object({
      storageKey: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
      sha256: sha256Hex,
      bytes: z.number().int().min(0),
    }),
  ),
});

/** A parsed backup manifest. */
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The SHA-256 (lower-case hex) and size in bytes of the file at `path`, read as a stream. */
export async function hashFile(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    hash.update(buffer);
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Where attachment `storageKey` lives under `root` (the `ab/<key>` layout of LocalFileStorage). */
export function attachmentPath(root: string, storageKey: string): string {
  return join(root, storageKey.slice(0, 2), storageKey);
}

/** Writes the manifest of a backup folder (pretty JSON, so an operator can read it). */
export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Reads and checks the manifest of the backup folder `dir`.
 * @throws Error when it is missing or not a MediVI backup manifest.
 */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, manifestFileName), 'utf8');
  } catch {
    throw new Error(`${dir} holds no ${manifestFileName}: not a backup folder`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${join(dir, manifestFileName)} is not a MediVI backup manifest`);
  return parsed.data;
}
