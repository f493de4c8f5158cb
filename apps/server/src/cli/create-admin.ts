import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createAdministrator } from '../features/users-admin/first-administrator.js';
import { systemClock } from '../platform/clock.js';
import { DomainError } from '../platform/errors.js';
import { createMailer } from '../platform/mail/mailer.js';

const usage = 'usage: npm run create-admin -- <email> [--name "Full Name"] [--print-link]';

/**
 * `npm run create-admin -- <email>`: makes `email` a medivi-admin on the configured database and
 * e-mails it a set-password link (docs/decisions/0087, 0111). All or nothing: when the mail cannot
 * be sent, nothing is kept and the command exits 1. `--print-link` sends no mail and prints the
 * single-use link here, for an operator without a mail server. With the outbox transport no mail
 * leaves the server either, so the link is printed too.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, 'print-link': { type: 'boolean' } },
  });
  const email = positionals[0];
  const printLink = values['print-link'] === true;
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
      {
        email,
        delivery: printLink ? 'print' : 'mail',
        ...(values.name === undefined ? {} : { fullName: values.name }),
      },
    );
    const sent = printLink
      ? 'a set-password link (valid 1 hour) follows'
      : 'a set-password link (valid 1 hour) was e-mailed to it';
    console.log(
      created.isNewAccount
        ? `create-admin: made ${email.toLowerCase()} an administrator; ${sent}.`
        : `create-admin: ${email.toLowerCase()} already had an account; roles added: ${created.rolesAdded.join(', ') || 'none (already held)'}; ${sent}.`,
    );
    if (printLink) console.log(`create-admin: the link, single-use, for the operator only: ${created.link}`);
    else if (mailer.outboxEnabled) {
      console.log(`create-admin: the outbox transport sends no e-mail; the link is ${created.link}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const unsent = error instanceof DomainError && error.code === 'MAIL_UNAVAILABLE';
  console.error(
    unsent
      ? `create-admin: the set-password e-mail could not be sent, so nothing was made. Check SMTP_URL, or run again with --print-link to print the link instead.`
      : message,
  );
  process.exit(1);
});
