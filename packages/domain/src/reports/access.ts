import { hasAnyRole, hasRole, type RoleName } from '../shared/roles.js';
import type { Variant } from '../shared/variant.js';
import { type ReportName, reportRoles, reportsRole } from './roles.js';

/**
 * Who reads which report and which plans (analysis-reports-admin spec §6; issue 19;
 * docs/decisions/0105-reports.md), shared by the reports routes, the plan filter
 * (`GET /api/v2/get-masterPlans`) and the report navigation.
 */

/** Roles whose holders see every plan in the reports, as medivi-admin and 6dhallplans do elsewhere. */
export const allPlansReportRoles: readonly RoleName[] = ['admin', '6dhallplans'];

/** True when `roles` open `reportName`: the reports role plus the report's own role (spec §6). */
export function mayReadReport(roles: readonly string[], variant: Variant, reportName: ReportName): boolean {
  return hasRole(roles, variant, reportsRole) && hasRole(roles, variant, reportRoles[reportName]);
}

/** True when the holder of `roles` is a report reader who sees every plan. */
export function seesAllReportPlans(roles: readonly string[], variant: Variant): boolean {
  return hasRole(roles, variant, reportsRole) && hasAnyRole(roles, variant, allPlansReportRoles);
}
