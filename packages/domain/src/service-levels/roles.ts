import type { RoleName } from '../shared/roles.js';

/**
 * Who may read and set the plans' service levels: the admin role (medivi-admin; claims-admin on
 * the Claims site), as for the one extension of a case clock (docs/decisions/0117). Kept apart
 * from the rules so the route table loads no more than the roles (docs/decisions/0118).
 */
export const serviceLevelsRoles: readonly RoleName[] = ['admin'];
