import { addHours } from 'date-fns/addHours';
import {
  addBusinessDays,
  addLocalDays,
  type BusinessCalendar,
  businessDaysBetween,
  endOfLocalDay,
  localDateOf,
  subtractBusinessDays,
} from './business-days.js';
import type { ClockRule, ClockSpan } from './clock-rules.js';

/** Where a case's clock stands (issue 35 item 2). */
export const caseClockStates = ['on-time', 'due-soon', 'overdue', 'met', 'missed'] as const;
export type CaseClockState = (typeof caseClockStates)[number];

/** A time the clock stood still: information was asked of the member, until he answered. */
export interface ClockPause {
  from: Date;
  /** Null while the request is open. */
  to: Date | null;
}

/** What a case's clock is computed from; all instants. */
export interface CaseClockFacts {
  receivedAt: Date;
  rule: ClockRule;
  pauses: readonly ClockPause[];
  /** When staff took the rule's one extension; null when not taken. */
  extendedAt: Date | null;
  /** When staff first moved the case out of Intake; null before. */
  firstResponseAt: Date | null;
  /** When the case closed (the decision or resolution); null while open. */
  decidedAt: Date | null;
}

/** The time zone days are counted in, and which days are business days. */
export interface ClockSettings {
  timeZone: string;
  calendar: BusinessCalendar;
}

/** A clock at one moment. */
export interface CaseClock {
  state: CaseClockState;
  /** When the decision or resolution is due, with pauses and the extension counted. */
  dueAt: Date;
  /** From when the case counts as due soon. */
  dueSoonAt: Date;
  /** When the first response is due; null where the rule sets none. */
  firstResponseDueAt: Date | null;
  /** Whether the first response came in time; null where the rule sets none. */
  firstResponse: 'pending' | 'met' | 'missed' | 'overdue' | null;
  /** Since when the clock stands still; null while it runs. */
  pausedSince: Date | null;
  extended: boolean;
}

/** `span` after the instant `from`, pushed by `shiftDays` local days (of the span's own kind) or `shiftMs`. */
function spanEnd(
  from: Date,
  span: ClockSpan,
  shift: { days: number; ms: number },
  settings: ClockSettings,
): Date {
  if (span.unit === 'hours') return new Date(addHours(from, span.amount).getTime() + shift.ms);
  const start = localDateOf(from, settings.timeZone);
  const last =
    span.unit === 'calendar-days'
      ? addLocalDays(start, span.amount + shift.days)
      : addBusinessDays(start, span.amount + shift.days, settings.calendar);
  return endOfLocalDay(last, settings.timeZone);
}

/**
 * How far the pauses push a clock of `unit`: their length in milliseconds (hours clocks), or the
 * local days (calendar days) or business days they cover, counted from the day each began to the
 * day it ended (an open one to `now`). A pause begun and ended the same day moves a day clock by
 * nothing.
 */
function shiftOf(
  pauses: readonly ClockPause[],
  unit: ClockSpan['unit'],
  now: Date,
  settings: ClockSettings,
): { days: number; ms: number } {
  let days = 0;
  let ms = 0;
  for (const pause of pauses) {
    const to = pause.to ?? now;
    if (to <= pause.from) continue;
    ms += to.getTime() - pause.from.getTime();
    const from = localDateOf(pause.from, settings.timeZone);
    const until = localDateOf(to, settings.timeZone);
    days +=
      unit === 'business-days'
        ? businessDaysBetween(from, until, settings.calendar)
        : Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000);
  }
  return { days, ms };
}

/** The instant the case turns due soon: `span` before `dueAt` (business days: when that many are left). */
function dueSoonOf(dueAt: Date, span: ClockSpan, settings: ClockSettings): Date {
  if (span.unit === 'hours') return addHours(dueAt, -span.amount);
  const dueDate = localDateOf(dueAt, settings.timeZone);
  const before =
    span.unit === 'business-days'
      ? subtractBusinessDays(dueDate, span.amount, settings.calendar)
      : addLocalDays(dueDate, -span.amount);
  return new Date(endOfLocalDay(before, settings.timeZone).getTime() + 1);
}

