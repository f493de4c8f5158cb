import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** An eligibility record to insert in a test; unset fields take synthetic defaults. */
export interface TestEligibility {
  planId: string;
  memberId: string;
  groupId?: string;
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD. */
  dateOfBirth?: string;
  zip?: string;
  relationship?: 'subscriber' | 'spouse' | 'child';
  subscriberMemberId?: string | null;
}

/** Inserts a plan (if `id` is new) for tests; returns its id. */
export async function createPlan(db: Kysely<Database>, id: string, name = `Plan ${id}`): Promise<string> {
  const existing = await db.selectFrom('plans').select('id').where('id', '=', id).executeTakeFirst();
  if (existing === undefined) {
    await db
      .insertInto('plans')
      .values({
        id,
        name,
        display_medivi_message: 0,
        medivi_message: null,
        is_live: 1,
        is_synthetic: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return id;
}

/** Inserts one eligibility record (values uppercased as the importer stores them); returns its id. */
export async function createEligibility(db: Kysely<Database>, record: TestEligibility): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('eligibility_records')
    .values({
      id,
      member_id: record.memberId.toUpperCase(),
      group_id: (record.groupId ?? 'GRP100').toUpperCase(),
      first_name: (record.firstName ?? 'TEST').toUpperCase(),
      last_name: (record.lastName ?? 'MEMBER').toUpperCase(),
      date_of_birth: record.dateOfBirth ?? '1980-04-12',
      zip: record.zip ?? '44106',
      plan_id: record.planId,
      relationship: record.relationship ?? 'subscriber',
      subscriber_member_id: record.subscriberMemberId?.toUpperCase() ?? null,
      is_synthetic: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
