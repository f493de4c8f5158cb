import { type Kysely, sql } from 'kysely';

/**
 * Case clocks from the status history (issue 35, docs/decisions/0117 "Cases filed before the
 * clocks"): the first clock sweep after migration 0017 gave cases filed before it due times without
 * reading their history, so a case closed back then read as open and overdue. This clears the due
 * times of the cases whose clock facts disagree with their status (closed without a decision time,
 * moved out of Intake without a first response, waiting for documents without a pause); the clock
 * sweep at the next start sets them again from the history (`setMissingClocks`). Data only.
 * Frozen once landed.
 */
export function caseClockHistory() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        update cases set due_at = null, due_soon_at = null, first_response_due_at = null
        where (status = 'Closed' and decided_at is null)
           or (status not in ('Intake', '') and first_response_at is null)
           or (status = 'Processing' and status_detail = 'AwaitingDocuments' and paused_since is null
               and not exists (select 1 from case_clock_events e where e.case_id = cases.id))
      `.execute(db);
    },
  };
}
