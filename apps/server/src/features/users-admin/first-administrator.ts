import type { Kysely } from 'kysely';
import { emailFieldProblem } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { codeLifetimeMs, OneTimeCodes } from '../../platform/one-time-codes.js';
import { UsersAdminRepository } from './users-admin.repository.js';

/** Roles an administrator made from the command line holds (accounts spec §6). */
export const firstAdministratorRoles = ['medivi-read', 'medivi-admin'] as const;

/** What `createAdministrator` did. `link` is the set-password link: show it only to the operator. */
export interface CreatedAdministrator {
  userId: string;
  /** False when the e-mail already had an account, which was given the roles. */
  isNewAccount: boolean;
  rolesAdded: string[];
  link: string;
}

/** The set-password e-mail of a new administrator. `link` carries a single-use code: never log it. */
export function setPasswordMail(input: { to: string; link: string; lifetimeMinutes: number }): MailMessage {
  return {
    purpose: 'set-password',
    to: input.to,
    subject: 'You are a MediVI administrator: set your password',
    text: [
      'Hello,',
      '',
      `An administrator account of MediVI was made for this address. Open this link within ${String(input.lifetimeMinutes)} minutes to choose your password:`,
      '',
      input.link,
      '',
      'The link works once. After it expires, use "Forgot password" on the sign-in page to get a new one.',
      'Signing in later asks for a code e-mailed to this address.',
    ].join('\n'),
  };
}

/** How the set-password link reaches the new administrator. */
export type LinkDelivery = 'mail' | 'print';

/**
 * Makes `email` an administrator (medivi-read and medivi-admin), the way a production deployment
 * gets its first one (`npm run create-admin -- <email>`; docs/decisions/0087, 0111): a new account
 * without a password, or an existing one given the roles, and a single-use set-password link (the
 * password-reset link, valid 1 hour). With `delivery: 'mail'` the link is e-mailed inside the same
 * transaction: when the mail cannot be sent, nothing is kept (no account, role, code or audit
 * record) and the mailer's error is thrown. With `'print'` no mail is sent and the caller shows
 * `link` to the operator. Audited with no actor (the command line).
 * @throws Error for an e-mail the portal's rules refuse; the mailer's error when it fails.
 */
export async function createAdministrator(
  deps: { db: Kysely<Database>; clock: Clock; mailer: Mailer; publicBaseUrl: string },
  input: { email: string; fullName?: string; delivery?: LinkDelivery },
): Promise<CreatedAdministrator> {
  const problem = emailFieldProblem(input.email);
  if (problem !== null) throw new Error(`${input.email}: ${problem}`);
  const email = input.email.toLowerCase();
  const repository = new UsersAdminRepository(deps.db);
  const codes = new OneTimeCodes(deps.db, deps.clock);
  const at = deps.clock.now().toISOString();
  return repository.transaction(async (trx) => {
    const existing = await repository.findUserByEmail(trx, email);
    const userId =
      existing?.id ??
      (await repository.insertUserWithoutPassword(trx, {
        email,
        fullName: input.fullName ?? 'Administrator',
        at,
      }));
    const rolesAdded = await repository.addMissingRoles(trx, userId, firstAdministratorRoles);
    const link = `${deps.publicBaseUrl}/verify-reset-password/${await codes.issueIn(trx, userId, 'password-reset')}`;
    await recordAuditEvent(trx, deps.clock, {
      actorUserId: null,
      action: 'users.administrator_created',
      subjectType: 'user',
      subjectId: userId,
      detail: {
        by: 'command-line',
        isNewAccount: existing === undefined,
        rolesAdded: rolesAdded.join(','),
        link: input.delivery ?? 'mail',
      },
    });
    // Last, so a refused mail rolls back everything above.
    if (input.delivery !== 'print') {
      await deps.mailer.send(
        setPasswordMail({ to: email, link, lifetimeMinutes: codeLifetimeMs['password-reset'] / 60_000 }),
        trx,
      );
    }
    return { userId, isNewAccount: existing === undefined, rolesAdded, link };
  });
}
