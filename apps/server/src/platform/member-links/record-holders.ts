import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A link from an account to an eligibility record, with the account's e-mail. */
export interface RecordLink {
  /** The member link id: the sixDegPatientID. */
  id: string;
  userId: string;
  /** 'self' or 'dependent' (`LinkRelationship`). */
  relationship: string;
  email: string;
}

/**
 * Every account link to the eligibility record `eligibilityId`, oldest first, with the account's
 * e-mail. A record has at most one 'self' and one 'dependent' link (migration 0002).
 */
export async function linksToRecord(db: Kysely<Database>, eligibilityId: string): Promise<RecordLink[]> {
  const rows = await db
    .selectFrom('member_links as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['l.id', 'l.user_id', 'l.relationship', 'u.email'])
    .where('l.eligibility_id', '=', eligibilityId)
    .orderBy('l.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    relationship: row.relationship,
    email: row.email,
  }));
}

/**
 * The account holding the record `eligibilityId` as its own ('self' link), or undefined: the
 * person's account, whose link is his sixDegPatientID on cases filed for him by others
 * (cases spec §3) and whose e-mail registration and ADD PLAN show masked (accounts spec §4).
 */
export async function holderOfRecord(
  db: Kysely<Database>,
  eligibilityId: string,
): Promise<RecordLink | undefined> {
  return (await linksToRecord(db, eligibilityId)).find((link) => link.relationship === 'self');
}

/**
 * The accounts linked to the record `eligibilityId` (the member himself, or the guardian of a
 * dependent), by user id: the member recipients of a case's notifications
 * (docs/decisions/0070). Pass the transaction that writes them.
 */
export function accountLinksToRecord(
  db: Kysely<Database>,
  eligibilityId: string,
): Promise<{ id: string; user_id: string }[]> {
  return db
    .selectFrom('member_links')
    .select(['id', 'user_id'])
    .where('eligibility_id', '=', eligibilityId)
    .orderBy('user_id')
    .execute();
}
