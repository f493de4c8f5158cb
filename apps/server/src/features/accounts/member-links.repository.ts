import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, EligibilityRecordsTable } from '../../db/schema.js';

/** An eligibility record as the account-settings rules read it. */
export type EligibilityRecord = Pick<
  EligibilityRecordsTable,
  | 'id'
  | 'member_id'
  | 'group_id'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'zip'
  | 'plan_id'
  | 'relationship'
  | 'subscriber_member_id'
>;

/** The six identifying fields, uppercased, date YYYY-MM-DD (accounts spec §3 Plan input). */
export interface MemberKey {
  memberID: string;
  groupID: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  zip: string;
}

/** A link from an account to a record, with the account's e-mail. */
export interface RecordLink {
  id: string;
  userId: string;
  relationship: string;
  email: string;
}

/** A dependent link of an account with the record's names and member ID. */
export interface DependentRow {
  id: string;
  first_name: string;
  last_name: string;
  member_id: string;
}

const recordColumns = [
  'e.id',
  'e.member_id',
  'e.group_id',
  'e.first_name',
  'e.last_name',
  'e.date_of_birth',
  'e.zip',
  'e.plan_id',
  'e.relationship',
  'e.subscriber_member_id',
] as const;

/** Eligibility records and the `member_links` that tie accounts to them. */
export class MemberLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records that match all six fields exactly (values are stored uppercased). */
  findRecords(key: MemberKey): Promise<EligibilityRecord[]> {
    return this.db
      .selectFrom('eligibility_records as e')
      .select(recordColumns)
      .where('e.member_id', '=', key.memberID)
      .where('e.group_id', '=', key.groupID)
      .where('e.first_name', '=', key.firstName)
      .where('e.last_name', '=', key.lastName)
      .where('e.date_of_birth', '=', key.dateOfBirth)
      .where('e.zip', '=', key.zip)
      .execute();
  }

  /** The records an account is linked to as the account holder ('self'), oldest link first. */
  selfRecordsOf(userId: string): Promise<(EligibilityRecord & { link_id: string })[]> {
    return this.db
      .selectFrom('member_links as l')
      .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
      .select([...recordColumns, 'l.id as link_id'])
      .where('l.user_id', '=', userId)
      .where('l.relationship', '=', 'self')
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
  }

  /** Subscriber records with this member ID (for accounts not linked to a record yet). */
  subscriberRecordsWithMemberId(memberId: string): Promise<EligibilityRecord[]> {
    return this.db
      .selectFrom('eligibility_records as e')
      .select(recordColumns)
      .where('e.member_id', '=', memberId)
      .where('e.relationship', '=', 'subscriber')
      .execute();
  }

  /** Every account link to a record, with the account's e-mail. */
  async linksOfRecord(eligibilityId: string): Promise<RecordLink[]> {
    const rows = await this.db
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

  /** Links an account to a record; returns the new link id (the sixDegPatientID). */
  async insertLink(
    userId: string,
    eligibilityId: string,
    relationship: 'self' | 'dependent',
    at: string,
  ): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('member_links')
      .values({ id, user_id: userId, eligibility_id: eligibilityId, relationship, created_at: at })
      .execute();
    return id;
  }

  /** The dependents of an account, by last then first name. */
  dependentsOf(userId: string): Promise<DependentRow[]> {
    return this.db
      .selectFrom('member_links as l')
      .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
      .select(['l.id', 'e.first_name', 'e.last_name', 'e.member_id'])
      .where('l.user_id', '=', userId)
      .where('l.relationship', '=', 'dependent')
      .orderBy('e.last_name')
      .orderBy('e.first_name')
      .orderBy('l.id')
      .execute();
  }

  /** One dependent link of this account, or undefined (also for another account's link). */
  findDependentOf(userId: string, linkId: string): Promise<DependentRow | undefined> {
    return this.db
      .selectFrom('member_links as l')
      .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
      .select(['l.id', 'e.first_name', 'e.last_name', 'e.member_id'])
      .where('l.id', '=', linkId)
      .where('l.user_id', '=', userId)
      .where('l.relationship', '=', 'dependent')
      .executeTakeFirst();
  }

  /** Removes a link of this account; returns whether one was removed. */
  async deleteLinkOf(userId: string, linkId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('member_links')
      .where('id', '=', linkId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
