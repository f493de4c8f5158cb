import { reportNames } from '@medivi/domain';
import { lazy, Suspense } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router';
import { LoadingPage } from '../../components/loading-text';
import { importWithAreas } from '../../lib/i18n/i18n';
import { reportPaths } from '../report-routes';
import { RequireSession } from './require-session';

// The embedded report view loads only when one is opened.
const ReportEmbedPage = lazy(() =>
  importWithAreas(() => import('../../features/reports/report-embed-page'), 'reports'),
);

/** The search parameter that asks a report path for its embedded view (`?embed=1`). */
export const embedParam = 'embed';

/** The report whose embedded view the address asks for (`/reports/<name>?embed=1`), or null. */
function useEmbeddedReport() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (params.get(embedParam) !== '1') return null;
  return reportNames.find((name) => matchPath(reportPaths[name], pathname) !== null) ?? null;
}

/**
 * The gate of the signed-in branch of the route table. A report's embedded view,
 * `/reports/<name>?embed=1#accessToken=…` (the descriptor's `embedUrl`, docs/decisions/0105), is
 * authorised by the token it carries, not by a session, and shows without the app shell: for that
 * address this renders the view instead of the session gate and everything under it (layout, role
 * gates, the signed-in report page). Every other address gets `RequireSession`. Deciding here,
 * rather than in a second public branch for the same paths, keeps one route per path and keeps the
 * app shell mounted while a signed-in reader moves between reports and other pages.
 */
export function RequireSessionOrReportEmbed() {
  const embedded = useEmbeddedReport();
  if (embedded === null) return <RequireSession />;
  return (
    <Suspense fallback={<LoadingPage />}>
      <ReportEmbedPage reportName={embedded} />
    </Suspense>
  );
}
