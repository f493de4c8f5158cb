import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { applicationName, otpMessages, rememberMeMfaDelayMs, type Variant } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { languageOfUser } from '../../platform/i18n/recipient-language.js';
import { serverText } from '../../platform/i18n/server-text.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { codeLifetimeMs, type CodeRefusal, OneTimeCodes } from '../../platform/one-time-codes.js';
import { blockedFor, countFailure, type LimitSpec, tooManyAttempts } from '../../platform/rate-limit.js';
import { TrustedBrowsersRepository } from './trusted-browsers.repository.js';

/**
 * Limits of the sign-in code (docs/decisions/0041), kept per account (user id):
 * - `verifyPerAccount`: 10 wrong codes in 15 minutes, then 15 minutes blocked. On top of the
 *   5 wrong tries after which a single code is void (`signInCodeMaxFailures`).
 * - `resendBurst`: 1 new code per 30 s; `resendWindow`: 5 new codes per 15 minutes.
 */
export const signInCodeLimits = {
  verifyPerAccount: { keyPrefix: 'otp-verify-account', points: 10, durationSeconds: 900, blockSeconds: 900 },
  resendBurst: { keyPrefix: 'otp-resend-burst', points: 1, durationSeconds: 30, blockSeconds: 0 },
  resendWindow: { keyPrefix: 'otp-resend-window', points: 5, durationSeconds: 900, blockSeconds: 0 },
} satisfies Record<string, LimitSpec>;

/** The limiters of `signInCodeLimits`. */
export interface SignInCodeLimiters {
  verifyPerAccount: RateLimiterAbstract;
  resendBurst: RateLimiterAbstract;
  resendWindow: RateLimiterAbstract;
}

/** The person a code is for. */
export interface CodeRecipient {
  userID: string;
  email: string;
}

/** Message and error code of each refusal of `POST /api/verifyOTP`. */
const refusals: Record<CodeRefusal, { message: string; code: string }> = {
  unknown: { message: otpMessages.wrong, code: 'OTP_INVALID' },
  expired: { message: otpMessages.expired, code: 'OTP_EXPIRED' },
  used: { message: otpMessages.spent, code: 'OTP_USED' },
  'too-many-failures': { message: otpMessages.spent, code: 'OTP_TOO_MANY_FAILURES' },
};

