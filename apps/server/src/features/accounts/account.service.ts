import type { Kysely } from 'kysely';
import {
  type Language,
  type UpdateLanguageReply,
  accountSettingsMessages,
  type CompleteOnboardingReply,
  type DeleteUserBody,
  type MemberDetail,
  type UserSettingsReply,
  type Variant,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { DomainError } from '../../platform/errors.js';
import { type HeldRecord, recordsHeldBy } from '../../platform/member-links/held-records.js';
import type { CurrentUser } from '../../platform/session/current-user.js';
import { ZipCentroids } from '../../platform/zip-centroids.js';
import { AccountRepository } from './account.repository.js';
import { assertFullMemberAccess } from './member-access.js';

/**
 * The account holder's own records (oldest link first) with the one whose member ID is the
 * account's moved to the front; the member detail shows the first.
 */
function accountRecordFirst(records: HeldRecord[], accountMemberId: string | null): HeldRecord[] {
  return [...records].sort(
    (a, b) => Number(b.member_id === accountMemberId) - Number(a.member_id === accountMemberId),
  );
}

/**
 * The account itself (accounts spec §2 screen 12, §4 Dependents and delete, Notifications, §7):
 * member detail, the notification setting and account deletion.
 */
export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * The caller's member info (accounts spec §3 Member info) from the account and its own
   * eligibility record (the one carrying the account's member ID first); fields the portal does
   * not hold are null. The read is audited.
   * @throws DomainError 403 for anyone but a case member without 'Limited Access'.
   */
  async memberDetail(user: CurrentUser, variant: Variant, address: string): Promise<MemberDetail> {
    assertFullMemberAccess(user, variant);
    const [record] = accountRecordFirst(await recordsHeldBy(this.db, user.userID, 'self'), user.memberID);
    const place = record === undefined ? undefined : await new ZipCentroids(this.db).findZip(record.zip);
    await recordAuditEvent(this.db, this.clock, {
      actorUserId: user.userID,
      action: 'accounts.member_detail_read',
      subjectType: 'user',
      subjectId: user.userID,
      address,
      detail: { address },
    });
    return {
      sixdegaliasid: null,
      sfaccountid: null,
      accountid: user.userID,
      firstName: record?.first_name ?? null,
      lastName: record?.last_name ?? null,
      phone: null,
      email: user.email,
      dateOfBirth: record?.date_of_birth ?? null,
      memberId: record?.member_id ?? user.memberID,
      patientid: null,
      address: null,
      city: place?.city ?? null,
      state: place?.state ?? null,
      zip: record?.zip ?? null,
      policyNumber: null,
      sixDegPatientID: record?.link_id ?? null,
      planname: record?.plan_name ?? null,
      recordType: null,
      preferredMethodOfContact: null,
      additionalComment: null,
      groupid: record?.group_id ?? null,
      tpaName: null,
      sfplanid: record?.plan_id ?? null,
      newPatient: null,
      submitterContactInfo: null,
    };
  }

  /** Turns the caller's notifications on or off; audited. */
  async updateSettings(
    user: CurrentUser,
    enableNotification: boolean,
    address: string,
  ): Promise<UserSettingsReply> {
    await this.db.transaction().execute(async (trx) => {
      await new AccountRepository(trx).setNotification(
        user.userID,
        enableNotification,
        this.clock.now().toISOString(),
      );
      await recordAuditEvent(trx, this.clock, {
        actorUserId: user.userID,
        action: 'accounts.settings_updated',
        subjectType: 'user',
        subjectId: user.userID,
        address,
        detail: { address, enableNotification },
      });
    });
    return {
      message: enableNotification
        ? accountSettingsMessages.notificationsEnabled
        : accountSettingsMessages.notificationsDisabled,
      enableNotification,
    };
  }

  /**
   * Stores the caller's portal language (issue 37, decision 0125); audited as a settings change.
   * The body's schema admits only `languages`.
   */
  async updateLanguage(user: CurrentUser, language: Language, address: string): Promise<UpdateLanguageReply> {
    await this.db.transaction().execute(async (trx) => {
      await new AccountRepository(trx).setLanguage(user.userID, language, this.clock.now().toISOString());
      await recordAuditEvent(trx, this.clock, {
        actorUserId: user.userID,
        action: 'accounts.settings_updated',
        subjectType: 'user',
        subjectId: user.userID,
        address,
        detail: { address, language },
      });
    });
    return { message: accountSettingsMessages.languageSaved, language };
  }

  /**
   * Ends the caller's first run (`/onboarding`, accounts spec §4 Session; decision 0110): the
   * account is flagged as onboarded, audited once when it changes. Idempotent.
   */
  async completeOnboarding(user: CurrentUser, address: string): Promise<CompleteOnboardingReply> {
    if (!user.isOnboardingComplete) {
      await this.db.transaction().execute(async (trx) => {
        await new AccountRepository(trx).setOnboardingComplete(user.userID, this.clock.now().toISOString());
        await recordAuditEvent(trx, this.clock, {
          actorUserId: user.userID,
          action: 'accounts.onboarding_completed',
          subjectType: 'user',
          subjectId: user.userID,
          address,
        });
      });
    }
    return { message: accountSettingsMessages.onboardingComplete, isOnboardingComplete: true };
  }

  /**
   * Deletes the caller's own account with its links, plans, roles, codes, remembered browsers and
   * every session, in one transaction; the audit record (who, when, from where) stays.
   * @throws DomainError 403 `NOT_OWN_ACCOUNT` when `id` or `email` is not the caller's.
   */
  async deleteAccount(user: CurrentUser, body: DeleteUserBody, address: string): Promise<void> {
    if (body.id !== user.userID || body.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new DomainError(403, accountSettingsMessages.notOwnAccount, { code: 'NOT_OWN_ACCOUNT' });
    }
    await this.db.transaction().execute(async (trx) => {
      await new AccountRepository(trx).deleteAccount(user.userID);
      await recordAuditEvent(trx, this.clock, {
        actorUserId: user.userID,
        action: 'accounts.account_deleted',
        subjectType: 'user',
        subjectId: user.userID,
        address,
        detail: { address },
      });
    });
  }
}
