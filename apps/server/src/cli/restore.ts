import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';
import { createFileStorages } from '../platform/attachments/storage-config.js';

const usage = 'usage: npm run restore -- <folder> [--force]';

/**
 * `npm run restore -- <folder> [--force]`: brings a backup of `npm run backup` back into the
 * configured database (DATABASE_URL; a PostgreSQL database must exist) and ATTACHMENTS_DIR (or the bucket) after
 * checking every checksum; without `--force` it refuses a database or folder that holds data
 * (docs/decisions/0098). Stop the portal first.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const dir = positionals[0];
  if (dir === undefined || positionals.length > 1) throw new Error(usage);
  const config = loadConfig();
  const { manifest, checksumsMatched } = await restoreBackup(
    resolve(dir),
    {
      databaseUrl: config.databaseUrl,
      attachments: createFileStorages(config.fileStorage, config).attachments,
    },
    { force: values.force },
  );
  console.log(
    `restore: ${String(checksumsMatched)} checksum(s) matched; the ${manifest.database.kind} database of ${manifest.createdAt} and ${String(manifest.attachments.length)} attachment(s) are back`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
