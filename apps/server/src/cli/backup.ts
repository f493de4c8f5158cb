import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';
import { createFileStorages } from '../platform/attachments/storage-config.js';

const usage = 'usage: npm run backup -- <folder>';

/**
 * `npm run backup -- <folder>`: a consistent copy of the configured database (DATABASE_URL) and
 * its attachments (ATTACHMENTS_DIR, or the bucket of STORAGE=s3) into a new or empty folder, with a manifest of checksums
 * (docs/decisions/0098). The portal may keep serving meanwhile.
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const dir = positionals[0];
  if (dir === undefined || positionals.length > 1) throw new Error(usage);
  const config = loadConfig();
  const target = resolve(dir);
  const manifest = await createBackup(
    {
      databaseUrl: config.databaseUrl,
      attachments: createFileStorages(config.fileStorage, config).attachments,
    },
    target,
  );
  console.log(
    `backup: ${manifest.database.kind} database (migration ${manifest.database.migration ?? 'none'}) and ${String(manifest.attachments.length)} attachment(s) written to ${target}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
