import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Sign-in look-ups. Kysely only (docs/architecture.md, "Server code"). */
export class AuthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account with this lowercased e-mail, its password hash and verification time, or undefined. */
  findCredentials(email: string) {
    return this.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'email_verified_at'])
      .where('email', '=', email)
      .executeTakeFirst();
  }
}
