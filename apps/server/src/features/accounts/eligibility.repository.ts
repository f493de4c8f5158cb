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

/**
 * The eligibility file as ADD PLAN and ADD DEPENDENT search it. Which accounts hold a record is
 * read through `platform/member-links/`.
 */
export class EligibilityRepository {
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

  /** Subscriber records with this member ID (for accounts not linked to a record yet). */
  subscriberRecordsWithMemberId(memberId: string): Promise<EligibilityRecord[]> {
    return this.db
      .selectFrom('eligibility_records as e')
      .select(recordColumns)
      .where('e.member_id', '=', memberId)
      .where('e.relationship', '=', 'subscriber')
      .execute();
  }
}
