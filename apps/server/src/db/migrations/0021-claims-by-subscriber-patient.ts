import type { Kysely } from 'kysely';

/**
 * Claims by subscriber, plan and patient (issue 32, docs/decisions/0114 "Speed"): My Claims finds a
 * patient's claims that name no patient of their own by the subscriber (`member_id`) and a null
 * `patient_member_id`. On 0011's index (subscriber, plan) that read every claim of the family on
 * the plan and looked each up in the table to test its patient; this index answers it alone. It
 * replaces 0011's, whose reads (a family's claims on a plan) it serves as well. Frozen once landed.
 */
export function claimsBySubscriberPatient() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('claims_subscriber_patient')
        .on('claims')
        .columns(['member_id', 'plan_id', 'patient_member_id', 'service_date_from'])
        .execute();
      await db.schema.dropIndex('claims_member').execute();
    },
  };
}
