import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../errors.js';

/**
 * Spent captcha tokens in `captcha_spent_tokens` (docs/decisions/0061). `spend` inserts the row;
 * the primary key makes it atomic across processes, so two concurrent uses of one payload cannot
 * both pass.
 */
export class CaptchaSpentStore {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Marks `id` spent until `expiresAt` (ISO time).
   * @returns true when this call spent it; false when it had been spent before.
   */
  async spend(id: string, expiresAt: string, now: string): Promise<boolean> {
    try {
      await this.db
        .insertInto('captcha_spent_tokens')
        .values({ id, expires_at: expiresAt, created_at: now })
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}

/** Removes spent tokens whose challenge has expired (they could not be replayed anyway). */
export async function sweepSpentCaptchaTokens(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('captcha_spent_tokens').where('expires_at', '<', now.toISOString()).execute();
}
