/**
 * The plans' service levels (issue 35 item 1; docs/decisions/0117): the case types that run on
 * them, their shape and their defaults, shared by the case clocks (cases) and the screen that
 * sets them (service-levels).
 */

/**
 * The plan's service levels for a non-appeal case type (issue 35 item 1), each in business days:
 * the first response (staff first move a case out of Intake), the resolution (the case closes),
 * and the one extension staff may take with a reason the member is told (0: none may be taken).
 */
export interface ServiceLevels {
  firstResponseDays: number;
  resolutionDays: number;
  extensionDays: number;
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
  BalanceBill: { firstResponseDays: 2, resolutionDays: 45, extensionDays: 10 },
  AccessIssue: { firstResponseDays: 1, resolutionDays: 5, extensionDays: 3 },
  CallAhead: { firstResponseDays: 1, resolutionDays: 3, extensionDays: 2 },
};
