import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

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
      const result = await this.db
        .insertInto('member_links')
        .values({
          id: randomUUID(),
          user_id: userId,
          eligibility_id: record.id,
          relationship: 'self',
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'eligibility_id']).doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
      await this.db
        .insertInto('user_plans')
        .values({ user_id: userId, plan_id: record.plan_id })
        .onConflict((oc) => oc.columns(['user_id', 'plan_id']).doNothing())
        .execute();
    }
    return added;
  }
}
