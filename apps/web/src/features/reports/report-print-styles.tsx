import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * How a report page prints ("Print or save as PDF"): the figures alone. The app bar, the side
 * navigation and the report drawer (every `nav`), the skip link, the filters and the buttons
 * (`data-print="hide"`) are left out; tables print whole instead of scrolling, rows are not cut
 * across pages, and the main region takes the whole width.
 */
export function ReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, nav, [data-print="hide"], a[href="#main-content"], .MuiDrawer-root': {
            display: 'none !important',
          },
          '.MuiTableContainer-root': { overflow: 'visible !important', maxHeight: 'none !important' },
          '.MuiTableCell-root': { position: 'static !important' },
          'tr, figure, li': { breakInside: 'avoid' },
          'main, body': { width: 'auto !important', minWidth: '0 !important' },
        },
      }}
    />
  );
}
