import { type Kysely, sql } from 'kysely';

/**
 * Running case clocks by plan and due time (issue 35, docs/decisions/0117 "Speed"): client staff
 * list the cases of their plans due soon or overdue; without this index the list read every case
 * of those plans (the plan index) to find the few that are due. Partial, as 0017's indexes: open,
 * not paused. Frozen once landed.
 */
export function runningClocksByPlan() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('cases_running_plan_due')
        .on('cases')
        .columns(['plan_id', 'due_at'])
        .where(sql.ref('decided_at'), 'is', null)
        .where(sql.ref('paused_since'), 'is', null)
        .execute();
    },
  };
}
