/**
 * Support mailboxes named on the upload screen and in the case detail (cases spec §2 Upload
 * documents, §9). The addresses are of the reserved `.test` domain until production ones are
 * configured (docs/decisions/0058).
 */
export const supportMailboxes = {
  member: 'member-support@medivi.test',
  employeePlan: 'employee-plan-support@medivi.test',
  client: 'client-support@medivi.test',
} as const;

/** The group whose members write to the employee-plan mailbox (cases spec §2, §9). */
export const employeePlanGroup = '10000SDH';

/** The mailbox a member sends documents to when upload fails: by group (cases spec §2). */
export function memberSupportMailbox(groupId: string): string {
  return groupId.trim().toUpperCase() === employeePlanGroup
    ? supportMailboxes.employeePlan
    : supportMailboxes.member;
}
