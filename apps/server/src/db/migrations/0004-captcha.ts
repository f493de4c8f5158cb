import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Captcha replay store (cases spec §5 Public form; docs/decisions/0061): one row per solved
 * captcha that was accepted, keyed by the challenge's HMAC signature, kept until the challenge
 * would have expired anyway. A second use of the same payload finds its row and is refused.
 * Frozen once landed.
 */
export function captcha(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('captcha_spent_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('captcha_spent_tokens_expires_at')
        .on('captcha_spent_tokens')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('captcha_spent_tokens').execute();
    },
  };
}
