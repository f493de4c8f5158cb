import type { Kysely } from 'kysely';
import { languageOr, type User } from '@medivi/domain';
import type { Database } from '../../db/schema.js';

/** The signed-in user of a request, with full role strings. */
export type CurrentUser = User;

/**
 * Loads a user and roles by id for the request guard, or null when the account is gone.
 * Read-only: the only writes to users live in the features that own them.
 */
export async function findCurrentUser(db: Kysely<Database>, userId: string): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'full_name',
      'is_onboarding_complete',
      'is_password_expired',
      'is_deactivated',
      'enable_notification',
      'access_level',
      'member_id',
      'language',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row === undefined) return null;
  const roles = await db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return {
    userID: row.id,
    email: row.email,
    fullName: row.full_name,
    roles: roles.map((r) => r.role),
    isOnboardingComplete: row.is_onboarding_complete === 1,
    isPasswordExpired: row.is_password_expired === 1,
    isDeactivated: row.is_deactivated === 1,
    enableNotification: row.enable_notification === 1,
    isMFANeeded: false,
    accessLevel: row.access_level,
    memberID: row.member_id,
    language: languageOr(row.language),
  };
}
