import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** Width of the report drawer beside the page, px. */
const drawerWidth = 260;

export interface ReportDrawerProps {
  pages: readonly { id: string; title: string }[];
  /** The id of the page shown. */
  currentPage: string;
  /** The address (search part, `?page=…`) of a page, the other choices kept. */
  searchFor: (pageId: string) => string;
  /** Back to the first page with no year, month or plan. */
  onClear: () => void;
}

function PageList({
  pages,
  currentPage,
  searchFor,
  onClear,
  onChoose,
}: ReportDrawerProps & { onChoose?: () => void }) {
  return (
    <Box component="nav" aria-label="Report pages" data-print="hide" sx={{ width: drawerWidth, py: 1 }}>
      <List dense disablePadding>
        {pages.map((page) => (
          <ListItem key={page.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={{ search: searchFor(page.id) }}
              selected={page.id === currentPage}
              aria-current={page.id === currentPage ? 'page' : undefined}
              onClick={onChoose}
            >
              <ListItemText primary={page.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ px: 2, pt: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            onClear();
            onChoose?.();
          }}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The side drawer of a report (analysis-reports-admin spec §2 Embedded report pages, §4 "Navigation
 * options are active and closed, default closed"): a navigation landmark "Report pages" with a
 * link per page (the one shown marked current) and Clear. From `xl` (1536 px) up it stays beside
 * the page; below, a "Report pages" button opens it as a temporary drawer, closed by default and
 * closed again once a page is chosen, so a report's tables have the page's whole width (at
 * 1280 px a case list's money columns were off-screen beside a standing drawer; issue 31 item 10).
 */
export function ReportDrawer(props: ReportDrawerProps) {
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('xl'), { noSsr: true });
  const [isOpen, setOpen] = useState(false);
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
        Report pages
      </Button>
      <Drawer id={drawerId} variant="temporary" open={isOpen} onClose={close}>
        <PageList {...props} onChoose={close} />
      </Drawer>
    </>
  );
}
