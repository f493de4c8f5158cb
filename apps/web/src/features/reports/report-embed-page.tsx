import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { isLaterMonth, type ReportMonth, type ReportName, reportPages } from '@medivi/domain';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useLingui } from '../../lib/i18n/i18n';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../lib/paths';
import { readTabStorage, tabStorageKeys, writeTabStorage } from '../../lib/storage';
import {
  reportErrorMessage,
  useGetEmbeddedReportPageQuery,
  useGetEmbeddedReportPlansQuery,
} from './reports-api';
import { ReportView } from './report-view';
import { useReportSelection } from './use-report-selection';

/** Shown when the link's token is missing, forged or past its 15 minutes (401). */
export const expiredLinkMessage = 'This report link has expired. Open the report again from the portal.';

/** The `accessToken` of a fragment such as `#accessToken=eyJ…`, or null. */
export function readAccessToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('accessToken');
  return token === null || token === '' ? null : token;
}

const embedTokenKey = (reportName: ReportName) => `${tabStorageKeys.reportEmbedTokenPrefix}${reportName}`;

/**
 * The view's token: from the address's fragment, which is then kept for this tab (session storage,
 * never the address bar or history) so a reload within the token's 15 minutes shows the report
 * again; else the one kept for `reportName` in this tab; else null.
 */
export function takeAccessToken(reportName: ReportName, hash: string): string | null {
  const key = embedTokenKey(reportName);
  const fromAddress = readAccessToken(hash);
  if (fromAddress === null) return readTabStorage(key);
  writeTabStorage(key, fromAddress);
  return fromAddress;
}

/**
 * The report's own view, `/reports/<reportName>?embed=1#accessToken=<token>` (the descriptor's
 * `embedUrl`; docs/decisions/0105-reports.md): no session and no app shell. The token is read once
 * from the fragment, which is then replaced away so the address bar and history do not keep it,
 * and kept for the tab so a reload still shows the report (`takeAccessToken`); pages are read with
 * `Authorization: Bearer <token>`, and a refused token (401) is forgotten. The pages come from
 * the domain, Year and Month from the figures' published months (the newest seen stands for the
 * newest published), and the Plan select offers the plans the token allows (issue 31 item 3). A
 * missing or expired token shows `expiredLinkMessage` with a link to sign in.
 */
export function ReportEmbedPage({ reportName }: { reportName: ReportName }) {
  const { _ } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [accessToken] = useState(() => takeAccessToken(reportName, location.hash));
  const [newestSeen, setNewestSeen] = useState<ReportMonth | null>(null);
  const pages = reportPages[reportName];
  const { selection, setSelection, searchFor } = useReportSelection(pages);

  useEffect(() => {
    if (location.hash !== '') {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [location, navigate]);

  const page = useGetEmbeddedReportPageQuery(
    accessToken === null
      ? skipToken
      : {
          accessToken,
          reportName,
          page: selection.page,
          year: selection.year ?? undefined,
          month: selection.month ?? undefined,
          planID: selection.planID ?? undefined,
        },
  );
  const plans = useGetEmbeddedReportPlansQuery(
    accessToken === null ? skipToken : { accessToken, reportName },
  );
  const figures = page.currentData;
  const published = figures?.published ?? null;
  if (published !== null && isLaterMonth(published, newestSeen)) setNewestSeen(published);

  const error = page.error;
  const isRefused = error !== undefined && 'status' in error && error.status === 401;
  const isExpired = accessToken === null || isRefused;

  useEffect(() => {
    if (isRefused) writeTabStorage(embedTokenKey(reportName), null);
  }, [isRefused, reportName]);
  const replacement = isExpired ? (
    <Alert severity="warning">
      {_('reports.embed.expired')}{' '}
      <Link component={RouterLink} to={loginPathFor(location.pathname)}>
        {_('reports.embed.signIn')}
      </Link>
    </Alert>
  ) : undefined;
  return (
    <ReportView
      reportName={reportName}
      pages={pages}
      selection={selection}
      onSelectionChange={setSelection}
      searchFor={searchFor}
      lastPublished={newestSeen}
      plans={plans.data?.plans ?? []}
      page={{
        figures,
        isLoading: page.isFetching,
        errorMessage:
          error === undefined
            ? null
            : 'status' in error
              ? reportErrorMessage(error)
              : { id: 'reports.loadFailed' },
      }}
      replacement={replacement}
    />
  );
}

export default ReportEmbedPage;
