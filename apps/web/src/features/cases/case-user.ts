import { hasRole, isCaseMember, limitedAccessLevel, type User, type Variant } from '@medivi/domain';

/** The part of the store holding the signed-in user (read by shape; features stay apart). */
export interface StateWithSessionUser {
  session: { user: User | null };
}

/** The signed-in user, or null. */
export function selectCaseUser(state: StateWithSessionUser): User | null {
  return state.session.user;
}

/**
 * True when the Submit a Case and Call Ahead buttons show: member view plus member submission
 * (cases spec §6). Client view plus client submission belongs to the client flow.
 */
export function canSubmitMemberCases(user: User, variant: Variant): boolean {
  return isCaseMember(user.roles, variant);
}

/** True for internal staff who may change a case's status (issue 4 item 6; docs/decisions/0056). */
export function canChangeCaseStatus(user: User, variant: Variant): boolean {
  return hasRole(user.roles, variant, 'admin');
}

/** True when the member may file for dependents: not 'Limited Access' (cases spec §6). */
export function canChooseDependent(user: User): boolean {
  return user.accessLevel !== limitedAccessLevel;
}
