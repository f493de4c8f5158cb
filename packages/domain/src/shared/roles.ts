import type { Variant } from './variant.js';

/**
 * Role names without their variant prefix. A stored role is `<variant>-<name>`, for example
 * `medivi-read` or `claims-admin`; the mobile read role is `<variant>mobile-read`
 * (accounts spec §6).
 */
export const roleNames = [
  'read',
  'analysis',
  'code',
  'admin',
  'tester',
  'benchmarks',
  'reports',
  'inviteuser',
  'clientplanhealthreport',
  'clientmonthlyreport',
  'provideracceptancereport',
  'updateproviderexperience',
  'updateproviderexperiencereadonly',
  'casesmember',
  'casesubmissionmember',
  'casesubmissionclient',
  'caseviewclient',
  '6dhallplans',
  'contractsuperadmin',
] as const;

export type RoleName = (typeof roleNames)[number] | 'mobile-read';

/** The stored role string for a role in a variant: `role('medivi', 'read')` is `medivi-read`. */
export function role(variant: Variant, name: RoleName): string {
  return name === 'mobile-read' ? `${variant}mobile-read` : `${variant}-${name}`;
}

/** True when `roles` holds the role `name` of `variant`. */
export function hasRole(roles: readonly string[], variant: Variant, name: RoleName): boolean {
  return roles.includes(role(variant, name));
}

/** True when `roles` holds at least one of `names` in `variant`. */
export function hasAnyRole(roles: readonly string[], variant: Variant, names: readonly RoleName[]): boolean {
  return names.some((name) => hasRole(roles, variant, name));
}

/**
 * A case member holds both `casesmember` and `casesubmissionmember` (accounts spec §4 Session).
 */
export function isCaseMember(roles: readonly string[], variant: Variant): boolean {
  return hasRole(roles, variant, 'casesmember') && hasRole(roles, variant, 'casesubmissionmember');
}

/**
 * True when the case pages work in client mode for `roles` (cases spec §2 client mode, §6): a
 * client case role (view or submission) and not internal staff; a user with both member and
 * client roles works as a client (docs/decisions/0066).
 */
export function usesClientCaseMode(roles: readonly string[], variant: Variant): boolean {
  return (
    !hasRole(roles, variant, 'admin') &&
    (hasRole(roles, variant, 'caseviewclient') || hasRole(roles, variant, 'casesubmissionclient'))
  );
}

/**
 * True when `roles` file member cases through the member forms: a case member (both roles) whom
 * the case pages do not treat as a client. The EOB's "I got a bill for this" shows only then
 * (docs/decisions/0114).
 */
export function filesMemberCases(roles: readonly string[], variant: Variant): boolean {
  return isCaseMember(roles, variant) && !usesClientCaseMode(roles, variant);
}

/** Roles that may use Provider Search and its pages: read or mobile-read (accounts spec §6). */
export const providerSearchRoles: readonly RoleName[] = ['read', 'mobile-read'];

/** The access level that hides dependent management and member detail (cases spec §6). */
export const limitedAccessLevel = 'Limited Access';
