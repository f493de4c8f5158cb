/**
 * The record types of a case (cases spec §3), shared by the cases area, the public case form
 * (rbp-form) and notifications, which name a notification after its case's type.
 */

/** Record types of a case as sent in `recordType` (cases spec §3 Case payload). */
export const caseRecordTypes = ['AccessIssue', 'BalanceBill', 'CallAhead', 'Appeal'] as const;
export type CaseRecordType = (typeof caseRecordTypes)[number];

/** The record type name shown to people (`RecordType.Name`, cases spec §3). */
export const caseRecordTypeNames: Record<CaseRecordType, string> = {
  AccessIssue: 'Access Issue',
  BalanceBill: 'Balance Bill',
  CallAhead: 'Call Ahead',
  Appeal: 'Appeal',
};

/** True when `value` is one of the four record types. */
export function isCaseRecordType(value: string): value is CaseRecordType {
  return (caseRecordTypes as readonly string[]).includes(value);
}