/** SHA-256 (hex) of a trust token: what `trusted_browsers` keeps instead of the token. */
export function hashTrustToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The 429 of a resend limit: under a minute `RESEND_TOO_SOON` with `params.seconds` (so that the
 * client can word it in the reader's language), else `RATE_LIMITED` in minutes.
 */
function tooManyResends(msBeforeNext: number): DomainError {
  if (msBeforeNext >= 60_000) return tooManyAttempts(msBeforeNext, 'OTP requests');
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError(
    429,
    `Please wait ${String(seconds)} second${seconds === 1 ? '' : 's'} before requesting a new OTP.`,
    { code: 'RESEND_TOO_SOON', params: { seconds }, headers: { 'retry-after': String(seconds) } },
  );
}

/**
 * The e-mailed one-time sign-in code and 'remember me' (accounts spec §2 screen 1 and 'MFA
 * needed', §4 One-time code, §5, §9; docs/decisions/0040, 0041): sending codes (6 digits, 10 min,
 * single use, kept hashed by `OneTimeCodes`), checking them under per-account limits, and the
 * browser trust that skips the code for 30 days. Audit records never hold a code or token.
 */
export class SignInCodeService {
  private readonly codes: OneTimeCodes;
  private readonly trustedBrowsers: TrustedBrowsersRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly limiters: SignInCodeLimiters,
  ) {
    this.codes = new OneTimeCodes(db, clock);
    this.trustedBrowsers = new TrustedBrowsersRepository(db);
  }

  /**
   * True when `token` (the trust cookie's value, if any) is an unexpired trust of `userId`;
   * records the use in the audit log.
   */
  async isTrustedBrowser(userId: string, token: string | undefined): Promise<boolean> {
    if (token === undefined || token.length === 0 || token.length > 200) return false;
    const trusted = await this.trustedBrowsers.isTrusted(
      userId,
      hashTrustToken(token),
      this.clock.now().toISOString(),
    );
    if (trusted) await this.audit(userId, 'auth.trusted_browser_used');
    return trusted;
  }

  /**
   * Remembers this browser for `rememberMeMfaDelayMs` (30 days): returns the new random token
   * for the cookie (only its hash is stored) and its expiry. `previousToken` (the browser's old
   * cookie) is dropped.
   */
  async trustBrowser(
    userId: string,
    previousToken: string | undefined,
  ): Promise<{ token: string; expiresAt: Date }> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + rememberMeMfaDelayMs);
    const token = randomBytes(32).toString('base64url');
    await this.trustedBrowsers.add(
      userId,
      hashTrustToken(token),
      now.toISOString(),
      expiresAt.toISOString(),
      previousToken === undefined ? null : hashTrustToken(previousToken),
    );
    await this.audit(userId, 'auth.trusted_browser_added');
    return { token, expiresAt };
  }

  /**
   * Issues a new code (voiding earlier ones) and e-mails it in the account's language (issue 37,
   * docs/decisions/0126). At sign-in a mail failure is only
   * logged (`log`), so the dialog still opens and the user can ask for a new code.
   * @throws DomainError 503 from the mailer when `log` is not given (a resend the user waits for).
   */
  async sendCode(recipient: CodeRecipient, variant: Variant, log?: FastifyBaseLogger): Promise<void> {
    const code = await this.codes.issue(recipient.userID, 'sign-in');
    const app = applicationName(variant);
    const minutes = Math.round(codeLifetimeMs['sign-in'] / 60_000);
    const language = await languageOfUser(this.db, recipient.userID);
    try {
      await this.mailer.send({
        purpose: 'sign-in-code',
        to: recipient.email,
        subject: serverText(language, 'mail.signInCode.subject', { app }),
        text: [
          serverText(language, 'mail.signInCode.code', { app, code }),
          '',
          serverText(language, 'mail.signInCode.use', { minutes }),
          '',
          serverText(language, 'mail.signInCode.notYou'),
        ].join('\n'),
      });
    } catch (error) {
      if (log === undefined) throw error;
      log.warn({ purpose: 'sign-in-code', err: error }, 'sign-in code could not be e-mailed');
    }
    await this.audit(recipient.userID, 'auth.otp_sent');
  }

  /**
   * A new code on request (`GET /api/resendOTP`), within the resend limits.
   * @throws DomainError 429 when asked within 30 s of the last request or more than 5 times in
   * 15 minutes.
   */
  async resendCode(recipient: CodeRecipient, variant: Variant): Promise<void> {
    const burstMs = await countFailure(this.limiters.resendBurst, recipient.userID);
    if (burstMs > 0) throw tooManyResends(burstMs);
    const windowMs = await countFailure(this.limiters.resendWindow, recipient.userID);
    if (windowMs > 0) throw tooManyResends(windowMs);
    await this.sendCode(recipient, variant);
  }

  /**
   * Checks `code` against the user's newest sign-in code.
   * @throws DomainError 429 while the account is blocked after 10 wrong codes in 15 minutes;
   * 400 with `fieldErrors.otp` and code OTP_INVALID, OTP_EXPIRED, OTP_USED or
   * OTP_TOO_MANY_FAILURES when the code is refused.
   */
  async verifyCode(userId: string, code: string): Promise<void> {
    const blockedMs = await blockedFor(this.limiters.verifyPerAccount, userId);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'OTP attempts');
    const check = await this.codes.consumeSignIn(userId, code);
    if (!check.ok) {
      await this.audit(userId, 'auth.otp_failed', { reason: check.reason });
      const nowBlockedMs = await countFailure(this.limiters.verifyPerAccount, userId);
      if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'OTP attempts');
      const refusal = refusals[check.reason];
      throw new DomainError(400, refusal.message, {
        code: refusal.code,
        fieldErrors: { otp: refusal.message },
      });
    }
    await this.limiters.verifyPerAccount.delete(userId);
    await this.audit(userId, 'auth.otp_verified');
  }

  private async audit(userId: string, action: string, detail?: Record<string, string>): Promise<void> {
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: userId,
      action,
      subjectType: 'user',
      subjectId: userId,
      ...(detail === undefined ? {} : { detail }),
    });
  }
}
