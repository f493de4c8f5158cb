import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { addMemberLinkIfMissing } from '../platform/member-links/link-writes.js';

/** Writes of the demo eligibility seed; each inserts only what is missing. */
export class DemoEligibilityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Links `userId` ('self') to the subscriber records with its member ID and gives it their plans;
   * returns how many links were added.
   */
  async linkOwnEligibility(userId: string, memberId: string, now: string): Promise<number> {
    const records = await this.db
      .selectFrom('eligibility_records')
      .select(['id', 'plan_id'])
      .where('member_id', '=', memberId)
      .where('relationship', '=', 'subscriber')
      .execute();
    let added = 0;
    for (const record of records) {
      const linked = await addMemberLinkIfMissing(this.db, {
        userId,
        eligibilityId: record.id,
        relationship: 'self',
        at: now,
      });
      if (linked) added += 1;
      await this.db
        .insertInto('user_plans')
        .values({ user_id: userId, plan_id: record.plan_id })
        .onConflict((oc) => oc.columns(['user_id', 'plan_id']).doNothing())
        .execute();
    }
    return added;
  }
}
