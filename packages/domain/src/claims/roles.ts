import type { RoleName } from '../shared/roles.js';

/**
 * Who reads ID cards: members (`casesmember`), each only his own; client staff have no card.
 * Role names without the variant prefix: check them with `hasAnyRole(roles, variant, idCardRoles)`.
 */
export const idCardRoles: readonly RoleName[] = ['casesmember'];

/**
 * Who reads My Claims, the EOB and the accumulators (issue 32, docs/decisions/0114 "Who sees which
 * claims"): members with `casesmember` (their own claims and their dependents' under 18) and client
 * staff with `caseviewclient` (the Partner (w/ PHI) roles: every claim of their plans). Role names
 * without the variant prefix: check them with `hasAnyRole(roles, variant, memberClaimsRoles)`.
 */
export const memberClaimsRoles: readonly RoleName[] = ['casesmember', 'caseviewclient'];
