import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Plan reads of the accounts area. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The plans linked to a user, by name. */
  plansOfUser(userId: string) {
    return this.db
      .selectFrom('user_plans as up')
      .innerJoin('plans as p', 'p.id', 'up.plan_id')
      .select(['p.id', 'p.name', 'p.display_medivi_message', 'p.medivi_message'])
      .where('up.user_id', '=', userId)
      .orderBy('p.name')
      .execute();
  }

  /** Every live plan, by name. */
  livePlans() {
    return this.db
      .selectFrom('plans as p')
      .select(['p.id', 'p.name', 'p.display_medivi_message', 'p.medivi_message'])
      .where('p.is_live', '=', 1)
      .orderBy('p.name')
      .execute();
  }
}
