import { dateOfBirthProblem, memberFieldMaxLengths, parseIsoDate } from '@medivi/domain';
import { cell, HeaderIndex } from './columns.js';

/** The columns of an eligibility file, in the documented order (README "Eligibility"). */
export const eligibilityColumns = [
  'member_id',
  'group_id',
  'first_name',
  'last_name',
  'date_of_birth',
  'zip',
  'plan_name',
  'relationship',
  'subscriber_member_id',
] as const;
export type EligibilityColumn = (typeof eligibilityColumns)[number];

/** Relationships an eligibility row may state. */
export const eligibilityRelationships = ['subscriber', 'spouse', 'child'] as const;
export type EligibilityRelationship = (typeof eligibilityRelationships)[number];

/** Longest plan name accepted, characters. */
export const planNameMaxLength = 200;

/**
 * One eligibility row, checked and normalised: IDs and names uppercased, `dateOfBirth`
 * YYYY-MM-DD, `subscriberMemberId` null for subscribers.
 */
export interface EligibilityRow {
  memberId: string;
  groupId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  zip: string;
  planName: string;
  relationship: EligibilityRelationship;
  subscriberMemberId: string | null;
}

/** A checked row, or why it was refused. */
export type EligibilityRowCheck = { ok: true; row: EligibilityRow } | { ok: false; reason: string };

/** The column index of each eligibility column in a header; throws naming the missing ones. */
export function eligibilityHeader(header: readonly string[]): Record<EligibilityColumn, number> {
  const index = new HeaderIndex(header);
  const missing = eligibilityColumns.filter((column) => index.find(column) < 0);
  if (missing.length > 0) {
    throw new Error(
      `not an eligibility file: missing column${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (expected header ${eligibilityColumns.join(',')})`,
    );
  }
  return Object.fromEntries(eligibilityColumns.map((column) => [column, index.find(column)])) as Record<
    EligibilityColumn,
    number
  >;
}

const textLimits: [EligibilityColumn, number][] = [
  ['member_id', memberFieldMaxLengths.memberID],
  ['group_id', memberFieldMaxLengths.groupID],
  ['first_name', memberFieldMaxLengths.firstName],
  ['last_name', memberFieldMaxLengths.lastName],
  ['plan_name', planNameMaxLength],
];

/**
 * Checks one row (accounts spec §5 registration maximums, so every imported person can register):
 * every column but `subscriber_member_id` required; member ID ≤ 50, group ID ≤ 20, first name
 * ≤ 35, last name ≤ 60 characters; date of birth a real YYYY-MM-DD date, not after `today` and
 * not more than 200 years before; zip 5 digits; relationship subscriber, spouse or child;
 * spouses and children name their subscriber's member ID.
 */
export function checkEligibilityRow(
  fields: readonly string[],
  columns: Record<EligibilityColumn, number>,
  today: Date,
): EligibilityRowCheck {
  const value = (column: EligibilityColumn) => cell(fields, columns[column]);
  for (const column of eligibilityColumns) {
    if (column !== 'subscriber_member_id' && value(column) === '') {
      return { ok: false, reason: `${column} is empty` };
    }
  }
  for (const [column, max] of textLimits) {
    if (value(column).length > max)
      return { ok: false, reason: `${column} is longer than ${String(max)} characters` };
  }
  const dateOfBirth = value('date_of_birth');
  if (parseIsoDate(dateOfBirth) === null) {
    return { ok: false, reason: `date_of_birth "${dateOfBirth}" is not a YYYY-MM-DD date` };
  }
  const dobProblem = dateOfBirthProblem(dateOfBirth, today);
  if (dobProblem !== null) return { ok: false, reason: `date_of_birth: ${dobProblem}` };
  const zip = value('zip');
  if (!/^\d{5}$/.test(zip)) return { ok: false, reason: `zip "${zip}" is not 5 digits` };
  const relationship = value('relationship').toLowerCase();
  if (!(eligibilityRelationships as readonly string[]).includes(relationship)) {
    return {
      ok: false,
      reason: `relationship "${value('relationship')}" is not subscriber, spouse or child`,
    };
  }
  const memberId = value('member_id').toUpperCase();
  const subscriber = value('subscriber_member_id').toUpperCase();
  if (subscriber.length > memberFieldMaxLengths.memberID) {
    return { ok: false, reason: 'subscriber_member_id is longer than 50 characters' };
  }
  if (relationship !== 'subscriber' && subscriber === '') {
    return { ok: false, reason: `a ${relationship} needs subscriber_member_id` };
  }
  return {
    ok: true,
    row: {
      memberId,
      groupId: value('group_id').toUpperCase(),
      firstName: value('first_name').toUpperCase(),
      lastName: value('last_name').toUpperCase(),
      dateOfBirth,
      zip,
      planName: value('plan_name'),
      relationship: relationship as EligibilityRelationship,
      subscriberMemberId: relationship === 'subscriber' ? null : subscriber,
    },
  };
}

/** The person key of a row (the unique key of `eligibility_records`). */
export function personKey(row: EligibilityRow): string {
  return [row.memberId, row.groupId, row.firstName, row.lastName, row.dateOfBirth].join('\u0000');
}
