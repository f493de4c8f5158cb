import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useLingui } from '../../lib/i18n/i18n';
import { PageList, type ReportDrawerProps } from './report-page-list';

export type { ReportDrawerProps } from './report-page-list';

const ReportPagesDrawer = lazy(async () => ({
  default: (await import('./report-pages-drawer')).ReportPagesDrawer,
}));

/**
 * The side drawer of a report (analysis-reports-admin spec §2 Embedded report pages, §4 "Navigation
 * options are active and closed, default closed"): a navigation landmark "Report pages" with a
 * link per page (the one shown marked current) and Clear. From `xl` (1536 px) up it stays beside
 * the page; below, a "Report pages" button opens it as a temporary drawer, closed by default and
 * closed again once a page is chosen, so a report's tables have the page's whole width (at
 * 1280 px a case list's money columns were off-screen beside a standing drawer; issue 31 item 10).
 */
export function ReportDrawer(props: ReportDrawerProps) {
  const { _ } = useLingui();
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('xl'), { noSsr: true });
  const [isOpen, setOpen] = useState(false);
  // The temporary drawer loads on the first opening.
  const hasOpened = useOpenedOnce(isOpen);
  const drawerId = useId();
  if (!isNarrow) {
    return (
      <Box data-print="hide" sx={{ flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
        <PageList {...props} />
      </Box>
    );
  }
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <Button
        startIcon={<MenuOpenIcon />}
        variant="outlined"
        data-print="hide"
        aria-expanded={isOpen}
        aria-controls={isOpen ? drawerId : undefined}
        onClick={() => {
          setOpen(true);
        }}
        sx={{ alignSelf: 'flex-start', mb: 2 }}
      >
        {_('reports.pages')}
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ReportPagesDrawer {...props} id={drawerId} isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