/**
 * The clock of one case at `now` (issue 35, docs/decisions/0115): the resolution is due the rule's
 * span after receipt (hours to the minute; days to the end of the last local day in
 * `settings.timeZone`; business days skip weekends and federal holidays), plus the extension once
 * taken, plus the time the pauses stood still. A closed case met its clock when it closed by the due
 * time; an open one is overdue past it, due soon from `dueSoonAt`, else on time. Pure: the same facts
 * and `now` give the same clock.
 */
export function caseClockOf(facts: CaseClockFacts, now: Date, settings: ClockSettings): CaseClock {
  const { rule } = facts;
  const end = facts.decidedAt ?? now;
  const resolution =
    facts.extendedAt !== null && rule.extension !== null && rule.extension.unit === rule.resolution.unit
      ? { unit: rule.resolution.unit, amount: rule.resolution.amount + rule.extension.amount }
      : rule.resolution;
  const dueAt = spanEnd(
    facts.receivedAt,
    resolution,
    shiftOf(facts.pauses, resolution.unit, end, settings),
    settings,
  );
  const dueSoonAt = dueSoonOf(dueAt, rule.dueSoon, settings);
  const open = facts.pauses.find((pause) => pause.to === null);
  const firstResponseDueAt =
    rule.firstResponse === null
      ? null
      : spanEnd(facts.receivedAt, rule.firstResponse, { days: 0, ms: 0 }, settings);
  let firstResponse: CaseClock['firstResponse'] = null;
  if (firstResponseDueAt !== null) {
    const answeredAt = facts.firstResponseAt ?? facts.decidedAt;
    if (answeredAt !== null) firstResponse = answeredAt <= firstResponseDueAt ? 'met' : 'missed';
    else firstResponse = now > firstResponseDueAt ? 'overdue' : 'pending';
  }
  return {
    state: clockStateOf({ dueAt, dueSoonAt, decidedAt: facts.decidedAt }, now),
    dueAt,
    dueSoonAt,
    firstResponseDueAt,
    firstResponse,
    pausedSince: facts.decidedAt === null && open !== undefined ? open.from : null,
    extended: facts.extendedAt !== null && rule.extension !== null,
  };
}

/**
 * The longest a clock can be due soon before it is due, in ms: ten days. The rules' due-soon spans
 * are 24 hours or two business days before the due day (clock-rules.ts), which with a weekend and
 * federal holidays next to each other covers at most six calendar days (a test checks every due
 * day of ten years). Lists of the clocks due soon read only due times within this much of now, so
 * an index on the due time bounds the read.
 */
export const dueSoonLeadBoundMs = 10 * 86_400_000;

/**
 * Whether a case decided (closed) at `decidedAt` met its clock due at `dueAt`: decided by the due
 * time, to the millisecond (a day clock is due at the last millisecond of its day). The one rule of
 * 'met' for the case list (`clockStateOf`) and the plan-health report (`caseDecisionOf`).
 */
export function isDecidedOnTime(decidedAt: Date, dueAt: Date): boolean {
  return decidedAt.getTime() <= dueAt.getTime();
}

/**
 * The state of a clock whose due times are known (as computed by `caseClockOf`, or as stored):
 * closed by the due time 'met', after it 'missed'; open past it 'overdue', from `dueSoonAt`
 * 'due-soon', else 'on-time'. A paused clock is on time: its due time moves while it stands still.
 */
export function clockStateOf(
  clock: { dueAt: Date; dueSoonAt: Date; decidedAt: Date | null; pausedSince?: Date | null },
  now: Date,
): CaseClockState {
  if (clock.decidedAt !== null) return isDecidedOnTime(clock.decidedAt, clock.dueAt) ? 'met' : 'missed';
  if (clock.pausedSince !== undefined && clock.pausedSince !== null) return 'on-time';
  if (now > clock.dueAt) return 'overdue';
  if (now >= clock.dueSoonAt) return 'due-soon';
  return 'on-time';
}

/**
 * The last day the claimant has to answer a request for information made at `requestedAt`: the
 * rule's information window (at least 45 days, or 48 hours for urgent care; 29 CFR
 * 2560.503-1(f)(2)(i), (f)(2)(iii)(B)).
 */
export function answerByOf(requestedAt: Date, rule: ClockRule, settings: ClockSettings): Date {
  return spanEnd(requestedAt, rule.informationWindow, { days: 0, ms: 0 }, settings);
}
