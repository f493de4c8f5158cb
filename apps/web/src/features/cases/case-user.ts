import {
  hasRole,
  isCaseMember,
  limitedAccessLevel,
  type User,
  usesClientCaseMode,
  type Variant,
} from '@medivi/domain';

/**
 * True when the Submit a Case and Call Ahead buttons show: member view plus member submission
 * (cases spec §6). Client view plus client submission belongs to the client flow.
 */
export function canSubmitMemberCases(user: User, variant: Variant): boolean {
  return isCaseMember(user.roles, variant);
}

/** True for a client viewer (medivi-caseviewclient): the client case view (cases spec §6). */
export function isClientCaseViewer(user: User, variant: Variant): boolean {
  return hasRole(user.roles, variant, 'caseviewclient');
}

/**
 * True when a client may file cases: client view plus client submission (cases spec §6), which
 * shows Submit a Case (with Appeal) and Call Ahead.
 */
export function canSubmitClientCases(user: User, variant: Variant): boolean {
  return isClientCaseViewer(user, variant) && hasRole(user.roles, variant, 'casesubmissionclient');
}

/**
 * True when the case pages work in client mode (cases spec §2 client mode, §6): the user holds a
 * client case role (view or submission) and is not internal staff; everyone else is a member.
 * A user with both member and client roles works as a client (docs/decisions/0066).
 */
export function isClientCaseUser(user: User, variant: Variant): boolean {
  return usesClientCaseMode(user.roles, variant);
}

/** True for internal staff who may change a case's status (issue 4 item 6; docs/decisions/0056). */
export function canChangeCaseStatus(user: User, variant: Variant): boolean {
  return hasRole(user.roles, variant, 'admin');
}

/** True when the member may file for dependents: not 'Limited Access' (cases spec §6). */
export function canChooseDependent(user: User): boolean {
  return user.accessLevel !== limitedAccessLevel;
}
