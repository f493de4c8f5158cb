import type { Kysely, Transaction } from 'kysely';
import { answerByOf, caseRecordTypes, type ClockSettings } from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { clockOf, refreshCaseClock } from './case-clock-facts.js';
import { addClockEvent, asksForInformation } from './case-clock-rows.js';

/**
 * Clocks for cases that have none (issue 35, docs/decisions/0117 "Cases filed before the clocks"):
 * cases filed before migration 0017, imported by other tools, or cleared by migration 0018 because
 * their clock was set without their history. Their clock facts come from their status history, as
 * the live status changes would have set them (`clockOnStatusChange`).
 */

/**
 * Sets case `caseId`'s clock facts from its status history where they are missing: the first move
 * out of Intake is the first response; a case whose status is Closed was decided by its last move
 * to Closed (or, without one, its last update); a case waiting for the member's documents has its
 * clock paused since it moved there, with the rule's window to answer.
 */
async function backfillClockFacts(trx: Transaction<Database>, caseId: string, settings: ClockSettings) {
  const row = await trx
    .selectFrom('cases')
    .select(['status', 'status_detail', 'updated_at', 'first_response_at', 'decided_at'])
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (row === undefined) return;
  const moves = await trx
    .selectFrom('case_status_history')
    .select(['status', 'status_detail', 'changed_at'])
    .where('case_id', '=', caseId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  const changes: { first_response_at?: string; decided_at?: string } = {};
  const firstResponse = moves.find((move) => move.status !== 'Intake' && move.status !== '');
  if (row.first_response_at === null && firstResponse !== undefined) {
    changes.first_response_at = firstResponse.changed_at;
  }
  if (row.decided_at === null && row.status === 'Closed') {
    changes.decided_at = moves.findLast((move) => move.status === 'Closed')?.changed_at ?? row.updated_at;
  }
  if (Object.keys(changes).length > 0) {
    await trx.updateTable('cases').set(changes).where('id', '=', caseId).execute();
  }
  if (!asksForInformation(row.status, row.status_detail)) return;
  const hasEvents = await trx
    .selectFrom('case_clock_events')
    .select('id')
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  const asked = moves.findLast((move) => asksForInformation(move.status, move.status_detail));
  if (hasEvents !== undefined || asked === undefined) return;
  const at = new Date(asked.changed_at);
  const computed = await clockOf(trx, caseId, at, settings);
  if (computed === undefined) return;
  await addClockEvent(trx, caseId, {
    kind: 'paused',
    at,
    byUserId: null,
    reason: 'We asked you for documents we need to decide your case.',
    answerBy: answerByOf(at, computed.rule, settings),
  });
}

/**
 * Sets the clocks of the cases that have none yet, `batch` at a time in case id order: their
 * clock facts from their history (`backfillClockFacts`), then their due times at `now`.
 * @returns how many it set.
 */
export async function setMissingClocks(
  db: Kysely<Database>,
  now: Date,
  settings: ClockSettings,
  batch = 500,
): Promise<number> {
  let done = 0;
  let after = '';
  for (;;) {
    const ids = await db
      .selectFrom('cases')
      .select('id')
      .where('due_at', 'is', null)
      .where('record_type', 'in', [...caseRecordTypes])
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (ids.length === 0) return done;
    await db.transaction().execute(async (trx) => {
      for (const { id } of ids) {
        await backfillClockFacts(trx, id, settings);
        await refreshCaseClock(trx, id, now, settings);
      }
    });
    done += ids.length;
    after = ids.at(-1)?.id ?? after;
  }
}
