import type { AppealUrgency } from '../shared/appeal-urgency.js';
import { type CaseRecordType, caseRecordTypeNames } from '../shared/case-record-types.js';
import {
  defaultServiceLevels,
  type ServiceLevelCaseType,
  type ServiceLevels,
} from '../shared/service-levels.js';

/** How a clock measures time: wall-clock hours or days, or business days in the clock's time zone. */
export type ClockUnit = 'hours' | 'calendar-days' | 'business-days';

/** One length of time on a clock. */
export interface ClockSpan {
  unit: ClockUnit;
  amount: number;
}

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

/**
 * Where a service-level clock comes from, as staff read it, with the levels it runs on when known
 * (a case keeps those it was filed under, so two cases of one plan may differ).
 */
function serviceLevelSource(type: ServiceLevelCaseType, levels?: ServiceLevels | null): string {
  const source = `The plan's service levels for ${caseRecordTypeNames[type]}`;
  return levels === undefined || levels === null
    ? source
    : `${source}, in business days: first response ${String(levels.firstResponseDays)}, resolution ${String(levels.resolutionDays)}, extension ${String(levels.extensionDays)}`;
}

/**
 * The source of the clock of a case of `recordType` (and, for an Appeal, `urgency`; for the other
 * types, the service `levels` it runs on when known).
 */
export function clockSourceOf(
  recordType: CaseRecordType,
  urgency: AppealUrgency | null,
  levels?: ServiceLevels | null,
): string {
  return recordType === 'Appeal'
    ? appealClockRules[urgency ?? 'post-service'].source
    : serviceLevelSource(recordType, levels);
}

/** The clock rule of a service-level case type under the plan's `levels`. */
export function serviceLevelClockRule(type: ServiceLevelCaseType, levels: ServiceLevels): ClockRule {
  return {
    resolution: { unit: 'business-days', amount: levels.resolutionDays },
    firstResponse: { unit: 'business-days', amount: levels.firstResponseDays },
    extension: levels.extensionDays > 0 ? { unit: 'business-days', amount: levels.extensionDays } : null,
    informationWindow: { unit: 'business-days', amount: 10 },
    dueSoon: { unit: 'business-days', amount: 2 },
    source: serviceLevelSource(type, levels),
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
