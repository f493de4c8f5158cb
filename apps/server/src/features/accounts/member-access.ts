import { accountSettingsMessages, isCaseMember, limitedAccessLevel, type Variant } from '@medivi/domain';
import { DomainError } from '../../platform/errors.js';
import type { CurrentUser } from '../../platform/session/current-user.js';

/**
 * The gate of dependents and member detail (accounts spec §2 screen 12, §4 Session): only case
 * members (casesmember and casesubmissionmember of the request's variant) without 'Limited Access'.
 * @throws DomainError 403 `FORBIDDEN_ROLE` for anyone else, 403 `LIMITED_ACCESS` for 'Limited Access'.
 */
export function assertFullMemberAccess(user: CurrentUser, variant: Variant): void {
  if (!isCaseMember(user.roles, variant)) {
    throw new DomainError(403, accountSettingsMessages.caseMembersOnly, { code: 'FORBIDDEN_ROLE' });
  }
  if (user.accessLevel === limitedAccessLevel) {
    throw new DomainError(403, accountSettingsMessages.limitedAccess, { code: 'LIMITED_ACCESS' });
  }
}

/**
 * Failed eligibility matches (ADD PLAN and ADD DEPENDENT): 10 per account per hour, then an hour
 * blocked, so a signed-in account cannot probe the eligibility file
 * (docs/decisions/0046-dependents.md).
 */
export const memberMatchLimit = {
  keyPrefix: 'member-match',
  points: 10,
  durationSeconds: 3600,
  blockSeconds: 3600,
};
