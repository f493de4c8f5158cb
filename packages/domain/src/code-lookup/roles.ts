import type { RoleName } from '../shared/roles.js';

/** Who may use /code and /cms and their endpoints: medivi-code (analysis-reports-admin spec §6). */
export const codeLookupRoles: readonly RoleName[] = ['code'];
