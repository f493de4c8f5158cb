import { type ReportName, reportPages } from '@medivi/domain';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useLingui } from '../../lib/i18n/i18n';
import {
  reportErrorMessage,
  useGetReportPageQuery,
  useGetReportQuery,
  useListReportPlansQuery,
} from './reports-api';
import { ReportView } from './report-view';
import { useReportSelection } from './use-report-selection';

/** Shown on the monthly report before any month is published (spec §4: Active Cases selected). */
export const nothingPublishedMessage = 'No month has been published yet.';

/**
 * A report for a signed-in reader (analysis-reports-admin spec §2 `/reports/<reportName>`, §4
 * Reports; docs/decisions/0105-reports.md): the descriptor (pages, newest published month, the
 * report's own view for "Open in a new tab"), the Plan choices from get-masterPlans, and the page
 * in the address read with the session. The monthly report waits for the descriptor, which says
 * whether any month is published; the others ask for their page at once.
 */
export function ReportsPage({ reportName }: { reportName: ReportName }) {
  const { _ } = useLingui();
  const descriptor = useGetReportQuery(reportName);
  const plans = useListReportPlansQuery(undefined);
  const pages = descriptor.data?.pages ?? reportPages[reportName];
  const { selection, setSelection, searchFor } = useReportSelection(pages);
  const lastPublished = descriptor.data?.lastPublished;
  const isMonthly = reportName === 'monthly-reporting';
  const isNothingPublished = isMonthly && lastPublished === null;
  const shown = isNothingPublished ? { ...selection, page: pages[0]?.id ?? selection.page } : selection;
  const mustWait = isMonthly && descriptor.data === undefined;
  const page = useGetReportPageQuery(
    mustWait || isNothingPublished
      ? skipToken
      : {
          reportName,
          page: shown.page,
          year: shown.year ?? undefined,
          month: shown.month ?? undefined,
          planID: shown.planID ?? undefined,
        },
  );
  const failure = page.error ?? (isMonthly ? descriptor.error : undefined);
  return (
    <ReportView
      reportName={reportName}
      pages={pages}
      selection={shown}
      onSelectionChange={setSelection}
      searchFor={searchFor}
      lastPublished={lastPublished}
      plans={plans.data ?? []}
      page={{
        figures: page.currentData,
        isLoading: page.isFetching,
        errorMessage:
          failure === undefined
            ? null
            : 'status' in failure
              ? reportErrorMessage(failure)
              : { id: 'reports.loadFailed' },
      }}
      notice={isNothingPublished ? _('reports.nothingPublished') : undefined}
      embedUrl={descriptor.data?.report.embedUrl}
    />
  );
}

export default ReportsPage;
