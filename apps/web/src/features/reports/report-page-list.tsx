import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { useLingui } from '../../lib/i18n/i18n';
import { reportPageTitle } from './report-texts';

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

/** The report's pages as links, the one shown marked current, and Clear. */
export function PageList({
  pages,
  currentPage,
  searchFor,
  onClear,
  onChoose,
}: ReportDrawerProps & { onChoose?: () => void }) {
  const { _ } = useLingui();
  return (
    <Box component="nav" aria-label={_('reports.pages')} data-print="hide" sx={{ width: drawerWidth, py: 1 }}>
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
              <ListItemText primary={reportPageTitle(page, _)} />
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
          {_('reports.clear')}
        </Button>
      </Box>
    </Box>
  );
}
