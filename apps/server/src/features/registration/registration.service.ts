import type { Kysely } from 'kysely';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  applicationName,
  dateOfBirthProblem,
  isUnder18,
  type Language,
  maskEmail,
  type MemberCredentials,
  messages,
  parseDateEntry,
  dateMessages,
  registrationMessages,
  role,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { holderOfRecord } from '../../platform/member-links/record-holders.js';
import { OneTimeCodes } from '../../platform/one-time-codes.js';
import type { PasswordPolicy } from '../../platform/password-policy.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { blockedFor, countFailure, type LimitSpec, tooManyAttempts } from '../../platform/rate-limit.js';
import {
  type AccountRow,
  type MatchedEligibility,
  RegistrationRepository,
} from './registration.repository.js';
import { verificationMessage } from './registration-mail.js';

/**
 * Limits of registration (docs/decisions/0031), all per 15 minutes, then 15 minutes blocked:
 * 10 credential mismatches per client address (stops guessing who is on a plan), 30 e-mail
 * look-ups per address (stops listing accounts), 5 wrong passwords per existing account when
 * adding a plan to it, 10 unusable verification codes per address.
 */
export const registrationLimits = {
  credentialsPerAddress: {
    keyPrefix: 'register-credentials',
    points: 10,
    durationSeconds: 900,
    blockSeconds: 900,
  },
  emailLookupsPerAddress: {
    keyPrefix: 'register-email',
    points: 30,
    durationSeconds: 900,
    blockSeconds: 900,
  },
  accountPassword: { keyPrefix: 'register-account', points: 5, durationSeconds: 900, blockSeconds: 900 },
  verificationPerAddress: {
    keyPrefix: 'register-verify',
    points: 10,
    durationSeconds: 900,
    blockSeconds: 900,
  },
} satisfies Record<string, LimitSpec>;

export type RegistrationLimiters = Record<keyof typeof registrationLimits, RateLimiterAbstract>;

/** Roles of a member who registers (accounts spec §6: read, case member, case submission). */
export const registeredMemberRoles = ['read', 'casesmember', 'casesubmissionmember'] as const;

/** What `addMember` needs besides the credentials. */
export interface AddMemberInput extends MemberCredentials {
  email: string;
  password: string;
}

function isPending(account: AccountRow): boolean {
  return account.email_verified_at === null && account.is_onboarding_complete === 0;
}

/**
 * Registration against eligibility records, e-mail verification and Create Account (accounts spec
 * §4 Registration, E-mail verification, Create Account form; §5; §7).
 */
