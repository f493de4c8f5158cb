import type { ServiceLevelCaseType, ServiceLevels } from '../shared/service-levels.js';
import { caseRecordTypeNames } from '../shared/case-record-types.js';

/**
 * The bounds of a plan's service levels, in business days (docs/decisions/0117 "Setting a plan's
 * service levels"). A first response within two weeks at most; a resolution no sooner than the
 * first response and within 120 business days (about six months: twice the longest balance-bill
 * negotiation the cases spec names); the one extension 0 (none may be taken) to 60 business days
 * and never longer than the resolution itself.
 */
export const serviceLevelLimits = {
  firstResponseDays: { min: 1, max: 10 },
  resolutionDays: { max: 120 },
  extensionDays: { min: 0, max: 60 },
} as const;

/** The field messages of the service-levels form and of `PUT /api/plans/:planId/service-levels`. */
export const serviceLevelMessages = {
  firstResponseRequired: 'Enter the first response in business days.',
  firstResponseRange: `The first response must be ${String(serviceLevelLimits.firstResponseDays.min)} to ${String(serviceLevelLimits.firstResponseDays.max)} business days.`,
  resolutionRequired: 'Enter the resolution in business days.',
  resolutionRange: `The resolution must be at most ${String(serviceLevelLimits.resolutionDays.max)} business days.`,
  resolutionBeforeFirstResponse: 'The resolution cannot come before the first response.',
  extensionRequired: 'Enter the extension in business days (0 for none).',
  extensionRange: `The extension must be ${String(serviceLevelLimits.extensionDays.min)} to ${String(serviceLevelLimits.extensionDays.max)} business days.`,
  extensionLongerThanResolution: 'The extension cannot be longer than the resolution.',
  wholeDays: 'Enter whole business days.',
  typeRequired: (type: ServiceLevelCaseType) =>
    `Give the ${caseRecordTypeNames[type]} levels, or useDefaults true.`,
  useDefaultsRequired: 'Say whether the type uses the defaults: useDefaults true or false.',
  planNotFound: 'No such plan.',
  saved:
    'Service levels saved. Cases filed from now on run on them; cases already filed keep the levels they started with.',
} as const;

/** The labels of the three levels, as the screen shows them. */
export const serviceLevelFieldLabels: Readonly<Record<keyof ServiceLevels, string>> = {
  firstResponseDays: 'First response',
  resolutionDays: 'Resolution',
  extensionDays: 'Extension',
};

/** True when two sets of levels are the same. */
export function isSameServiceLevels(a: ServiceLevels, b: ServiceLevels): boolean {
  return (
    a.firstResponseDays === b.firstResponseDays &&
    a.resolutionDays === b.resolutionDays &&
    a.extensionDays === b.extensionDays
  );
}

/** Levels as one short text, first response / resolution / extension: `2/45/+10 business days`. */
export function formatServiceLevels(levels: ServiceLevels): string {
  return `${String(levels.firstResponseDays)}/${String(levels.resolutionDays)}/+${String(levels.extensionDays)} business days`;
}
