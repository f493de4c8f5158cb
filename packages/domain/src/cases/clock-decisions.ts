import { isCaseRecordType } from '../shared/case-record-types.js';
import { monthEnd, type YearMonth } from '../shared/months.js';
import { endOfLocalDay, localDateOf } from './business-days.js';
import { isDecidedOnTime } from './case-clock.js';

/**
 * Decided cases by month, from their clocks (issue 35 item 5, docs/decisions/0117): what the
 * plan-health report counts as "decided on time". A case is decided when it closes; it met its clock
 * when it closed by its due time, which already holds the extension and the pauses (`caseClockOf`:
 * appeals by 29 CFR 2560.503-1(i)(2), the other types by the plan's service levels). Months are
 * those of the clocks' time zone, so a case closed at 11:30 PM in New York on October 31 is an
 * October decision though it is November in UTC.
 */

/** What a case stores of its clock: its record type and two ISO-8601 instants (`cases.decided_at`, `cases.due_at`). */
export interface StoredCaseClock {
  recordType: string;
  /** When the case closed; null while it is open (a reopened case is open again). */
  decidedAt: string | null;
  /** When the decision was due, as `caseClockOf` computed it; null for a case without a clock. */
  dueAt: string | null;
}

/** One decided case as the report counts it. */
export interface CaseDecision {
  /** As stored: AccessIssue, BalanceBill, CallAhead or Appeal (anything else has no clock). */
  recordType: string;
  /** `YYYY-MM`: the month it was decided in, in the clocks' time zone. */
  month: string;
  /** Decided by its due time (`isDecidedOnTime`); null when the case has no clock figures. */
  onTime: boolean | null;
}

/**
 * The decision of a case from its stored clock, read in `timeZone` (IANA, `CASE_CLOCK_TIME_ZONE`).
 * `onTime` is null for a case without a due time or of a record type the clocks do not know: the
 * report leaves such cases out and says how many. @returns null for a case not decided.
 */
export function caseDecisionOf(stored: StoredCaseClock, timeZone: string): CaseDecision | null {
  const decidedAt = stored.decidedAt === null ? null : new Date(stored.decidedAt);
  if (decidedAt === null || Number.isNaN(decidedAt.getTime())) return null;
  const dueAt = stored.dueAt === null ? null : new Date(stored.dueAt);
  const hasClock = dueAt !== null && !Number.isNaN(dueAt.getTime()) && isCaseRecordType(stored.recordType);
  return {
    recordType: stored.recordType,
    month: localDateOf(decidedAt, timeZone).slice(0, 7),
    onTime: hasClock ? isDecidedOnTime(decidedAt, dueAt) : null,
  };
}

/** The last millisecond of `month` in `timeZone`, as an instant (2026-10 in New York: 2026-11-01T03:59:59.999Z). */
export function clockMonthEnd(month: YearMonth, timeZone: string): Date {
  return endOfLocalDay(monthEnd(month.year, month.month), timeZone);
}

/** The month the instant `at` falls in, in `timeZone`. */
export function clockMonthOf(at: Date, timeZone: string): YearMonth {
  const day = localDateOf(at, timeZone);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}
