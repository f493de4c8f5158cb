import type { AppealUrgency } from '../shared/appeal-urgency.js';
import { type CaseRecordType, caseRecordTypeNames } from '../shared/case-record-types.js';

/** How a clock measures time: wall-clock hours or days, or business days in the clock's time zone. */
export type ClockUnit = 'hours' | 'calendar-days' | 'business-days';

/** One length of time on a clock. */
export interface ClockSpan {
  unit: ClockUnit;
  amount: number;
}

/**
 * The plan's service levels for a non-appeal case type (issue 35 item 1), in business days: the
 * first response (staff first move a case out of Intake), the resolution (the case closes), and
 * the one extension staff may take with a reason the member is told.
 */
export interface ServiceLevels {
  firstResponseBusinessDays: number;
  resolutionBusinessDays: number;
  extensionBusinessDays: number;
}

/** The case types that run on service levels rather than on the claims-procedure rule. */
export const serviceLevelCaseTypes = ['BalanceBill', 'AccessIssue', 'CallAhead'] as const;
export type ServiceLevelCaseType = (typeof serviceLevelCaseTypes)[number];

/**
 * The default service levels when a plan sets none. Access Issue and Call Ahead are about care
 * still to come (a Call Ahead appointment is at most 30 days out, cases spec §1), so they answer
 * within days; a Balance Bill is a negotiation that takes 60 to 90 days on average (cases spec
 * §1), so 45 business days (about nine weeks) to resolve, with a first answer in two.
 */
export const defaultServiceLevels: Readonly<Record<ServiceLevelCaseType, ServiceLevels>> = {
  BalanceBill: { firstResponseBusinessDays: 2, resolutionBusinessDays: 45, extensionBusinessDays: 10 },
  AccessIssue: { firstResponseBusinessDays: 1, resolutionBusinessDays: 5, extensionBusinessDays: 3 },
  CallAhead: { firstResponseBusinessDays: 1, resolutionBusinessDays: 3, extensionBusinessDays: 2 },
};

/** The rule one case's clock runs on, with where it comes from. */
export interface ClockRule {
  /** Time from receipt to the decision or resolution, before pauses and the extension. */
  resolution: ClockSpan;
  /** Time from receipt to the first response, or null where the rule sets none. */
  firstResponse: ClockSpan | null;
  /** The one extension the rule allows, or null where it allows none. */
  extension: ClockSpan | null;
  /** The least time the claimant is given to answer a request for information. */
  informationWindow: ClockSpan;
  /** How long before the due time the case counts as due soon. */
  dueSoon: ClockSpan;
  /** The rule's source, as shown to staff. */
  source: string;
}

/**
 * The appeal clocks of a group health plan (29 CFR 2560.503-1(i)(2)): urgent care 72 hours
 * ((i)(2)(i)), pre-service 30 days ((i)(2)(ii)), post-service 60 days ((i)(2)(iii)(A)). Paragraph
 * (i)(2) gives group health plans no extension (the 60-day extension of (i)(1)(i) is for other
 * plans); the clock stops while information is asked of the claimant ((i)(4)), who gets at least
 * 48 hours (urgent care, (f)(2)(i)) or 45 days ((f)(2)(iii)(B)) to answer.
 */
export const appealClockRules: Readonly<Record<AppealUrgency, ClockRule>> = {
  urgent: {
    resolution: { unit: 'hours', amount: 72 },
    firstResponse: null,
    extension: null,
    informationWindow: { unit: 'hours', amount: 48 },
    dueSoon: { unit: 'hours', amount: 24 },
    source: '29 CFR 2560.503-1(i)(2)(i): urgent care appeal, 72 hours',
  },
  'pre-service': {
    resolution: { unit: 'calendar-days', amount: 30 },
    firstResponse: null,
    extension: null,
    informationWindow: { unit: 'calendar-days', amount: 45 },
    dueSoon: { unit: 'business-days', amount: 2 },
    source: '29 CFR 2560.503-1(i)(2)(ii): pre-service appeal, 30 days',
  },
  'post-service': {
    resolution: { unit: 'calendar-days', amount: 60 },
    firstResponse: null,
    extension: null,
    informationWindow: { unit: 'calendar-days', amount: 45 },
    dueSoon: { unit: 'business-days', amount: 2 },
    source: '29 CFR 2560.503-1(i)(2)(iii)(A): post-service appeal, 60 days',
  },
};

/** Where a service-level clock comes from, as staff read it. */
function serviceLevelSource(type: ServiceLevelCaseType): string {
  return `The plan's service levels for ${caseRecordTypeNames[type]}`;
}

/** The source of the clock of a case of `recordType` (and, for an Appeal, `urgency`). */
export function clockSourceOf(recordType: CaseRecordType, urgency: AppealUrgency | null): string {
  return recordType === 'Appeal'
    ? appealClockRules[urgency ?? 'post-service'].source
    : serviceLevelSource(recordType);
}

/** The clock rule of a service-level case type under the plan's `levels`. */
export function serviceLevelClockRule(type: ServiceLevelCaseType, levels: ServiceLevels): ClockRule {
  return {
    resolution: { unit: 'business-days', amount: levels.resolutionBusinessDays },
    firstResponse: { unit: 'business-days', amount: levels.firstResponseBusinessDays },
    extension:
      levels.extensionBusinessDays > 0
        ? { unit: 'business-days', amount: levels.extensionBusinessDays }
        : null,
    informationWindow: { unit: 'business-days', amount: 10 },
    dueSoon: { unit: 'business-days', amount: 2 },
    source: serviceLevelSource(type),
  };
}

/**
 * The clock rule of a case: an Appeal by its urgency (post-service when none was given), the other
 * types by the plan's service levels (`levels`, else `defaultServiceLevels`).
 */
export function clockRuleOf(
  recordType: CaseRecordType,
  urgency: AppealUrgency | null,
  levels?: ServiceLevels | null,
): ClockRule {
  if (recordType === 'Appeal') return appealClockRules[urgency ?? 'post-service'];
  return serviceLevelClockRule(recordType, levels ?? defaultServiceLevels[recordType]);
}
