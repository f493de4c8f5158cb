import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A person a member may file a case for: himself ('self') or a dependent, by sixDegPatientID. */
export interface PatientRow {
  /** The member link id: the sixDegPatientID. */
  link_id: string;
  relationship: string;
  eligibility_id: string;
  member_id: string;
  group_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  plan_id: string;
  plan_name: string;
}

/** The member side of cases: which people an account holds (Kysely only). */
export class CasesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every person the account holds, himself and his dependents, on every plan. */
  patientsOf(userId: string): Promise<PatientRow[]> {
    return this.db
      .selectFrom('member_links as l')
      .innerJoin('eligibility_records as e', 'e.id', 'l.eligibility_id')
      .innerJoin('plans as p', 'p.id', 'e.plan_id')
      .select([
        'l.id as link_id',
        'l.relationship',
        'e.id as eligibility_id',
        'e.member_id',
        'e.group_id',
        'e.first_name',
        'e.last_name',
        'e.date_of_birth',
        'e.plan_id',
        'p.name as plan_name',
      ])
      .where('l.user_id', '=', userId)
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
  }
}
