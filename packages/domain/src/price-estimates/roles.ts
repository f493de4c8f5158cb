import type { RoleName } from '../shared/roles.js';

/**
 * Who may ask for estimates: members (`casesmember`, on the plans they hold an eligibility link
 * on), client staff (`caseviewclient`, on the plans assigned to them) and analysts (`analysis`,
 * on every live plan). Check with `hasAnyRole(roles, variant, priceEstimatesRoles)`.
 */
export const priceEstimatesRoles: readonly RoleName[] = ['casesmember', 'caseviewclient', 'analysis'];
