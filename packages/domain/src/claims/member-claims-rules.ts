import { isUnder18, monthName } from '../shared/dates.js';
import type { RoleName } from '../shared/roles.js';
import type { RepricedClaimType } from './rules.js';

/** The role of the member channel (own and dependents' claims). */
export const memberClaimsMemberRole: RoleName = 'casesmember';

/** The role of the client channel (every claim of the plans in `user_plans`). */
export const memberClaimsClientRole: RoleName = 'caseviewclient';

/** Rows a page of My Claims may hold; the first is the default. */
export const memberClaimsPageSizes = [10, 25, 50] as const;

/** Highest page number accepted. */
export const memberClaimsPageMax = 10_000;

/** Longest text of the provider filter, characters. */
export const memberClaimsFilterMaxLength = 100;

/** Longest id accepted in a query or path (plan ids, member ids, claim ids), characters. */
export const memberClaimsIdMaxLength = 100;

/** Plan years the accumulators accept (`plan_year`: the calendar year the plan year starts in). */
export const memberClaimsYearMin = 2000;
export const memberClaimsYearMax = 2100;

/** A claim's status as the plan decided it (migration 0014 `claim_status`). */
export const memberClaimStatuses = ['paid', 'denied', 'adjusted'] as const;
export type MemberClaimStatus = (typeof memberClaimStatuses)[number];

/**
 * The patient's relationship to the subscriber as a claim or an eligibility record names it;
 * 'other' also stands for a value the file gave that is none of the first three.
 */
export const memberClaimRelationships = ['subscriber', 'spouse', 'child', 'other'] as const;
export type MemberClaimRelationship = (typeof memberClaimRelationships)[number];

/** How a claim's status reads to a member (My Claims, the EOB and its PDF). */
export const memberClaimStatusLabels: Record<MemberClaimStatus, string> = {
  paid: 'Paid',
  denied: 'Denied',
  adjusted: 'Adjusted',
};

/** How a patient's relationship to the subscriber reads. */
export const memberClaimRelationshipLabels: Record<MemberClaimRelationship, string> = {
  subscriber: 'Subscriber',
  spouse: 'Spouse',
  child: 'Child',
  other: 'Other dependent',
};

/** How a claim type reads: the kind of care, not the billing form. */
export const memberClaimTypeLabels: Record<RepricedClaimType, string> = {
  inpatient: 'Hospital stay',
  outpatient: 'Hospital outpatient',
  professional: 'Doctor or clinic',
};

/** Days a member has to appeal a denied claim, counted from the day the plan decided it. */
export const appealWindowDays = 180;

/** Where the appeal window comes from: ERISA's claims procedure rule for group health plans. */
export const appealWindowSource = '29 CFR 2560.503-1(h)(3)(i)';

/** Messages of the member claims endpoints. */
export const memberClaimsMessages = {
  page: `Page must be a whole number from 1 to ${String(memberClaimsPageMax)}.`,
  pageSize: `Choose ${memberClaimsPageSizes.join(', ')} claims a page.`,
  tooLong: `Enter at most ${String(memberClaimsFilterMaxLength)} characters.`,
  idTooLong: `An id has at most ${String(memberClaimsIdMaxLength)} characters.`,
  date: 'Enter a date as YYYY-MM-DD.',
  toBeforeFrom: 'The end date is before the start date.',
  status: `Status must be one of ${memberClaimStatuses.join(', ')}.`,
  year: `Plan year must be a whole number from ${String(memberClaimsYearMin)} to ${String(memberClaimsYearMax)}.`,
  claimNotFound: 'No claim with this id was found among the claims you may see.',
  planNotFound: 'This plan is not one whose claims you may see.',
  patientNotFound: 'This patient is not one whose claims you may see.',
  noPlans: 'You have no plan whose claims you may see.',
  memberIdRequired: "Enter the member ID of the family's subscriber.",
  memberNotFound: 'No member with this member ID is on a plan whose claims you may see.',
} as const;

/** True when `value` is a real calendar date written `YYYY-MM-DD` (the query dates of My Claims). */
export function isMemberClaimsDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `isoDate` (`YYYY-MM-DD`) moved by `days` (negative: back), in the calendar alone (no time zone
 * or daylight-saving step can shift it).
 * @throws RangeError when `isoDate` is not a real calendar date.
 */
export function addDaysToIsoDate(isoDate: string, days: number): string {
  if (!isMemberClaimsDate(isoDate)) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The last day (`YYYY-MM-DD`) a member may appeal a claim denied on `decidedOn` (`YYYY-MM-DD`):
 * `appealWindowDays` (180) days after the decision, 29 CFR 2560.503-1(h)(3)(i). Example:
 * decided 2025-01-15 → appeal by 2025-07-14.
 * @throws RangeError when `decidedOn` is not a real calendar date.
 */
export function appealByOf(decidedOn: string): string {
  return addDaysToIsoDate(decidedOn, appealWindowDays);
}

/**
 * Whether a member may see the claims of a dependent born on `dateOfBirth` (`YYYY-MM-DD`) on the
 * day `today`: only while the dependent is under 18 (docs/decisions/0114, adult dependents'
 * privacy). False for a date that is not valid.
 */
export function maySeeDependent(dateOfBirth: string, today: Date): boolean {
  return isUnder18(dateOfBirth, today);
}

/**
 * The download name of a claim's EOB PDF: `eob-<claim id>.pdf`, every character of the id other
 * than letters, digits, `.`, `_` and `-` written `_`, so the name is plain ASCII and safe in a
 * quoted `Content-Disposition` filename. Example: `MC-SUB-1` → `eob-MC-SUB-1.pdf`.
 */
export function eobFileName(claimID: string): string {
  return `eob-${claimID.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}

/** A `YYYY-MM-DD` date in words: '2025-07-14' → 'July 14, 2025'. The text itself when not a date. */
export function formatClaimDate(isoDate: string): string {
  if (!isMemberClaimsDate(isoDate)) return isoDate;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${monthName(month)} ${String(day)}, ${String(year)}`;
}
