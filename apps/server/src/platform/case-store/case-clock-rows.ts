import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  type AppealUrgency,
  answerByOf,
  appealUrgencies,
  type CaseClock,
  caseClockOf,
  type CaseStatus,
  type ClockPause,
  type ClockSettings,
  clockRuleOf,
  defaultClockTimeZone,
  isCaseRecordType,
  type ServiceLevels,
} from '@medivi/domain';
import { federalBusinessCalendar } from '@medivi/domain/federal-holidays';
import type { Database } from '../../db/schema.js';

/**
 * Case clocks on the case tables (issue 35, docs/decisions/0117): the facts of a case's clock are
 * its columns (received, first response, extension, decision) and its `case_clock_events` (pauses);
 * the due times the domain computes from them (`caseClockOf`) are written back to the case, so the
 * staff list can sort and filter by them.
 */

/** The portal's clock settings: New York time (or `timeZone`) and the US federal holidays. */
export function caseClockSettings(timeZone: string = defaultClockTimeZone): ClockSettings {
  return { timeZone, calendar: federalBusinessCalendar() };
}

/** The status that asks the member for information and so stops the clock (decision 0053's detail). */
export function asksForInformation(status: string | null, statusDetail: string | null): boolean {
  return status === 'Processing' && statusDetail === 'AwaitingDocuments';
}

type Db = Kysely<Database> | Transaction<Database>;

function urgencyOf(value: string | null): AppealUrgency | null {
  return value !== null && (appealUrgencies as readonly string[]).includes(value)
    ? (value as AppealUrgency)
    : null;
}

/** The plan's own service levels for `recordType`, or null for the defaults. */
async function serviceLevelsOf(
  db: Db,
  planId: string | null,
  recordType: string,
): Promise<ServiceLevels | null> {
  if (planId === null) return null;
  const row = await db
    .selectFrom('plan_service_levels')
    .select(['first_response_business_days', 'resolution_business_days', 'extension_business_days'])
    .where('plan_id', '=', planId)
    .where('record_type', '=', recordType)
    .executeTakeFirst();
  return row === undefined
    ? null
    : {
        firstResponseBusinessDays: row.first_response_business_days,
        resolutionBusinessDays: row.resolution_business_days,
        extensionBusinessDays: row.extension_business_days,
      };
}

/** The pauses of case `caseId` from its clock history: each 'paused' until the next 'resumed'. */
async function pausesOf(db: Db, caseId: string): Promise<ClockPause[]> {
  const events = await db
    .selectFrom('case_clock_events')
    .select(['kind', 'at'])
    .where('case_id', '=', caseId)
    .where('kind', 'in', ['paused', 'resumed'])
    .orderBy('at')
    .orderBy('id')
    .execute();
  const pauses: ClockPause[] = [];
  for (const event of events) {
    const open = pauses.at(-1);
    if (event.kind === 'paused' && (open === undefined || open.to !== null)) {
      pauses.push({ from: new Date(event.at), to: null });
    } else if (event.kind === 'resumed' && open !== undefined && open.to === null) {
      open.to = new Date(event.at);
    }
  }
  return pauses;
}

/** The rule and facts of case `caseId`'s clock, or undefined for no such case. */
export async function clockOf(db: Db, caseId: string, now: Date, settings: ClockSettings) {
  const row = await db
    .selectFrom('cases')
    .select([
      'record_type',
      'appeal_urgency',
      'plan_id',
      'created_at',
      'received_at',
      'first_response_at',
      'extended_at',
      'decided_at',
    ])
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (row === undefined || !isCaseRecordType(row.record_type)) return undefined;
  const levels =
    row.record_type === 'Appeal' ? null : await serviceLevelsOf(db, row.plan_id, row.record_type);
  const rule = clockRuleOf(row.record_type, urgencyOf(row.appeal_urgency), levels);
  const date = (value: string | null) => (value === null ? null : new Date(value));
  const receivedAt = row.received_at ?? row.created_at;
  const clock = caseClockOf(
    {
      receivedAt: new Date(receivedAt),
      rule,
      pauses: await pausesOf(db, caseId),
      extendedAt: date(row.extended_at),
      firstResponseAt: date(row.first_response_at),
      decidedAt: date(row.decided_at),
    },
    now,
    settings,
  );
  return { clock, rule, receivedAt };
}

/**
 * Computes case `caseId`'s clock at `now` and writes its due times, its received time and whether
 * it is paused back to the case. @returns the clock, or undefined for no such case (or a stored
 * record type the clocks do not know).
 */
export async function refreshCaseClock(
  db: Db,
  caseId: string,
  now: Date,
  settings: ClockSettings,
): Promise<CaseClock | undefined> {
  const computed = await clockOf(db, caseId, now, settings);
  if (computed === undefined) return undefined;
  const { clock, receivedAt } = computed;
  await db
    .updateTable('cases')
    .set({
      received_at: receivedAt,
      due_at: clock.dueAt.toISOString(),
      due_soon_at: clock.dueSoonAt.toISOString(),
      first_response_due_at: clock.firstResponseDueAt?.toISOString() ?? null,
      paused_since: clock.pausedSince?.toISOString() ?? null,
    })
    .where('id', '=', caseId)
    .execute();
  return clock;
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
