import type { RoleName } from '../shared/roles.js';

/**
 * The three reports of analysis-reports-admin spec §2 (Embedded report pages), §6 and §7
 * (`GET /api/reports/{reportName}`), issue 19. A report is opened by a user holding the reports
 * role plus the report's own role (spec §6; accounts spec §6 for the navigation).
 */
export const reportNames = [
  'monthly-reporting',
  'planHealth-reporting',
  'providerAcceptance-reporting',
] as const;

export type ReportName = (typeof reportNames)[number];

/** The role every report needs (spec §6 `medivi-reports`). */
export const reportsRole: RoleName = 'reports';

/** Each report's own role (spec §6). */
export const reportRoles: Readonly<Record<ReportName, RoleName>> = {
  'monthly-reporting': 'clientmonthlyreport',
  'planHealth-reporting': 'clientplanhealthreport',
  'providerAcceptance-reporting': 'provideracceptancereport',
};
