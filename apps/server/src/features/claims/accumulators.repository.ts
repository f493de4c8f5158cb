import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A person of a family on a plan, as the eligibility file names him. */
export interface FamilyRecord {
  memberId: string;
  /** First and last name. */
  name: string;
  /** 'subscriber', 'spouse', 'child' (or what the file gave). */
  relationship: string;
}

/** The order a family is listed in: the subscriber, the spouse, the children, anyone else. */
const relationshipOrder: Readonly<Record<string, number>> = { subscriber: 0, spouse: 1, child: 2 };

/**
 * Reads of one family's claims and people on one plan for the accumulators (issue 32 item 4,
 * docs/decisions/0114 "Accumulators"). A family is named by its subscriber's member id: every
 * claim whose subscriber `member_id` it is, every eligibility record that is his or names him as
 * `subscriber_member_id`. Kysely only, the same SQL on both engines; who may read a family is the
 * caller's to check.
 */
export class AccumulatorsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The member's share of each claim of the family of `subscriberMemberId` on `planId` whose
   * service starts within the plan year `window` (inclusive), with its patient (the claim's
   * `patient_member_id`, else the subscriber) and status: what the family accumulators count.
   */
  familyClaims(planId: string, subscriberMemberId: string, window: { from: string; to: string }) {
    return this.db
      .selectFrom('claims as c')
      .where('c.member_id', '=', subscriberMemberId)
      .where('c.plan_id', '=', planId)
      .where('c.service_date_from', '>=', window.from)
      .where('c.service_date_from', '<=', window.to)
      .select([
        (eb) => eb.fn.coalesce('c.patient_member_id', 'c.member_id').as('patient'),
        'c.patient_name',
        'c.claim_status',
        'c.deductible_amount',
        'c.coinsurance_amount',
        'c.copay_amount',
      ])
      .orderBy('c.service_date_from')
      .orderBy('c.claim_id')
      .execute();
  }

  /**
   * For each of `planIds` where `memberId` is a member, his family's subscriber there: from his
   * eligibility record (his own member id for a subscriber, else `subscriber_member_id`), or, for a
   * patient with claims but no record (claims loaded before the eligibility file), the subscriber
   * `member_id` of his newest claim. A plan where he is neither is not in the map.
   */
  async subscribersOf(planIds: readonly string[], memberId: string): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (planIds.length === 0) return found;
    const records = await this.db
      .selectFrom('eligibility_records')
      .select(['plan_id', 'member_id', 'subscriber_member_id'])
      .where('plan_id', 'in', [...planIds])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    for (const record of records) {
      if (!found.has(record.plan_id))
        found.set(record.plan_id, record.subscriber_member_id ?? record.member_id);
    }
    const rest = planIds.filter((planId) => !found.has(planId));
    if (rest.length === 0) return found;
    const claims = await this.db
      .selectFrom('claims')
      .select(['plan_id', 'member_id'])
      .where('plan_id', 'in', rest)
      .where((eb) =>
        eb.or([
          eb('patient_member_id', '=', memberId),
          eb.and([eb('patient_member_id', 'is', null), eb('member_id', '=', memberId)]),
        ]),
      )
      .orderBy('service_date_from', 'desc')
      .orderBy('claim_id')
      .execute();
    for (const claim of claims) if (!found.has(claim.plan_id)) found.set(claim.plan_id, claim.member_id);
    return found;
  }

  /**
   * The eligibility records of the family of `subscriberMemberId` on `planId`, one per member id:
   * the subscriber, then the spouse, the children and anyone else, each by name.
   */
  async familyRecords(planId: string, subscriberMemberId: string): Promise<FamilyRecord[]> {
    const rows = await this.db
      .selectFrom('eligibility_records')
      .select(['member_id', 'first_name', 'last_name', 'relationship'])
      .where('plan_id', '=', planId)
      .where((eb) =>
        eb.or([
          eb('member_id', '=', subscriberMemberId),
          eb('subscriber_member_id', '=', subscriberMemberId),
        ]),
      )
      .orderBy('id')
      .execute();
    const byMember = new Map<string, FamilyRecord>();
    for (const row of rows) {
      if (byMember.has(row.member_id)) continue;
      byMember.set(row.member_id, {
        memberId: row.member_id,
        name: `${row.first_name} ${row.last_name}`,
        relationship: row.member_id === subscriberMemberId ? 'subscriber' : row.relationship,
      });
    }
    const rank = (record: FamilyRecord) => relationshipOrder[record.relationship] ?? 3;
    return [...byMember.values()].sort(
      (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name) || a.memberId.localeCompare(b.memberId),
    );
  }
}
