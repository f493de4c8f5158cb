import type { RoleName } from '../shared/roles.js';

/** Roles that may use the cost comparison (Market Analysis, /analysis) and its API (spec §6). */
export const costComparisonRoles: readonly RoleName[] = ['analysis'];
