import type { Expression, Kysely } from 'kysely';
import { queryTemplatesOf } from '../../db/query-templates.js';
import type { Database } from '../../db/schema.js';

/**
 * How an account holds a person (accounts spec §4 Dependents and delete): 'self' for the account
 * holder's own eligibility record (one per plan), 'dependent' for a child or spouse he added.
 */
export type LinkRelationship = 'self' | 'dependent';

/**
 * A person an account holds: the member link (its id is the person's sixDegPatientID, accounts
 * spec §3 Plan, cases spec §3 Case payload) with the eligibility record and its plan.
 */
export interface HeldRecord {
  /** The member link id: the sixDegPatientID. */
  link_id: string;
  /** How the account holds the person: 'self' or 'dependent' (`LinkRelationship`). */
  held_as: string;
  eligibility_id: string;
  member_id: string;
  group_id: string;
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  zip: string;
  plan_id: string;
  plan_name: string;
  /** The person's relationship on the eligibility file: 'subscriber', 'spouse' or 'child'. */
  relationship: string;
  /** The subscriber's member ID on a dependent's record; null on a subscriber's own. */
  subscriber_member_id: string | null;
}

/** A dependent an account holds, by link, with the record's names and member ID. */
export interface HeldDependent {
  /** The member link id: the dependent's sixDegPatientID. */
  id: string;
  first_name: string;
  last_name: string;
  member_id: string;
}

/**
 * The people `userId` holds, each with his record and plan, oldest link first (then by link id):
 * himself and his dependents, or only those held `as` one relationship. A member's own newest
 * record is therefore the last 'self' one (cases: docs/decisions/0069).
 */
export function recordsHeldBy(
  db: Kysely<Database>,
  userId: string,
  as?: LinkRelationship,
): Promise<HeldRecord[]> {
  // Read on every request of My Claims and the cases: compiled once (docs/decisions/0124).
  return queryTemplatesOf(db).execute('recordsHeldBy', { userId, as }, (slots) => {
    let query = db
      .selectFrom('member_links as l')
      .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
      .innerJoin('plans as p', 'p.id', 'e.plan_id')
      .select([
        'l.id as link_id',
        'l.relationship as held_as',
        'e.id as eligibility_id',
        'e.member_id',
        'e.group_id',
        'e.first_name',
        'e.last_name',
        'e.date_of_birth',
        'e.zip',
        'e.plan_id',
        'p.name as plan_name',
        'e.relationship',
        'e.subscriber_member_id',
      ])
      .where('l.user_id', '=', slots.userId);
    if (slots.as !== undefined) query = query.where('l.relationship', '=', slots.as);
    return query.orderBy('l.created_at').orderBy('l.id');
  });
}

/** The dependents `userId` holds, by last name, first name, then link id (accounts spec §4). */
export function dependentsOf(db: Kysely<Database>, userId: string): Promise<HeldDependent[]> {
  return db
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

/**
 * The dependent link `linkId` of `userId`, or undefined: also for another account's link and for
 * the account holder's own, so a caller never learns that such an id exists (docs/decisions/0046).
 */
export function findDependentOf(
  db: Kysely<Database>,
  userId: string,
  linkId: string,
): Promise<HeldDependent | undefined> {
  return db
    .selectFrom('member_links as l')
    .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
    .select(['l.id', 'e.first_name', 'e.last_name', 'e.member_id'])
    .where('l.id', '=', linkId)
    .where('l.user_id', '=', userId)
    .where('l.relationship', '=', 'dependent')
    .executeTakeFirst();
}

/**
 * Of `ids`, the sixDegPatientIDs (member link ids, self and dependents) that `userId` holds; the
 * notification socket subscribes only to these (docs/decisions/0073).
 */
export async function linkIdsHeldBy(
  db: Kysely<Database>,
  userId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('member_links')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * A subquery that finds a row when `userId` still holds the member link `linkId` (a column of the
 * outer query, e.g. `eb.ref('notifications.six_deg_patient_id')`); use it in `eb.exists(…)`, so
 * the check stays inside the one statement that reads or changes the outer rows
 * (docs/decisions/0070).
 */
export function linkHeldBy(db: Kysely<Database>, linkId: Expression<string | null>, userId: string) {
  return db
    .selectFrom('member_links as l')
    .select('l.id')
    .where((eb) => eb(eb.ref('l.id'), '=', linkId))
    .where('l.user_id', '=', userId);
}

/**
 * A scalar subquery of the account's own link on a plan, for a plan list: the 'self' link of
 * `userId` (a column of the outer query) whose record is on `planId` (another outer column), the
 * first by id when, unusually, there are two; null without one (accounts spec §3 Plan
 * `sixDegPatientID`). Alias it with `.as(…)`.
 */
export function selfLinkIdOnPlan(
  db: Kysely<Database>,
  userId: Expression<string>,
  planId: Expression<string>,
) {
  return db
    .selectFrom('member_links as ml')
    .innerJoin('eligibility_records as e', 'e.id', 'ml.eligibility_id')
    .select((eb) => eb.fn.min('ml.id').as('id'))
    .where((eb) => eb(eb.ref('ml.user_id'), '=', userId))
    .where('ml.relationship', '=', 'self')
    .where((eb) => eb(eb.ref('e.plan_id'), '=', planId));
}
