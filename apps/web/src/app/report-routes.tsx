import { type ReportName, reportRoles, reportsRole } from '@medivi/domain';
import type { RouteObject } from 'react-router';
import { importWithAreas } from '../lib/i18n/i18n';
import { type AppPath, paths } from '../lib/paths';
import type { RouteHandle, TitleId } from './route-handle';
import type { LoadInOwnTask } from './route-loading';

/** The address of each report (analysis-reports-admin spec §2). */
export const reportPaths: Readonly<Record<ReportName, AppPath>> = {
  'monthly-reporting': paths.monthlyReporting,
  'planHealth-reporting': paths.planHealthReporting,
  'providerAcceptance-reporting': paths.providerAcceptanceReporting,
};

/** Document titles of the report pages (catalogue ids of the shell area). */
const reportTitles: Readonly<Record<ReportName, TitleId>> = {
  'monthly-reporting': 'shell.title.monthlyReports',
  'planHealth-reporting': 'shell.title.planHealthReports',
  'providerAcceptance-reporting': 'shell.title.providerAcceptanceReports',
};

/**
 * The report pages inside the signed-in layout (analysis-reports-admin spec §2, §6): the reports
 * role, then each report's own role (two gates, as the server asks for both), each page's code
 * (and the charting library) loaded on demand. Their embedded view (`?embed=1`) does not get here:
 * `RequireSessionOrReportEmbed` shows it in place of the session gate.
 */
export function reportRoutes(inOwnTask: LoadInOwnTask): RouteObject[] {
  const reportRoute = (reportName: ReportName): RouteObject => ({
    lazy: async () => {
      const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
      return { element: <RequireRoles anyOf={[reportRoles[reportName]]} /> };
    },
    children: [
      {
        path: reportPaths[reportName],
        handle: { titleId: reportTitles[reportName] } satisfies RouteHandle,
        lazy: async () => {
          const { ReportsPage } = await inOwnTask(() =>
            importWithAreas(() => import('../features/reports/reports-page'), 'reports'),
          );
          return { element: <ReportsPage reportName={reportName} /> };
        },
      },
    ],
  });
  return [
    {
      lazy: async () => {
        const { RequireRoles } = await inOwnTask(() => import('./guards/require-roles'));
        return { element: <RequireRoles anyOf={[reportsRole]} /> };
      },
      children: [
        reportRoute('monthly-reporting'),
        reportRoute('planHealth-reporting'),
        reportRoute('providerAcceptance-reporting'),
      ],
    },
  ];
}
