import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Browsers remembered for MFA ('remember me'), kept by token hash. Kysely only. */
export class TrustedBrowsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when `tokenHash` is a trust of `userId` that has not expired at `nowIso`. */
  async isTrusted(userId: string, tokenHash: string, nowIso: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('trusted_browsers')
      .select('id')
      .where('token_hash', '=', tokenHash)
      .where('user_id', '=', userId)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Stores a new trust; the browser's earlier token (`previousTokenHash`, if any) is removed in
   * the same transaction, so one browser holds one trust.
   */
  async add(
    userId: string,
    tokenHash: string,
    createdAtIso: string,
    expiresAtIso: string,
    previousTokenHash: string | null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (previousTokenHash !== null) {
        await trx.deleteFrom('trusted_browsers').where('token_hash', '=', previousTokenHash).execute();
      }
      await trx
        .insertInto('trusted_browsers')
        .values({
          id: randomUUID(),
          user_id: userId,
          token_hash: tokenHash,
          created_at: createdAtIso,
          expires_at: expiresAtIso,
        })
        .execute();
    });
  }
}
