import { hasAnyRole, hasRole, role, type RoleName, roleNames } from '../shared/roles.js';
import type { Variant } from '../shared/variant.js';
import { usersAdminRoles } from './roles.js';

/** Page sizes of the Users table and the default (analysis-reports-admin spec §9 Users table). */
export const appUsersPageSizes = [5, 10, 25] as const;
export const appUsersPageSizeDefault = 10;
/** Highest page number the list accepts (keeps offsets bounded). */
export const appUsersPageMax = 100_000;
/** Longest search text of the Users table, characters. */
export const appUsersSearchMaxLength = 100;

/**
 * Column widths and row height of the Users table, px. Spec §9 gives name 200, e-mail 300 and
 * 230 a role column; at 1280 px that showed 2 of 19 role columns, so the e-mail and role columns
 * are narrower (role labels wrap) and the name stays in view while the roles scroll
 * (docs/decisions/0112).
 */
export const usersTableLayout = {
  nameWidth: 200,
  emailWidth: 240,
  roleWidth: 112,
  rowHeight: 48,
} as const;

/** The role that may toggle admin-level roles and invite 6DH employees, in every variant (spec §5, §6). */
export const superAdminRole = 'medivi-admin';
/** Roles only a medivi-admin may add or remove (spec §5 Users and invitations, §6). */
export const adminLevelRoles: readonly string[] = ['medivi-admin', 'claims-admin'];
/** Role the Claims variant always offers as a column (spec §3 Users admin). */
export const claimsAlwaysOfferedRole = 'claims-contractsuperadmin';

/** Days an invitation link stays valid (issue 16; docs/decisions/0100). */
export const invitationLifetimeDays = 7;
/** Invitations (new and resent) one inviter may send per hour (docs/decisions/0100). */
export const invitationsPerInviterPerHour = 20;

/** Invite role options, value and label, in the dropdown's order (spec §3 Users admin). */
export const inviteOptions = [
  { value: '6dhemployee', label: '6DH Employee' },
  { value: 'partnerwithphi', label: 'Partner (w/ PHI)' },
  { value: 'partnerwithout', label: 'Partner (w/o PHI)' },
  { value: 'partnerprovidersearch', label: 'Partner (Provider Search)' },
] as const;
export type InviteOption = (typeof inviteOptions)[number]['value'];
export const inviteOptionValues = inviteOptions.map((option) => option.value) as [
  InviteOption,
  ...InviteOption[],
];

/**
 * The roles, without variant prefix, each invite option grants (docs/decisions/0100). Every
 * option includes read, the role of the welcome page (spec §2).
 */
export const inviteOptionRoleNames: Record<InviteOption, readonly RoleName[]> = {
  '6dhemployee': [
    'read',
    'benchmarks',
    'analysis',
    'reports',
    'clientmonthlyreport',
    'provideracceptancereport',
    'clientplanhealthreport',
    '6dhallplans',
    'updateproviderexperiencereadonly',
  ],
  partnerwithphi: [
    'read',
    'reports',
    'clientmonthlyreport',
    'provideracceptancereport',
    'clientplanhealthreport',
    'caseviewclient',
  ],
  partnerwithout: ['read', 'reports', 'provideracceptancereport'],
  partnerprovidersearch: ['read'],
};

/** The full role strings the options grant in `variant`, sorted, without repeats. */
export function rolesForInviteOptions(variant: Variant, options: readonly InviteOption[]): string[] {
  const names = new Set(options.flatMap((option) => inviteOptionRoleNames[option]));
  return [...names].map((name) => role(variant, name)).sort();
}

/** True when the caller may pick `option`: 6DH Employee only for a medivi-admin (spec §5, §6). */
export function mayInviteOption(callerRoles: readonly string[], option: InviteOption): boolean {
  return option !== '6dhemployee' || callerRoles.includes(superAdminRole);
}

/** True when the caller may open the Users page and call its API (spec §2, §6). */
export function mayManageUsers(callerRoles: readonly string[], variant: Variant): boolean {
  return hasAnyRole(callerRoles, variant, usersAdminRoles);
}

/** True when the caller sees invitations and access requests (docs/decisions/0100). */
export function mayAdministerInvitations(callerRoles: readonly string[], variant: Variant): boolean {
  return hasRole(callerRoles, variant, 'admin');
}

/** True for an admin-level role, toggled only by a medivi-admin (spec §5, §6). */
export function isAdminLevelRole(roleString: string): boolean {
  return adminLevelRoles.includes(roleString);
}

/**
 * Every role string of `variant` the portal knows (accounts spec §6): `<variant>-<name>` for each
 * role name and `<variant>mobile-read`.
 */
export function knownRolesOf(variant: Variant): string[] {
  return [...roleNames.map((name) => role(variant, name)), role(variant, 'mobile-read')];
}

/**
 * The roles a caller without medivi-admin may add or remove in `variant`: those the invite options
 * it may use grant (the partner options; docs/decisions/0111). Never 6dhallplans, analysis,
 * benchmarks, code, the provider-experience roles or an admin-level role.
 */
export function grantableRoles(callerRoles: readonly string[], variant: Variant): string[] {
  const options = inviteOptionValues.filter((option) => mayInviteOption(callerRoles, option));
  return rolesForInviteOptions(variant, options);
}

/** Why the caller may not toggle a role, or null when they may. */
export type RoleToggleRefusal =
  'unknown-role' | 'other-variant' | 'own-account' | 'admin-level' | 'not-grantable' | 'admin-holder';

/** The caller or the target of a role change: the user id and every role string held. */
export interface RoleHolder {
  userID: string;
  roles: readonly string[];
}

