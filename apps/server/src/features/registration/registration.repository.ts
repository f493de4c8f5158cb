import type { Language } from '@medivi/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addMemberLinkIfMissing } from '../../platform/member-links/link-writes.js';

/** The normalised member credentials an eligibility record is found by. */
export interface CredentialsKey {
  memberID: string;
  groupID: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  zip: string;
}

/** The eligibility record matched at registration. */
export interface MatchedEligibility {
  id: string;
  plan_id: string;
  member_id: string;
  date_of_birth: string;
}

/** An account as registration needs it. */
export interface AccountRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_verified_at: string | null;
  is_onboarding_complete: number;
  /** Set by Create Account; a profile exists once it is. */
  terms_accepted_at: string | null;
  member_id: string | null;
}

/** The `users` columns of an `AccountRow`. */
const accountColumns = [
  'id',
  'email',
  'password_hash',
  'email_verified_at',
  'is_onboarding_complete',
  'terms_accepted_at',
  'member_id',
] as const;

/** The new account written by registration. */
export interface NewMemberAccount {
  email: string;
  passwordHash: string;
  roles: readonly string[];
  eligibility: MatchedEligibility;
  now: string;
  /** The language the registration was made in (issue 37): the account's until changed. */
  language: Language;
}

/** Reads and writes of registration, e-mail verification and Create Account. Kysely only. */
export class RegistrationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The eligibility record with exactly these (uppercased, normalised) credentials. */
  findEligibility(key: CredentialsKey): Promise<MatchedEligibility | undefined> {
    return this.db
      .selectFrom('eligibility_records')
      .select(['id', 'plan_id', 'member_id', 'date_of_birth'])
      .where('member_id', '=', key.memberID)
      .where('group_id', '=', key.groupID)
      .where('first_name', '=', key.firstName)
      .where('last_name', '=', key.lastName)
      .where('date_of_birth', '=', key.dateOfBirth)
      .where('zip', '=', key.zip)
      .executeTakeFirst();
  }

  /** The account with this lowercased e-mail. */
  findAccountByEmail(email: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('users').select(accountColumns).where('email', '=', email).executeTakeFirst();
  }

  /** The account with this id. */
  findAccountById(userId: string): Promise<AccountRow | undefined> {
    return this.db.selectFrom('users').select(accountColumns).where('id', '=', userId).executeTakeFirst();
  }

  /**
   * Creates a member account in one transaction: the user (e-mail not verified, profile not
   * created), roles, the plan and the 'self' link to the record. Returns the user id.
   */
  async createMemberAccount(account: NewMemberAccount): Promise<string> {
    const userId = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: account.email,
          full_name: '',
          password_hash: account.passwordHash,
          is_onboarding_complete: 0,
          is_password_expired: 0,
          is_deactivated: 0,
          enable_notification: 1,
          access_level: null,
          member_id: account.eligibility.member_id,
          is_synthetic: 0,
          created_at: account.now,
          updated_at: account.now,
          email_verified_at: null,
          terms_accepted_at: null,
          password_changed_at: account.now,
          language: account.language,
        })
        .execute();
      if (account.roles.length > 0) {
        await trx
          .insertInto('user_roles')
          .values(account.roles.map((role) => ({ user_id: userId, role })))
          .execute();
      }
      await linkRecord(trx, userId, account.eligibility, account.now);
    });
    return userId;
  }

  /** Gives an existing account the record's plan and a 'self' link to it (both only if missing). */
  async addRecordToAccount(userId: string, eligibility: MatchedEligibility, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await linkRecord(trx, userId, eligibility, now);
      await trx
        .updateTable('users')
        .set({ member_id: eligibility.member_id, updated_at: now })
        .where('id', '=', userId)
        .where('member_id', 'is', null)
        .execute();
    });
  }

  /** Sets a new password on a registration not yet verified (registering again with the same e-mail). */
  async replacePendingPassword(userId: string, passwordHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
  }

  /** Marks the e-mail verified (first time only). */
  async markEmailVerified(userId: string, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ email_verified_at: now, updated_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
  }

  /**
   * Completes Create Account: full name, password, terms accepted; onboarding complete unless
   * `onboarded` is false (a member, who takes the first run at /onboarding; decision 0110). Only
   * for a profile not created yet; returns false when it already was (a concurrent second submit).
   */
  async completeProfile(
    userId: string,
    profile: { fullName: string; passwordHash: string; now: string; onboarded: boolean },
  ) {
    const result = await this.db
      .updateTable('users')
      .set({
        full_name: profile.fullName,
        password_hash: profile.passwordHash,
        password_changed_at: profile.now,
        terms_accepted_at: profile.now,
        is_onboarding_complete: profile.onboarded ? 1 : 0,
        updated_at: profile.now,
      })
      .where('id', '=', userId)
      .where('is_onboarding_complete', '=', 0)
      .where('terms_accepted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

async function linkRecord(
  trx: Kysely<Database>,
  userId: string,
  eligibility: MatchedEligibility,
  now: string,
): Promise<void> {
  await addMemberLinkIfMissing(trx, { userId, eligibilityId: eligibility.id, relationship: 'self', at: now });
  await trx
    .insertInto('user_plans')
    .values({ user_id: userId, plan_id: eligibility.plan_id })
    .onConflict((oc) => oc.columns(['user_id', 'plan_id']).doNothing())
    .execute();
}
