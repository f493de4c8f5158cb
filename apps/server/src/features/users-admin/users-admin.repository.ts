import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * User and role reads and writes of users administration. Kysely only (docs/architecture.md,
 * "Server code").
 */
export class UsersAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account with this lowercased e-mail, or undefined. */
  findUserByEmail(db: Kysely<Database> | Transaction<Database>, email: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'full_name'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /**
   * Inserts an account without a password (it is set through an e-mailed link) and not yet
   * verified (following that link verifies it). Returns the new id.
   */
  async insertUserWithoutPassword(
    trx: Transaction<Database>,
    user: { email: string; fullName: string; at: string },
  ): Promise<string> {
    const id = randomUUID();
    await trx
      .insertInto('users')
      .values({
        id,
        email: user.email,
        full_name: user.fullName,
        password_hash: null,
        is_onboarding_complete: 1,
        is_password_expired: 0,
        is_deactivated: 0,
        enable_notification: 1,
        access_level: null,
        member_id: null,
        is_synthetic: 0,
        created_at: user.at,
        updated_at: user.at,
        email_verified_at: null,
      })
      .execute();
    return id;
  }

  /** Adds the roles the user lacks; returns those added. */
  async addMissingRoles(
    trx: Transaction<Database>,
    userId: string,
    roles: readonly string[],
  ): Promise<string[]> {
    const held = new Set(
      (await trx.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute()).map(
        (r) => r.role,
      ),
    );
    const added = roles.filter((role) => !held.has(role));
    if (added.length > 0) {
      await trx
        .insertInto('user_roles')
        .values(added.map((role) => ({ user_id: userId, role })))
        .execute();
    }
    return added;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
