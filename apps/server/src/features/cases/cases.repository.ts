import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HeldRecord } from '../../platform/member-links/held-records.js';

/** A member of one of a client's plans, as the patient search finds him: his record and plan. */
export type ClientPatientRow = Pick<
  HeldRecord,
  | 'eligibility_id'
  | 'member_id'
  | 'group_id'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'plan_id'
  | 'plan_name'
>;

/**
 * The plans and eligibility reads of the case rules (Kysely only): a client's plans and the
 * members on them. Which people a member holds is read through `platform/member-links/`.
 */
export class CasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The plans linked to a client user, by name. */
  plansOf(userId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectFrom('user_plans as up')
      .innerJoin('plans as p', 'p.id', 'up.plan_id')
      .select(['p.id', 'p.name'])
      .where('up.user_id', '=', userId)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
  }

  /** Every plan, by name. */
  allPlans(): Promise<{ id: string; name: string }[]> {
    return this.db.selectFrom('plans').select(['id', 'name']).orderBy('name').orderBy('id').execute();
  }

  /** Eligibility records on `planIds` matching all four fields exactly (stored uppercased). */
  async findPatients(
    planIds: readonly string[],
    key: { memberId: string; firstName: string; lastName: string; dateOfBirth: string },
  ): Promise<ClientPatientRow[]> {
    if (planIds.length === 0) return [];
    return this.db
      .selectFrom('eligibility_records as e')
      .innerJoin('plans as p', 'p.id', 'e.plan_id')
      .select([
        'e.id as eligibility_id',
        'e.member_id',
        'e.group_id',
        'e.first_name',
        'e.last_name',
        'e.date_of_birth',
        'e.plan_id',
        'p.name as plan_name',
      ])
      .where('e.plan_id', 'in', [...planIds])
      .where('e.member_id', '=', key.memberId.toUpperCase())
      .where('e.first_name', '=', key.firstName.toUpperCase())
      .where('e.last_name', '=', key.lastName.toUpperCase())
      .where('e.date_of_birth', '=', key.dateOfBirth)
      .orderBy('p.name')
      .orderBy('e.id')
      .execute();
  }
}
