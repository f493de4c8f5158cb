import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Password look-ups and writes. Kysely only (docs/architecture.md, "Server code"). */
export class PasswordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account with this lowercased e-mail, or undefined. */
  findAccountByEmail(email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'is_deactivated'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** Name and e-mail of an account by id, or undefined. */
  findAccountById(userId: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'full_name', 'password_hash'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Stores a new password hash, clears the expired-password flag and stamps the change time
   * (ISO-8601 UTC).
   */
  async setPassword(
    trx: Transaction<Database>,
    userId: string,
    passwordHash: string,
    at: string,
  ): Promise<void> {
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        is_password_expired: 0,
        password_changed_at: at,
        updated_at: at,
        // A reset link proves the mailbox, as the verification link does.
        email_verified_at: sql<string>`coalesce(email_verified_at, ${at})`,
      })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Ends every server-side session of the account and forgets every browser remembered for MFA
   * (a new password must be followed by a new sign-in code); returns how many sessions there were.
   */
  async deleteSessionsOf(trx: Transaction<Database>, userId: string): Promise<number> {
    await trx.deleteFrom('trusted_browsers').where('user_id', '=', userId).execute();
    const result = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
