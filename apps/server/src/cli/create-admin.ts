import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createAdministrator } from '../features/users-admin/first-administrator.js';
import { systemClock } from '../platform/clock.js';
import { createMailer } from '../platform/mail/mailer.js';

const usage = 'usage: npm run create-admin -- <email> [--name "Full Name"]';

/**
 * `npm run create-admin -- <email>`: makes `email` a medivi-admin on the configured database and
 * e-mails it a set-password link (docs/decisions/0087). With the outbox transport no mail leaves
 * the server, so the link is also printed here, to the operator only.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' } },
  });
  const email = positionals[0];
  if (email === undefined || positionals.length > 1) throw new Error(usage);
  const config = loadConfig();
  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    const mailer = createMailer(handle.db, systemClock, {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      supportAddress: config.supportEmail,
    });
    const created = await createAdministrator(
      { db: handle.db, clock: systemClock, mailer, publicBaseUrl: config.publicBaseUrl },
      { email, ...(values.name === undefined ? {} : { fullName: values.name }) },
    );
    console.log(
      created.isNewAccount
        ? `create-admin: made ${email.toLowerCase()} an administrator; a set-password link (valid 1 hour) was e-mailed to it.`
        : `create-admin: ${email.toLowerCase()} already had an account; roles added: ${created.rolesAdded.join(', ') || 'none (already held)'}; a set-password link (valid 1 hour) was e-mailed to it.`,
    );
    if (mailer.outboxEnabled) {
      console.log(`create-admin: the outbox transport sends no e-mail; the link is ${created.link}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