/**
 * The server's and the checkbox's rule for adding or removing `roleString` on `target`
 * (analysis-reports-admin spec §5, §6; docs/decisions/0100, 0111), in this order:
 * - a role the portal does not know in `variant`: `unknown-role`; one of the other variant:
 *   `other-variant`;
 * - the caller's own account: `own-account` (nobody changes their own roles);
 * - a medivi-admin may then toggle any role;
 * - anyone else: an admin-level role is `admin-level`; a target holding an admin-level role is
 *   `admin-holder`; a role outside `grantableRoles` is `not-grantable`.
 * Who may call at all is `mayManageUsers`.
 */
export function roleToggleRefusal(
  caller: RoleHolder,
  target: RoleHolder,
  variant: Variant,
  roleString: string,
): RoleToggleRefusal | null {
  const unknown = unknownRoleRefusal(variant, roleString);
  if (unknown !== null) return unknown;
  if (caller.userID === target.userID) return 'own-account';
  if (caller.roles.includes(superAdminRole)) return null;
  if (isAdminLevelRole(roleString)) return 'admin-level';
  if (target.roles.some(isAdminLevelRole)) return 'admin-holder';
  if (!grantableRoles(caller.roles, variant).includes(roleString)) return 'not-grantable';
  return null;
}

/**
 * `unknown-role` for a role the portal does not know in either variant, `other-variant` for one of
 * the other variant, else null: the part of `roleToggleRefusal` that needs no user.
 */
export function unknownRoleRefusal(
  variant: Variant,
  roleString: string,
): 'unknown-role' | 'other-variant' | null {
  if (knownRolesOf(variant).includes(roleString)) return null;
  const other: Variant = variant === 'medivi' ? 'claims' : 'medivi';
  return knownRolesOf(other).includes(roleString) ? 'other-variant' : 'unknown-role';
}

/** Why a refused checkbox is disabled, as its tooltip and the API's message say it. */
export function roleToggleRefusalMessage(refusal: RoleToggleRefusal): string {
  switch (refusal) {
    case 'unknown-role':
      return usersAdminMessages.unknownRole;
    case 'other-variant':
      return usersAdminMessages.otherVariantRole;
    case 'own-account':
      return usersAdminMessages.ownRoles;
    case 'admin-level':
      return usersAdminMessages.adminLevelRole;
    case 'admin-holder':
      return usersAdminMessages.adminHolder;
    case 'not-grantable':
      return usersAdminMessages.notGrantableRole;
  }
}

/** True when a role has three dash-separated parts, such as `medivi-x-y` (spec §3 ordering). */
function isThreePartRole(roleString: string): boolean {
  return /^[^-]+-[^-]+-[^-]+$/.test(roleString);
}

/**
 * Role columns in the spec's order (§3 Users admin): roles with three dashed parts after the
 * others, then alphabetically. Returns a new array.
 */
export function sortAppRoles(roles: readonly string[]): string[] {
  return [...roles].sort((a, b) => {
    const partA = isThreePartRole(a) ? 1 : 0;
    const partB = isThreePartRole(b) ? 1 : 0;
    if (partA !== partB) return partA - partB;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

/**
 * A role column's label: the role without its prefix (up to the first dash), upper-cased
 * (spec §3): `medivi-benchmarks` → `BENCHMARKS`. The mobile read role, whose prefix is
 * `<variant>mobile`, reads `MOBILE READ`, so it is not a second `READ` column (issue 31 item 12).
 */
export function roleColumnLabel(roleString: string): string {
  const dash = roleString.indexOf('-');
  if (dash === -1) return roleString.toUpperCase();
  const prefix = roleString.slice(0, dash);
  const name = roleString.slice(dash + 1).toUpperCase();
  return prefix.endsWith('mobile') ? `MOBILE ${name}` : name;
}

/** Messages of users administration (spec §2, §8; docs/decisions/0100). */
export const usersAdminMessages = {
  title: 'Users',
  inviteButton: 'INVITE NEW USER',
  inviteSent: 'User added successfully',
  inviteFailed: 'Something went wrong, email may be invalid.',
  appRequired: "app must be 'medivi' or 'claims'",
  appOtherVariant: 'app must be the application of this site',
  applicationOtherVariant: 'application must be the application of this site',
  unknownRole: 'Unknown role',
  otherVariantRole: 'That role belongs to the other application',
  adminLevelRole: 'Only a medivi-admin may change admin roles',
  ownRoles: 'You cannot change your own roles. Ask another administrator to change them.',
  adminHolder: 'Only a medivi-admin may change the roles of an administrator.',
  notGrantableRole:
    'Only a medivi-admin may give or take this role. You may change the roles your invitations grant.',
  lastAdmin: 'The last medivi-admin cannot lose the role',
  unknownUser: 'User not found',
  inviteOptionRefused: 'Only a medivi-admin may invite a 6DH Employee',
  inviteOptionRequired: 'Choose a user role',
  inviteAccountExists:
    'That address already has an account. Find it on the Users list and change its roles there.',
  invitationSignInFirst:
    'This address already has an account. Sign in to it, then open the invitation link again.',
  invitationCreateAccount: 'This invitation is for a new account: open its link to create the account.',
  invitationAccepted: 'Invitation accepted',
  invitedAccountCreated: 'Your account has been created.',
  invitationNotFound: 'Invitation not found',
  invitationNotPending: 'That invitation was already accepted or revoked',
  invitationLinkInvalid: 'This invitation link is invalid, was already used or has expired.',
  roleAdded: 'Role added',
  roleRemoved: 'Role removed',
  invitationRevoked: 'Invitation revoked',
  invitationResent: 'Invitation sent again',
} as const;
