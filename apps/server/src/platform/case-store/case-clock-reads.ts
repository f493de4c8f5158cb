import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  type CaseClockEvent,
  caseClockEventKinds,
  type CaseDueFilter,
  dueSoonLeadBoundMs,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';

/**
 * The staff list's due filters on the stored due times (issue 35 item 3): running clocks (open,
 * not paused) that are due soon at `now` (from `due_soon_at`, not yet `due_at`) or overdue (past
 * `due_at`). Due soon also bounds `due_at` by `dueSoonLeadBoundMs` (true of every clock due soon),
 * so the read is a short range of the partial indexes on running due times (migrations 0017, 0019:
 * every plan, or by plan for client staff).
 */
export function dueFilter(due: CaseDueFilter, now: Date) {
  const at = now.toISOString();
  return (eb: ExpressionBuilder<Database, 'cases'>) => {
    const running = [eb('cases.decided_at', 'is', null), eb('cases.paused_since', 'is', null)];
    return due === 'overdue'
      ? eb.and([...running, eb('cases.due_soon_at', '<=', at), eb('cases.due_at', '<', at)])
      : eb.and([
          ...running,
          eb('cases.due_soon_at', '<=', at),
          eb('cases.due_at', '>=', at),
          eb('cases.due_at', '<=', new Date(now.getTime() + dueSoonLeadBoundMs).toISOString()),
        ]);
  };
}

/** The clock history of case `caseId`, oldest first, without who made each change. */
export async function clockHistoryOf(db: Kysely<Database>, caseId: string): Promise<CaseClockEvent[]> {
  const rows = await db
    .selectFrom('case_clock_events')
    .select(['kind', 'at', 'reason', 'due_at', 'answer_by'])
    .where('case_id', '=', caseId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const kind = caseClockEventKinds.find((known) => known === row.kind);
    return kind === undefined
      ? []
      : [{ kind, at: row.at, reason: row.reason, dueAt: row.due_at, answerBy: row.answer_by }];
  });
}
