import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { messages } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import { blockedFor, countFailure, type LimitSpec, tooManyAttempts } from '../../platform/rate-limit.js';
import { AuthRepository } from './auth.repository.js';

/**
 * Failed sign-in limits: 5 per account in 15 minutes, then 15 minutes blocked; 30 per client
 * address in 15 minutes, then 15 minutes blocked. Success clears the account's count.
 */
export const loginLimits = {
  perAccount: { keyPrefix: 'login-account', points: 5, durationSeconds: 900, blockSeconds: 900 },
  perAddress: { keyPrefix: 'login-address', points: 30, durationSeconds: 900, blockSeconds: 900 },
} satisfies Record<string, LimitSpec>;

/** Limiters of failed sign-ins: per account (e-mail) and per client address. */
export interface LoginLimiters {
  perAccount: RateLimiterAbstract;
  perAddress: RateLimiterAbstract;
}

/**
 * Sign-in rules (accounts spec §4 Session): argon2id check, failure limits per account and per
 * address that never reveal whether an e-mail has an account, and audit records.
 */
export class AuthService {
  private readonly repository: AuthRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly limiters: LoginLimiters,
  ) {
    this.repository = new AuthRepository(db);
  }

  /**
   * Checks e-mail and password; returns the user id.
   * @throws DomainError 429 when the account or address is blocked, 401 when the pair is wrong.
   */
  async verifyCredentials(emailInput: string, password: string, address: string): Promise<string> {
    const email = emailInput.trim().toLowerCase();
    const accountKey = email;
    const blockedMs = Math.max(
      await blockedFor(this.limiters.perAccount, accountKey),
      await blockedFor(this.limiters.perAddress, address),
    );
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'sign-in attempts');

    const account = await this.repository.findCredentials(email);
    const matches = await verifyPassword(account?.password_hash ?? null, password);
    if (account === undefined || !matches) {
      const nowBlockedMs = Math.max(
        await countFailure(this.limiters.perAccount, accountKey),
        await countFailure(this.limiters.perAddress, address),
      );
      await recordAuditEvent(this.db, this.clock, {
        actorUserId: null,
        action: 'auth.login_failed',
        subjectType: 'user',
        subjectId: account?.id ?? null,
      });
      if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'sign-in attempts');
      throw new DomainError(401, messages.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
    }
    await this.limiters.perAccount.delete(accountKey);
    if (account.email_verified_at === null) {
      // Registered, but the e-mailed link was never followed (accounts spec §4 E-mail verification).
      throw new DomainError(403, messages.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED' });
    }
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: account.id,
      action: 'auth.login',
      subjectType: 'user',
      subjectId: account.id,
    });
    return account.id;
  }

  /** Records a sign-out. */
  async recordLogout(userId: string): Promise<void> {
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: userId,
      action: 'auth.logout',
      subjectType: 'user',
      subjectId: userId,
    });
  }
}
