import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ReportMonth, ReportName, ReportPageFigures } from '@medivi/domain';
import { ReportDrawer } from './report-drawer';
import { ReportFiguresView } from './report-figures-view';
import { ReportFilters } from './report-filters';
import { ReportPrintStyles } from './report-print-styles';
import { clearedSelection, newTabUrl, type ReportSelection } from './report-selection';

/** The heading of each report (h2 under "Reports"). */
export const reportHeadings: Readonly<Record<ReportName, string>> = {
  'monthly-reporting': 'Monthly reports',
  'planHealth-reporting': 'Plan health reports',
  'providerAcceptance-reporting': 'Provider acceptance reports',
};

/** What the page call gave: the figures, or still loading, or a failure's message. */
export interface ReportPageState {
  figures: ReportPageFigures | undefined;
  isLoading: boolean;
  errorMessage: string | null;
}

export interface ReportViewProps {
  reportName: ReportName;
  pages: readonly { id: string; title: string }[];
  selection: ReportSelection;
  onSelectionChange: (selection: ReportSelection) => void;
  searchFor: (pageId: string) => string;
  /** The newest published month, null when none, undefined when not known (yet). */
  lastPublished: ReportMonth | null | undefined;
  /** The Plan choices, or null for no Plan select. */
  plans: readonly { id: string; name: string }[] | null;
  page: ReportPageState;
  /** A message shown instead of the figures ('No month has been published yet.'). */
  notice?: string | undefined;
  /** The report's own view for "Open in a new tab". */
  embedUrl?: string | undefined;
  /** Shown in place of the page (the embedded view's expired link). */
  replacement?: ReactNode;
}

/**
 * A report as the signed-in page and the embedded view both show it (analysis-reports-admin spec
 * §2 Embedded report pages, §4 Reports, §8; docs/decisions/0105-reports.md): "Reports" (h1), the
 * report (h2), the drawer of its pages, the filters, then the page's figures, a loading status,
 * or the server's message for a failed page.
 */
export function ReportView({
  reportName,
  pages,
  selection,
  onSelectionChange,
  searchFor,
  lastPublished,
  plans,
  page,
  notice,
  embedUrl,
  replacement,
}: ReportViewProps) {
  const figures = page.figures;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <ReportPrintStyles />
      <Typography variant="h4" component="h1">
        Reports
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {reportHeadings[reportName]}
      </Typography>
      {replacement ?? (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', xl: 'row' }, gap: { xs: 0, xl: 3 } }}>
          <ReportDrawer
            pages={pages}
            currentPage={selection.page}
            searchFor={searchFor}
            onClear={() => {
              onSelectionChange(clearedSelection(pages));
            }}
          />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <ReportFilters
              selection={selection}
              plans={plans}
              shownPlanID={figures?.plan.id ?? null}
              hasMonth={reportName === 'monthly-reporting'}
              published={figures?.published}
              lastPublished={lastPublished}
              onChange={onSelectionChange}
            />
            {notice !== undefined ? (
              <Alert severity="info">{notice}</Alert>
            ) : page.errorMessage !== null ? (
              <Alert severity="error">{page.errorMessage}</Alert>
            ) : page.isLoading || figures === undefined ? (
              <Typography role="status">Loading the report…</Typography>
            ) : (
              <ReportFiguresView
                figures={figures}
                embedUrl={
                  embedUrl === undefined ? undefined : newTabUrl(embedUrl, selection, figures.plan.id)
                }
              />
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}
