import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The record behind the member detail: the account holder's own eligibility record. */
export interface MemberRecordRow {
  link_id: string;
  member_id: string;
  group_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  zip: string;
  plan_id: string;
  plan_name: string;
}

/** Account rows of the accounts area: settings, member ID, deletion, member detail reads. */
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
    await this.db.deleteFrom('member_links').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('user_plans').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('trusted_browsers').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('users').where('id', '=', userId).execute();
  }

  /**
   * The account holder's own records with their plans: the one whose member ID is the account's
   * first, then the oldest link.
   */
  async memberRecordsOf(userId: string, accountMemberId: string | null): Promise<MemberRecordRow[]> {
    const rows = await this.db
      .selectFrom('member_links as l')
      .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
      .innerJoin('plans as p', 'p.id', 'e.plan_id')
      .select([
        'l.id as link_id',
        'e.member_id',
        'e.group_id',
        'e.first_name',
        'e.last_name',
        'e.date_of_birth',
        'e.zip',
        'e.plan_id',
        'p.name as plan_name',
      ])
      .where('l.user_id', '=', userId)
      .where('l.relationship', '=', 'self')
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
    return [...rows].sort(
      (a, b) => Number(b.member_id === accountMemberId) - Number(a.member_id === accountMemberId),
    );
  }

  /** City and state of a zip code, when the zip reference data knows it. */
  placeOfZip(zip: string) {
    return this.db
      .selectFrom('zip_codes')
      .select(['city', 'state'])
      .where('zip', '=', zip)
      .executeTakeFirst();
  }
}
