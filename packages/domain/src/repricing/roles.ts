import type { RoleName } from '../shared/roles.js';

/**
 * Who reads the repriced-claims work list: the Claims variant's `claims-admin` and
 * `claims-contractsuperadmin` (accounts spec §6 examples; docs/decisions/0105 "Repricing"). The
 * list is served only on the Claims site.
 */
export const repricingRoles: readonly RoleName[] = ['admin', 'contractsuperadmin'];
