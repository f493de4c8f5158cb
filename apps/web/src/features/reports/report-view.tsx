import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { ReportMonth, ReportName, ReportPageFigures } from '@medivi/domain';
import { useLingui } from '../../lib/i18n/i18n';
import { ReportDrawer } from './report-drawer';
import { ReportFiguresView } from './report-figures-view';
import { ReportFilters } from './report-filters';
import { ReportPrintStyles } from './report-print-styles';
import { clearedSelection, newTabUrl, type ReportSelection } from './report-selection';
import { reportHeading } from './report-texts';

/** What the page call gave: the figures, or still loading, or a failure's message (worded on render). */
export interface ReportPageState {
  figures: ReportPageFigures | undefined;
  isLoading: boolean;
  errorMessage: MessageDescriptor | null;
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
  const { _ } = useLingui();
  const figures = page.figures;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <ReportPrintStyles />
      <Typography variant="h4" component="h1">
        {_('reports.title')}
      </Typography>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {reportHeading(reportName, _)}
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
              <Alert severity="error">{_(page.errorMessage)}</Alert>
            ) : page.isLoading || figures === undefined ? (
              <Typography role="status">{_('reports.loading')}</Typography>
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
