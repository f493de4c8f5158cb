import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type AuditEvent, recordAuditEvent } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { CurrentUser } from '../../platform/session/current-user.js';

/** What a case audit record says beyond who, what and which case; never PHI. */
export type CaseAuditDetail = NonNullable<AuditEvent['detail']>;

/**
 * Records that `user` did `action` ('case.created', 'case.read', 'case.listed', …) on the case
 * `caseId`, or on cases in general when null. Pass the transaction when the audited change runs
 * in one.
 */
export function recordCaseAudit(
  db: Kysely<Database>,
  clock: Clock,
  user: CurrentUser,
  action: string,
  caseId: string | null,
  detail: CaseAuditDetail,
): Promise<void> {
  return recordAuditEvent(db, clock, {
    actorUserId: user.userID,
    action,
    subjectType: 'case',
    subjectId: caseId,
    detail,
  });
}