export class RegistrationService {
  private readonly repository: RegistrationRepository;
  private readonly codes: OneTimeCodes;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly passwordPolicy: PasswordPolicy,
    private readonly limiters: RegistrationLimiters,
    private readonly publicBaseUrl: string,
  ) {
    this.repository = new RegistrationRepository(db);
    this.codes = new OneTimeCodes(db, clock);
  }

  /**
   * Checks member credentials against the eligibility records.
   * @returns `existingEmail` (masked) when an account already holds the record, else null.
   * @throws DomainError 400 for a date of birth that is not a valid date (field message), 404
   *   with one generic message for any mismatch, 422 for a member under 18, 429 after too many
   *   mismatches from the address.
   */
  async verifyCredentials(credentials: MemberCredentials, address: string) {
    const record = await this.matchRecord(credentials, address);
    const holder = (await holderOfRecord(this.db, record.id))?.email;
    if (holder !== undefined) {
      return { message: registrationMessages.credentialsInUse, existingEmail: maskEmail(holder) };
    }
    this.assertAdult(record);
    return { message: registrationMessages.credentialsVerified, existingEmail: null };
  }

  /**
   * Whether an account uses `email` (already lowercased). A registration whose e-mail is not
   * verified yet does not count: registering again re-sends its link.
   * @throws DomainError 429 after 30 look-ups from the address in 15 minutes.
   */
  async checkEmail(email: string, address: string) {
    const blockedMs = await countFailure(this.limiters.emailLookupsPerAddress, address);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'e-mail checks');
    const account = await this.repository.findAccountByEmail(email);
    const hasAccount = account !== undefined && !isPending(account);
    return {
      email,
      hasAccount,
      message: hasAccount ? registrationMessages.emailHasAccount : registrationMessages.emailAvailable,
    };
  }

  /**
   * Registers (accounts spec §4 Registration, §7 `POST /api/v3/members/add`). Verifies the
   * credentials again, then:
   * - e-mail without an account: checks the password policy, creates the account (e-mail not
   *   verified) linked to the record and its plan, and e-mails a verification link;
   * - e-mail of a registration not yet verified: replaces its password and sends a new link;
   * - e-mail of an existing account: checks that account's password and adds the plan to it.
   * The new account takes `language` (the request's, `languageOfAcceptHeader`: the web app follows
   * the browser's languages on a first visit), and the verification mail is written in it (issue 37,
   * docs/decisions/0126).
   * @throws DomainError as `verifyCredentials`; 409 when another account holds the record; 400
   *   for a password the policy refuses; 400 for a wrong password of an existing account; 429.
   */
  async addMember(input: AddMemberInput, address: string, variant: Variant, language: Language = 'en') {
    const record = await this.matchRecord(input, address);
    const holder = (await holderOfRecord(this.db, record.id))?.email;
    if (holder !== undefined && holder !== input.email) {
      throw new DomainError(409, registrationMessages.credentialsInUse, { code: 'CREDENTIALS_IN_USE' });
    }
    this.assertAdult(record);
    const now = this.clock.now().toISOString();
    const account = await this.repository.findAccountByEmail(input.email);

    if (account !== undefined && !isPending(account)) {
      await this.checkAccountPassword(account, input.password);
      await this.repository.addRecordToAccount(account.id, record, now);
      await this.audit(account.id, 'registration.plan_added_to_account');
      return { hasAccount: true, email: account.email, message: registrationMessages.planAddedToAccount };
    }

    await this.passwordPolicy.assertAcceptable(input.password, 'password', { registration: true });
    const passwordHash = await hashPassword(input.password);
    let userId: string;
    if (account === undefined) {
      userId = await this.repository.createMemberAccount({
        email: input.email,
        passwordHash,
        roles: registeredMemberRoles.map((name) => role(variant, name)),
        eligibility: record,
        now,
        language,
      });
      await this.audit(userId, 'registration.account_created');
    } else {
      userId = account.id;
      await this.repository.replacePendingPassword(userId, passwordHash, now);
      await this.repository.addRecordToAccount(userId, record, now);
      await this.audit(userId, 'registration.verification_resent');
    }
    const code = await this.codes.issue(userId, 'email-verification');
    await this.mailer.send(
      verificationMessage({
        to: input.email,
        publicBaseUrl: this.publicBaseUrl,
        code,
        app: applicationName(variant),
        language,
      }),
    );
    return { hasAccount: false, email: input.email, message: registrationMessages.verificationSent };
  }

  /**
   * Uses an e-mailed verification code: single use, 24 hours (docs/decisions/0033). Marks the
   * e-mail verified and returns the account to sign in.
   * @throws DomainError 400 for an unknown, used or expired code; 429 after 10 from the address.
   */
  async verifyEmailCode(code: string, address: string): Promise<{ userId: string; email: string }> {
    const blockedMs = await blockedFor(this.limiters.verificationPerAddress, address);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'verification attempts');
    const check = await this.codes.consumeLink('email-verification', code);
    const account = check.ok ? await this.repository.findAccountById(check.userId) : undefined;
    if (!check.ok || account === undefined) {
      const nowBlockedMs = await countFailure(this.limiters.verificationPerAddress, address);
      await recordAuditEvent(this.db, this.clock, {
        actorUserId: null,
        action: 'registration.email_verification_failed',
        subjectType: 'user',
        subjectId: null,
        detail: { reason: check.ok ? 'no-account' : check.reason },
      });
      if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'verification attempts');
      throw new DomainError(400, registrationMessages.verificationFailed, { code: 'VERIFICATION_FAILED' });
    }
    await this.repository.markEmailVerified(account.id, this.clock.now().toISOString());
    await this.audit(account.id, 'registration.email_verified');
    return { userId: account.id, email: account.email };
  }

  /**
   * Create Account (accounts spec §4 Create Account form): full name, password (policy checked
   * again), terms accepted. An account holding a member record still takes the first run at
   * /onboarding (accounts spec §4 Session); any other account is onboarded here (decision 0110).
   * @throws DomainError 403 when the e-mail is not verified; 409 when the profile exists; 400
   *   for a password the policy refuses.
   */
  async createProfile(
    userId: string,
    profile: { fullName: string; password: string; app?: string | undefined },
  ) {
    const account = await this.repository.findAccountById(userId);
    if (account === undefined) throw new DomainError(401, messages.notSignedIn);
    if (account.email_verified_at === null) {
      throw new DomainError(403, registrationMessages.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED' });
    }
    if (account.is_onboarding_complete === 1 || account.terms_accepted_at !== null) {
      throw new DomainError(409, registrationMessages.profileExists, { code: 'PROFILE_EXISTS' });
    }
    await this.passwordPolicy.assertAcceptable(profile.password, 'password');
    const passwordHash = await hashPassword(profile.password);
    const done = await this.repository.completeProfile(userId, {
      fullName: profile.fullName,
      passwordHash,
      now: this.clock.now().toISOString(),
      onboarded: account.member_id === null,
    });
    if (!done) throw new DomainError(409, registrationMessages.profileExists, { code: 'PROFILE_EXISTS' });
    await this.audit(userId, 'registration.profile_created', { app: profile.app ?? null });
  }

  /** The record matching the credentials, counting a mismatch against the address. */
  private async matchRecord(credentials: MemberCredentials, address: string): Promise<MatchedEligibility> {
    const blockedMs = await blockedFor(this.limiters.credentialsPerAddress, address);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'member verification attempts');
    const today = this.clock.now();
    const dateOfBirth = parseDateEntry(credentials.dateOfBirth, today);
    const problem = dateOfBirth === null ? dateMessages.invalid : dateOfBirthProblem(dateOfBirth, today);
    if (dateOfBirth === null || problem !== null) {
      const message = problem ?? dateMessages.invalid;
      throw new DomainError(400, message, {
        code: 'VALIDATION_FAILED',
        fieldErrors: { dateOfBirth: message },
      });
    }
    const record = await this.repository.findEligibility({ ...credentials, dateOfBirth });
    if (record === undefined) {
      const nowBlockedMs = await countFailure(this.limiters.credentialsPerAddress, address);
      await recordAuditEvent(this.db, this.clock, {
        actorUserId: null,
        action: 'registration.credentials_failed',
        subjectType: 'eligibility',
        subjectId: null,
      });
      if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'member verification attempts');
      throw new DomainError(404, registrationMessages.credentialsNotFound, { code: 'CREDENTIALS_NOT_FOUND' });
    }
    return record;
  }

  private assertAdult(record: MatchedEligibility): void {
    if (isUnder18(record.date_of_birth, this.clock.now())) {
      throw new DomainError(422, registrationMessages.underAge, { code: 'MEMBER_UNDER_18' });
    }
  }

  private async checkAccountPassword(account: AccountRow, password: string): Promise<void> {
    const key = account.id;
    const blockedMs = await blockedFor(this.limiters.accountPassword, key);
    if (blockedMs > 0) throw tooManyAttempts(blockedMs, 'sign-in attempts');
    if (await verifyPassword(account.password_hash, password)) {
      await this.limiters.accountPassword.delete(key);
      return;
    }
    const nowBlockedMs = await countFailure(this.limiters.accountPassword, key);
    await this.audit(account.id, 'registration.account_password_failed');
    if (nowBlockedMs > 0) throw tooManyAttempts(nowBlockedMs, 'sign-in attempts');
    // 400, not 401: the caller has no session to lose (a 401 signs the web client out).
    throw new DomainError(400, messages.invalidCredentials, {
      code: 'INVALID_CREDENTIALS',
      fieldErrors: { password: messages.invalidCredentials },
    });
  }

  private async audit(userId: string, action: string, detail?: Record<string, string | null>): Promise<void> {
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: userId,
      action,
      subjectType: 'user',
      subjectId: userId,
      ...(detail === undefined ? {} : { detail }),
    });
  }
}
