import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LinkRelationship } from './held-records.js';

/** A new link from an account to an eligibility record. */
export interface NewMemberLink {
  userId: string;
  eligibilityId: string;
  relationship: LinkRelationship;
  /** ISO-8601 time of the link; orders an account's links. */
  at: string;
}

function linkRow(link: NewMemberLink) {
  return {
    id: randomUUID(),
    user_id: link.userId,
    eligibility_id: link.eligibilityId,
    relationship: link.relationship,
    created_at: link.at,
  };
}

/**
 * Links an account to a record (ADD PLAN, ADD DEPENDENT); pass the transaction of the change.
 * @returns the new link id: the person's sixDegPatientID.
 * @throws the database's unique violation when the account already holds the record, or another
 *   account holds it the same way (migration 0002; callers answer 409).
 */
export async function addMemberLink(db: Kysely<Database>, link: NewMemberLink): Promise<string> {
  const row = linkRow(link);
  await db.insertInto('member_links').values(row).execute();
  return row.id;
}

/**
 * Links an account to a record unless it holds that record already (registration, e-mail
 * verification and the demo seed, which may run again).
 * @returns whether a link was added.
 */
export async function addMemberLinkIfMissing(db: Kysely<Database>, link: NewMemberLink): Promise<boolean> {
  const result = await db
    .insertInto('member_links')
    .values(linkRow(link))
    .onConflict((oc) => oc.columns(['user_id', 'eligibility_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Removes the link `linkId` of `userId` (another account's link is left alone).
 * @returns whether one was removed.
 */
export async function removeMemberLink(
  db: Kysely<Database>,
  userId: string,
  linkId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('member_links')
    .where('id', '=', linkId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes every link of `userId` (account deletion, accounts spec §4 Dependents and delete). */
export async function removeMemberLinksOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('member_links').where('user_id', '=', userId).execute();
}
