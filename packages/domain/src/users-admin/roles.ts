import type { RoleName } from '../shared/roles.js';

/** Roles that may open the Users page and call its API: admin or inviteuser (spec §2, §6). */
export const usersAdminRoles: readonly RoleName[] = ['admin', 'inviteuser'];

/** Roles that see and manage invitations and access requests (docs/decisions/0100). */
export const invitationAdminRoles: readonly RoleName[] = ['admin'];
