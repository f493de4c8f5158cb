import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Clock } from './clock.js';

/** What a code is for. Each purpose has its own lifetime and shape (docs/decisions/0030). */
export type CodePurpose = 'email-verification' | 'password-reset' | 'sign-in';

/**
 * Lifetimes, ms: e-mail verification link 24 h, password-reset link 1 h, sign-in code 10 min.
 * Sign-in codes allow 5 wrong tries, then the code is void and a new one must be requested.
 */
export const codeLifetimeMs: Record<CodePurpose, number> = {
  'email-verification': 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  'sign-in': 10 * 60 * 1000,
};
export const signInCodeMaxFailures = 5;

/** SHA-256 (hex) of a code or token; what the database keeps instead of the code. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

/** Why a code was refused. */
export type CodeRefusal = 'unknown' | 'used' | 'expired' | 'too-many-failures';

/** The result of checking a code: the user it belongs to, or why it was refused. */
export type CodeCheck = { ok: true; userId: string } | { ok: false; reason: CodeRefusal };

/**
 * Single-use codes kept hashed. Link codes (e-mail verification, password reset) are 32 random
 * bytes, base64url (43 characters), found by their hash. Sign-in codes are 6 digits, checked
 * against the user's newest code and counted: after `signInCodeMaxFailures` wrong tries the code is
 * void. Issuing a code voids the user's earlier unused codes of the same purpose.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Issues a new code for `userId` and returns it in plain text (to e-mail, never to log). */
  issue(userId: string, purpose: CodePurpose): Promise<string> {
    return this.db.transaction().execute((trx) => this.issueIn(trx, userId, purpose));
  }

  /**
   * As `issue`, inside the caller's transaction `trx`, so the code is only kept if the rest of the
   * caller's work (sending it, say) succeeds.
   */
  async issueIn(trx: Transaction<Database>, userId: string, purpose: CodePurpose): Promise<string> {
    const code =
      purpose === 'sign-in'
        ? String(randomInt(0, 1_000_000)).padStart(6, '0')
        : randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await trx
      .updateTable('one_time_codes')
      .set({ used_at: now.toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_codes')
      .values({
        id: randomUUID(),
        user_id: userId,
        purpose,
        code_hash: hashCode(code),
        expires_at: new Date(now.getTime() + codeLifetimeMs[purpose]).toISOString(),
        used_at: null,
        failed_attempts: 0,
        created_at: now.toISOString(),
      })
      .execute();
    return code;
  }

  /**
   * Uses a link code: valid once, before it expires. Marks it used in the same statement that
   * checks it, so two concurrent uses cannot both succeed.
   */
  async consumeLink(purpose: 'email-verification' | 'password-reset', code: string): Promise<CodeCheck> {
    const row = await this.db
      .selectFrom('one_time_codes')
      .select(['id', 'user_id', 'expires_at', 'used_at'])
      .where('purpose', '=', purpose)
      .where('code_hash', '=', hashCode(code))
      .executeTakeFirst();
    if (row === undefined) return { ok: false, reason: 'unknown' };
    return this.markUsed(row);
  }

  /**
   * Checks a sign-in code for `userId` against their newest unused one. A wrong code counts a
   * failure; the fifth voids the code.
   */
  async consumeSignIn(userId: string, code: string): Promise<CodeCheck> {
    const row = await this.db
      .selectFrom('one_time_codes')
      .select(['id', 'user_id', 'expires_at', 'used_at', 'failed_attempts', 'code_hash'])
      .where('user_id', '=', userId)
      .where('purpose', '=', 'sign-in')
      // Issuing voids earlier codes, so the one unused code is the newest even when two were
      // issued within the same millisecond (created_at alike).
      .orderBy((eb) => eb.case().when('used_at', 'is', null).then(0).else(1).end())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    if (row === undefined) return { ok: false, reason: 'unknown' };
    if (row.used_at !== null) return { ok: false, reason: 'used' };
    if (row.failed_attempts >= signInCodeMaxFailures) return { ok: false, reason: 'too-many-failures' };
    if (row.code_hash !== hashCode(code)) {
      await this.db
        .updateTable('one_time_codes')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
      return {
        ok: false,
        reason: row.failed_attempts + 1 >= signInCodeMaxFailures ? 'too-many-failures' : 'unknown',
      };
    }
    return this.markUsed(row);
  }

  private async markUsed(row: { id: string; user_id: string; expires_at: string; used_at: string | null }) {
    const now = this.clock.now();
    if (row.used_at !== null) return { ok: false, reason: 'used' } as const;
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired' } as const;
    const result = await this.db
      .updateTable('one_time_codes')
      .set({ used_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return { ok: false, reason: 'used' } as const;
    return { ok: true, userId: row.user_id } as const;
  }
}
