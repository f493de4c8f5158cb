import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

const usage = 'usage: openapi [<file.json>] (stdout without a file)';

/**
 * Writes the OpenAPI document of this configuration (`PUBLIC_BASE_URL` as its server, the
 * support address, the outbox route only when there is an outbox) to a file or stdout, without
 * listening and without opening the configured database: the app is built on a throwaway SQLite
 * file (docs/decisions/0099). Run it built (`node apps/server/dist/cli/openapi.js openapi.json`)
 * or from source (`npx tsx --conditions=source apps/server/src/cli/openapi.ts openapi.json`).
 */
async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new Error(usage);
  const config = loadConfig();
  const dir = mkdtempSync(join(tmpdir(), 'medivi-openapi-'));
  const handle = openDatabase(join(dir, 'document.sqlite'));
  try {
    await migrateToLatest(handle);
    const app = await buildApp({
      handle,
      sessionSecret: config.sessionSecret,
      logLevel: 'silent',
      publicBaseUrl: config.publicBaseUrl,
      supportEmail: config.supportEmail,
      smtpUrl: config.smtpUrl,
      outboxReaders: config.outboxReaders ?? 'anyone',
      attachmentsDir: join(dir, 'attachments'),
    });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    const file = positionals[0];
    if (file === undefined) process.stdout.write(text);
    else writeFileSync(file, text);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
