import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { answerByOf, type CaseStatus, type ClockSettings, defaultClockTimeZone } from '@medivi/domain';
import { federalBusinessCalendar } from '@medivi/domain/federal-holidays';
import type { Database } from '../../db/schema.js';
import { clockOf, refreshCaseClock } from './case-clock-facts.js';

/**
 * Case clocks on the case tables (issue 35, docs/decisions/0117): what moves a clock (a status
 * change, the member's answer, the extension) as clock events, and the due times the domain
 * computes from the facts (case-clock-facts.ts) written back to the case, so the staff list can
 * sort and filter by them.
 */

/** The portal's clock settings: New York time (or `timeZone`) and the US federal holidays. */
export function caseClockSettings(timeZone: string = defaultClockTimeZone): ClockSettings {
  return { timeZone, calendar: federalBusinessCalendar() };
}

/** The status that asks the member for information and so stops the clock (decision 0053's detail). */
export function asksForInformation(status: string | null, statusDetail: string | null): boolean {
  return status === 'Processing' && statusDetail === 'AwaitingDocuments';
}

/** What a status change did to the clock, for the member's notice. */
export type ClockChange =
  { kind: 'paused'; answerBy: Date; dueAt: Date } | { kind: 'resumed'; dueAt: Date } | { kind: 'none' };

/** Adds an event to case `caseId`'s clock history; @returns its id. */
export async function addClockEvent(
  trx: Transaction<Database>,
  caseId: string,
  event: {
    kind: 'paused' | 'resumed' | 'extended';
    at: Date;
    byUserId: string | null;
    reason: string | null;
    answerBy?: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('case_clock_events')
    .values({
      id,
      case_id: caseId,
      kind: event.kind,
      at: event.at.toISOString(),
      by_user_id: event.byUserId,
      reason: event.reason,
      due_at: null,
      answer_by: event.answerBy?.toISOString() ?? null,
    })
    .execute();
  return id;
}

/** Writes the due time after a clock event onto it. */
async function stampDue(trx: Transaction<Database>, eventId: string, dueAt: Date): Promise<void> {
  await trx
    .updateTable('case_clock_events')
    .set({ due_at: dueAt.toISOString() })
    .where('id', '=', eventId)
    .execute();
}

/** A case's clock columns as they were before a status change (read with the case by the change). */
export interface ClockColumnsBefore {
  firstResponseAt: string | null;
  decidedAt: string | null;
  pausedSince: string | null;
}

/**
 * The columns a status change to `status` at `at` (ISO 8601) stamps on a case whose clock columns
 * were `before`: the first move out of Intake is the first response; Closed decides the case (a
 * reopened case is open again). The status change writes them with the status itself, in one update.
 */
export function decisionColumnsOf(
  before: ClockColumnsBefore,
  status: CaseStatus,
  at: string,
): { first_response_at?: string; decided_at?: string | null } {
  const changes: { first_response_at?: string; decided_at?: string | null } = {};
  if (before.firstResponseAt === null && status !== 'Intake') changes.first_response_at = at;
  if (status === 'Closed' && before.decidedAt === null) changes.decided_at = at;
  if (status !== 'Closed' && before.decidedAt !== null) changes.decided_at = null;
  return changes;
}

/**
 * Follows a status change of case `caseId` to `after` (in `trx`, at `now`), once the status and
 * `decisionColumnsOf` are written: asking for documents (`asksForInformation`) pauses the clock and
 * gives the member the rule's window to answer; leaving that status resumes it. Then the due times
 * are written anew. `before` are the case's clock columns before the change.
 */
export async function clockOnStatusChange(
  trx: Transaction<Database>,
  caseId: string,
  before: ClockColumnsBefore,
  after: { status: CaseStatus; statusDetail: string | null },
  byUserId: string | null,
  now: Date,
  settings: ClockSettings,
): Promise<ClockChange> {
  const asked = asksForInformation(after.status, after.statusDetail);
  let eventId: string | null = null;
  let change: ClockChange = { kind: 'none' };
  if (before.pausedSince === null && asked) {
    const computed = await clockOf(trx, caseId, now, settings);
    if (computed !== undefined) {
      const answerBy = answerByOf(now, computed.rule, settings);
      eventId = await addClockEvent(trx, caseId, {
        kind: 'paused',
        at: now,
        byUserId,
        reason: 'We asked you for documents we need to decide your case.',
        answerBy,
      });
      change = { kind: 'paused', answerBy, dueAt: computed.clock.dueAt };
    }
  } else if (before.pausedSince !== null && !asked) {
    eventId = await addClockEvent(trx, caseId, {
      kind: 'resumed',
      at: now,
      byUserId,
      reason: after.status === 'Closed' ? 'The case closed.' : 'We moved your case on.',
    });
  }
  const clock = await refreshCaseClock(trx, caseId, now, settings);
  if (clock !== undefined && eventId !== null) {
    await stampDue(trx, eventId, clock.dueAt);
    if (change.kind === 'none') change = { kind: 'resumed', dueAt: clock.dueAt };
  }
  return change;
}

/**
 * The member answered a request for information on case `caseId` (he sent documents): a paused
 * clock runs again. @returns the new due time, or null when the clock was not paused.
 */
export async function resumeOnMemberAnswer(
  trx: Transaction<Database>,
  caseId: string,
  byUserId: string | null,
  now: Date,
  settings: ClockSettings,
): Promise<Date | null> {
  const row = await trx
    .selectFrom('cases')
    .select('paused_since')
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (row?.paused_since == null) return null;
  const eventId = await addClockEvent(trx, caseId, {
    kind: 'resumed',
    at: now,
    byUserId,
    reason: 'You sent documents.',
  });
  const clock = await refreshCaseClock(trx, caseId, now, settings);
  if (clock === undefined) return null;
  await stampDue(trx, eventId, clock.dueAt);
  return clock.dueAt;
}

/** Why an extension was refused. */
export type ExtensionRefusal = 'not-found' | 'no-extension' | 'already-extended' | 'closed';

/**
 * Takes the one extension of case `caseId`'s rule, with the `reason` the member is told.
 * @returns the new due time, or why it was refused (the rule allows none: Appeals of a group
 * health plan; it was taken already; the case is closed).
 */
export async function extendCaseClock(
  trx: Transaction<Database>,
  caseId: string,
  reason: string,
  byUserId: string | null,
  now: Date,
  settings: ClockSettings,
): Promise<{ dueAt: Date } | { refused: ExtensionRefusal }> {
  const row = await trx
    .selectFrom('cases')
    .select(['extended_at', 'decided_at'])
    .where('id', '=', caseId)
    .executeTakeFirst();
  const computed = row === undefined ? undefined : await clockOf(trx, caseId, now, settings);
  if (row === undefined || computed === undefined) return { refused: 'not-found' };
  if (row.decided_at !== null) return { refused: 'closed' };
  if (computed.rule.extension === null) return { refused: 'no-extension' };
  if (row.extended_at !== null) return { refused: 'already-extended' };
  await trx
    .updateTable('cases')
    .set({ extended_at: now.toISOString(), extension_reason: reason })
    .where('id', '=', caseId)
    .execute();
  const eventId = await addClockEvent(trx, caseId, { kind: 'extended', at: now, byUserId, reason });
  const clock = await refreshCaseClock(trx, caseId, now, settings);
  if (clock === undefined) return { refused: 'not-found' };
  await stampDue(trx, eventId, clock.dueAt);
  return { dueAt: clock.dueAt };
}
