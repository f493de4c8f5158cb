import type { Kysely, Transaction } from 'kysely';
import {
  type AppealUrgency,
  appealUrgencies,
  type CaseClock,
  caseClockOf,
  type ClockPause,
  type ClockSettings,
  clockRuleOf,
  isCaseRecordType,
} from '@medivi/domain';
import type { Database } from '../../db/schema.js';
import { serviceLevelsForNewCase } from '../plan-service-levels.js';
import { storedLevelsOf } from './crm-mapping.js';

/**
 * The facts of a case's clock and the due times computed from them (issue 35,
 * docs/decisions/0117): its columns (received, first response, extension, decision, and the
 * service levels it runs on) and its `case_clock_events` (pauses).
 */

export type Db = Kysely<Database> | Transaction<Database>;

function urgencyOf(value: string | null): AppealUrgency | null {
  return value !== null && (appealUrgencies as readonly string[]).includes(value)
    ? (value as AppealUrgency)
    : null;
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

/**
 * The rule and facts of case `caseId`'s clock, or undefined for no such case. A service-level
 * case runs on the levels stored on it; one without them yet (being filed, or inserted by other
 * tools) takes its plan's levels now (or the defaults), and `levels` says so, to be stored.
 */
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
      'first_response_business_days',
      'resolution_business_days',
      'extension_business_days',
    ])
    .where('id', '=', caseId)
    .executeTakeFirst();
  if (row === undefined || !isCaseRecordType(row.record_type)) return undefined;
  const stored = storedLevelsOf(row);
  const levels =
    row.record_type === 'Appeal'
      ? null
      : (stored ?? (await serviceLevelsForNewCase(db, row.plan_id, row.record_type)));
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
  return { clock, rule, receivedAt, levels };
}

/**
 * Computes case `caseId`'s clock at `now` and writes its due times, its received time, whether it
 * is paused and the service levels it runs on back to the case. @returns the clock, or undefined
 * for no such case (or a stored record type the clocks do not know).
 */
export async function refreshCaseClock(
  db: Db,
  caseId: string,
  now: Date,
  settings: ClockSettings,
): Promise<CaseClock | undefined> {
  const computed = await clockOf(db, caseId, now, settings);
  if (computed === undefined) return undefined;
  const { clock, receivedAt, levels } = computed;
  await db
    .updateTable('cases')
    .set({
      received_at: receivedAt,
      due_at: clock.dueAt.toISOString(),
      due_soon_at: clock.dueSoonAt.toISOString(),
      first_response_due_at: clock.firstResponseDueAt?.toISOString() ?? null,
      paused_since: clock.pausedSince?.toISOString() ?? null,
      first_response_business_days: levels?.firstResponseDays ?? null,
      resolution_business_days: levels?.resolutionDays ?? null,
      extension_business_days: levels?.extensionDays ?? null,
    })
    .where('id', '=', caseId)
    .execute();
  return clock;
}
