import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { captchaMessages, messages } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { CaptchaVerifier } from '../../platform/captcha/captcha-verifier.js';
import { blockedFor, countFailure, tooManyAttempts } from '../../platform/rate-limit.js';
import { AuthRepository } from './auth.repository.js';
import { signInCaptchaCost } from './login-limits.js';

/** Limiters of failed sign-ins: per account (e-mail) and per client address. */
export interface LoginLimiters {
  perAccount: RateLimiterAbstract;
  perAddressBeforeCaptcha: RateLimiterAbstract;
}

/** Where a sign-in comes from and the captcha it carries, if any. */
export interface SignInOrigin {
  address: string;
  captcha: string | undefined;
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
    private readonly captcha: CaptchaVerifier,
  ) {
    this.repository = new AuthRepository(db);
  }

  /**
   * Checks e-mail and password; returns the user id. From an address with many recent failures the
   * captcha is checked first, before anything about the account is looked at.
   * @throws DomainError 403 CAPTCHA_REQUIRED from a busy address without a valid captcha, 429 when
   * the account is blocked, 401 when the pair is wrong.
   */
  async verifyCredentials(emailInput: string, password: string, origin: SignInOrigin): Promise<string> {
    const email = emailInput.trim().toLowerCase();
    const accountKey = email;
    const { address } = origin;
    const addressState = await this.limiters.perAddressBeforeCaptcha.get(address);
    const addressFailures = addressState?.consumedPoints ?? 0;
    if (addressFailures >= this.limiters.perAddressBeforeCaptcha.points) {
      // The work asked grows with each further failure (docs/decisions/0113).
      const outcome = await this.captcha.verify(origin.captcha, address, signInCaptchaCost(addressFailures));
      if (outcome !== 'verified') {
        throw new DomainError(
          403,
          outcome === 'missing' ? messages.captchaRequired : captchaMessages[outcome],
          {
            code: 'CAPTCHA_REQUIRED',
          },
        );
      }
    }
    const blockedMs = await blockedFor(this.limiters.perAccount, accountKey);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'sign-in attempts');

    const account = await this.repository.findCredentials(email);
    const matches = await verifyPassword(account?.password_hash ?? null, password);
    if (account === undefined || !matches) {
      const nowBlockedMs = await countFailure(this.limiters.perAccount, accountKey);
      await countFailure(this.limiters.perAddressBeforeCaptcha, address);
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
