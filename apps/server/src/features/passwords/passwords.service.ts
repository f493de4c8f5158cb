import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  defaultResetDestination,
  passwordFlowMessages,
  type RequestPasswordResetBody,
  resetDestinationParam,
  resetDestinationPath,
  type UpdatePasswordLoggedInBody,
  type User,
  verifiedResetLifetimeMs,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { languageOfUser } from '../../platform/i18n/recipient-language.js';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.js';
import { codeLifetimeMs, OneTimeCodes } from '../../platform/one-time-codes.js';
import type { PasswordPolicy } from '../../platform/password-policy.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import {
  blockedFor,
  countAgainstLimits,
  countFailure,
  type LimitSpec,
  tooManyAttempts,
} from '../../platform/rate-limit.js';
import { passwordChangedMail, passwordResetMail } from './password-mail.js';
import { PasswordsRepository } from './passwords.repository.js';

/**
 * Limits (docs/decisions/0036-password-limits.md): reset requests 5 per e-mail and 20 per address
 * an hour, every request counted (so the limit says nothing about whether an account exists);
 * 20 wrong reset codes per address in 15 minutes; 5 wrong current passwords per account in 15
 * minutes. Each then blocks for the same span.
 */
export const passwordLimits = {
  resetPerEmail: { keyPrefix: 'reset-email', points: 5, durationSeconds: 3600, blockSeconds: 3600 },
  resetPerAddress: { keyPrefix: 'reset-address', points: 20, durationSeconds: 3600, blockSeconds: 3600 },
  resetCodePerAddress: {
    keyPrefix: 'reset-code-address',
    points: 20,
    durationSeconds: 900,
    blockSeconds: 900,
  },
  currentPasswordPerAccount: {
    keyPrefix: 'change-password-account',
    points: 5,
    durationSeconds: 900,
    blockSeconds: 900,
  },
} satisfies Record<string, LimitSpec>;

export type PasswordLimiters = Record<keyof typeof passwordLimits, RateLimiterAbstract>;

/** A reset verified in this browser's session (spec §4 Password reset: "reset-authorised"). */
export interface VerifiedReset {
  userId: string;
  /** ISO-8601 UTC time the link was used. */
  verifiedAt: string;
}

/**
 * Password reset and change (accounts spec §4 Password reset, §5, §7): e-mailed single-use links,
 * the password policy on every new password, argon2id, every other session ended, audit records
 * without secrets, and limits that never tell whether an e-mail has an account.
 */
