import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { addMemberLink } from '../../../platform/member-links/link-writes.js';
import { createEligibility, type TestEligibility } from '../../../testing/eligibility.js';
import { createUser } from '../../../testing/test-app.js';

/** Roles of a case member (accounts spec §4 Session). */
export const caseMemberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];

/** A member account created for a test, linked to its own eligibility record. */
export interface TestMember {
  userId: string;
  email: string;
  recordId: string;
  linkId: string;
}

/**
 * Creates an account linked ('self') to a new eligibility record, with that record's plan and
 * member ID, as registration leaves it.
 */
export async function createLinkedMember(
  db: Kysely<Database>,
  options: {
    email: string;
    record: TestEligibility;
    roles?: string[];
    accessLevel?: 'Limited Access';
  },
): Promise<TestMember> {
  const userId = await createUser(db, {
    email: options.email,
    roles: options.roles ?? caseMemberRoles,
    planIds: [options.record.planId],
  });
  await db
    .updateTable('users')
    .set({ member_id: options.record.memberId.toUpperCase(), access_level: options.accessLevel ?? null })
    .where('id', '=', userId)
    .execute();
  const recordId = await createEligibility(db, options.record);
  const linkId = await linkRecord(db, userId, recordId, 'self');
  return { userId, email: options.email, recordId, linkId };
}

/** Links an account to a record directly; returns the link id. */
export function linkRecord(
  db: Kysely<Database>,
  userId: string,
  recordId: string,
  relationship: 'self' | 'dependent',
): Promise<string> {
  return addMemberLink(db, {
    userId,
    eligibilityId: recordId,
    relationship,
    at: new Date().toISOString(),
  });
}

/** The audit events of an action, oldest first. */
export function auditEventsOf(db: Kysely<Database>, action: string) {
  return db.selectFrom('audit_events').selectAll().where('action', '=', action).orderBy('at').execute();
}
