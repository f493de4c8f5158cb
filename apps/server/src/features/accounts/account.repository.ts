import type { Kysely } from 'kysely';
import type { Language } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { removeMemberLinksOf } from '../../platform/member-links/link-writes.js';

/** Account rows of the accounts area: settings, onboarding, member ID, deletion. */
export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores the notification setting; `at` is the update time. */
  async setNotification(userId: string, enabled: boolean, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ enable_notification: enabled ? 1 : 0, updated_at: at })
      .where('id', '=', userId)
      .execute();
  }

  /** Stores the account's portal language (issue 37). */
  async setLanguage(userId: string, language: Language, at: string): Promise<void> {
    await this.db.updateTable('users').set({ language, updated_at: at }).where('id', '=', userId).execute();
  }

  /** Flags the account as onboarded (accounts spec §4 Session); a repeat changes nothing. */
  async setOnboardingComplete(userId: string, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ is_onboarding_complete: 1, updated_at: at })
      .where('id', '=', userId)
      .where('is_onboarding_complete', '=', 0)
      .execute();
  }

  /** Gives the account a member ID when it has none yet. */
  async setMemberIdIfEmpty(userId: string, memberId: string, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ member_id: memberId, updated_at: at })
      .where('id', '=', userId)
      .where('member_id', 'is', null)
      .execute();
  }

  /**
   * Deletes an account and everything tied to it. The foreign keys cascade too; the explicit
   * deletes keep the rule visible and independent of the engine's cascade setting. Audit events
   * stay: they name the account by id only.
   */
  async deleteAccount(userId: string): Promise<void> {
    await removeMemberLinksOf(this.db, userId);
    await this.db.deleteFrom('user_plans').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('trusted_browsers').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
  }
}