export class PasswordsService {
  private readonly repository: PasswordsRepository;
  private readonly codes: OneTimeCodes;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly policy: PasswordPolicy,
    private readonly limiters: PasswordLimiters,
    private readonly publicBaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new PasswordsRepository(db);
    this.codes = new OneTimeCodes(db, clock);
  }

  /**
   * Sends a reset link (valid 1 hour, once) when the e-mail has an account; does nothing visible
   * otherwise. The caller answers the same either way.
   * @throws DomainError 400 for a destination off this site; 429 past the request limits.
   */
  async requestReset(body: RequestPasswordResetBody, address: string): Promise<void> {
    const destination =
      body.destinationURL === undefined || body.destinationURL === ''
        ? defaultResetDestination
        : resetDestinationPath(body.destinationURL, this.publicBaseUrl);
    if (destination === null) {
      throw new DomainError(400, passwordFlowMessages.destinationInvalid, {
        fieldErrors: { destinationURL: passwordFlowMessages.destinationInvalid },
      });
    }
    const email = body.email.toLowerCase();
    const blockedMs = Math.max(
      await blockedFor(this.limiters.resetPerEmail, email),
      await blockedFor(this.limiters.resetPerAddress, address),
    );
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'password reset requests');
    await countAgainstLimits(
      [
        [this.limiters.resetPerEmail, email],
        [this.limiters.resetPerAddress, address],
      ],
      'password reset requests',
    );

    const account = await this.repository.findAccountByEmail(email);
    if (account === undefined) return;
    const code = await this.codes.issue(account.id, 'password-reset');
    const link = new URL(`${this.publicBaseUrl}/verify-reset-password/${code}`);
    if (destination !== defaultResetDestination) link.searchParams.set(resetDestinationParam, destination);
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: null,
      action: 'password.reset_requested',
      subjectType: 'user',
      subjectId: account.id,
    });
    await this.sendQuietly(
      passwordResetMail({
        to: account.email,
        fullName: account.full_name,
        application: body.application,
        link: link.toString(),
        lifetimeMinutes: codeLifetimeMs['password-reset'] / 60_000,
        language: await languageOfUser(this.db, account.id),
      }),
    );
  }

  /**
   * Uses a reset code once. Returns the verified reset for the session, and the name and e-mail.
   * @throws DomainError 400 RESET_LINK_INVALID for an unknown, used or expired code; 429 past the
   * wrong-code limit of the address.
   */
  async verifyReset(
    code: string,
    address: string,
  ): Promise<{ reset: VerifiedReset; fullName: string; email: string }> {
    const blockedMs = await blockedFor(this.limiters.resetCodePerAddress, address);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'password reset attempts');
    const check = await this.codes.consumeLink('password-reset', code);
    const account = check.ok ? await this.repository.findAccountById(check.userId) : undefined;
    if (!check.ok || account === undefined) {
      const nowBlockedMs = await countFailure(this.limiters.resetCodePerAddress, address);
      await recordAuditEvent(this.db, this.clock, {
        actorUserId: null,
        action: 'password.reset_code_failed',
        subjectType: 'user',
        subjectId: null,
        detail: { reason: check.ok ? 'no-account' : check.reason },
      });
      if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'password reset attempts');
      throw new DomainError(400, passwordFlowMessages.resetLinkInvalid, { code: 'RESET_LINK_INVALID' });
    }
    return {
      reset: { userId: account.id, verifiedAt: this.clock.now().toISOString() },
      fullName: account.full_name,
      email: account.email,
    };
  }

  /**
   * Sets the new password of a verified reset (spec §4: "update (logs in)"): the policy, argon2id,
   * the expired flag cleared, every session of the account ended. Returns the user id to sign in.
   * @throws DomainError 403 RESET_NOT_VERIFIED without a verified reset younger than 15 minutes;
   * 400 when the policy refuses the password.
   */
  async completeReset(reset: VerifiedReset | undefined, password: string): Promise<string> {
    const now = this.clock.now();
    if (
      reset === undefined ||
      now.getTime() - new Date(reset.verifiedAt).getTime() > verifiedResetLifetimeMs
    ) {
      throw new DomainError(403, passwordFlowMessages.resetNotVerified, { code: 'RESET_NOT_VERIFIED' });
    }
    await this.policy.assertAcceptable(password, 'password');
    await this.storePassword(reset.userId, password, 'password.reset');
    return reset.userId;
  }

  /**
   * Changes the signed-in user's password (spec §2 screen 8, §7): the e-mail must be theirs and
   * the current password right; then the policy, argon2id, the expired flag cleared and every
   * session of the account ended, this one included.
   * @throws DomainError 403 for another e-mail; 400 for a wrong current password, the same
   * password again or a password the policy refuses; 429 past the wrong-password limit.
   */
  async changePassword(user: User, body: UpdatePasswordLoggedInBody): Promise<void> {
    if (body.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new DomainError(403, passwordFlowMessages.emailNotSignedIn, {
        fieldErrors: { email: passwordFlowMessages.emailNotSignedIn },
      });
    }
    const limiter = this.limiters.currentPasswordPerAccount;
    const blockedMs = await blockedFor(limiter, user.userID);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'wrong current passwords');
    const account = await this.repository.findAccountById(user.userID);
    if (!(await verifyPassword(account?.password_hash ?? null, body.currentPassword))) {
      const nowBlockedMs = await countFailure(limiter, user.userID);
      await recordAuditEvent(this.db, this.clock, {
        actorUserId: user.userID,
        action: 'password.change_failed',
        subjectType: 'user',
        subjectId: user.userID,
      });
      if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'wrong current passwords');
      throw new DomainError(400, passwordFlowMessages.currentPasswordWrong, {
        code: 'CURRENT_PASSWORD_WRONG',
        fieldErrors: { currentPassword: passwordFlowMessages.currentPasswordWrong },
      });
    }
    await limiter.delete(user.userID);
    if (body.newPassword === body.currentPassword) {
      throw new DomainError(400, passwordFlowMessages.sameAsCurrent, {
        fieldErrors: { newPassword: passwordFlowMessages.sameAsCurrent },
      });
    }
    await this.policy.assertAcceptable(body.newPassword, 'newPassword');
    await this.storePassword(user.userID, body.newPassword, 'password.changed');
  }

  /** Hashes and stores the password, ends every session of the account, audits, then tells the owner. */
  private async storePassword(
    userId: string,
    password: string,
    action: 'password.reset' | 'password.changed',
  ): Promise<void> {
    const hash = await hashPassword(password);
    const at = this.clock.now().toISOString();
    const endedSessions = await this.db.transaction().execute(async (trx) => {
      await this.repository.setPassword(trx, userId, hash, at);
      const ended = await this.repository.deleteSessionsOf(trx, userId);
      await recordAuditEvent(trx, this.clock, {
        actorUserId: userId,
        action,
        subjectType: 'user',
        subjectId: userId,
        detail: { endedSessions: ended },
      });
      return ended;
    });
    this.log.info({ userId, action, endedSessions }, 'password set');
    const account = await this.repository.findAccountById(userId);
    if (account !== undefined) {
      await this.sendQuietly(
        passwordChangedMail({
          to: account.email,
          fullName: account.full_name,
          how: action === 'password.reset' ? 'reset' : 'changed',
          language: await languageOfUser(this.db, account.id),
        }),
      );
    }
  }

  /**
   * Sends a message; a refusal of the mail server is logged (without the message) rather than
   * answered, so a reply never differs by whether an account exists.
   */
  private async sendQuietly(message: MailMessage): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.log.error({ err: error, purpose: message.purpose }, 'sending e-mail failed');
    }
  }
}
