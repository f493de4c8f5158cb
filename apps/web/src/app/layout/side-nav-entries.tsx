import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { visuallyHiddenSx } from '../../components/visually-hidden';
import { useLingui } from '../../lib/i18n/i18n';
import { isNavItemActive, type VisibleNavItem } from '../nav-items';
import { paths } from '../../lib/paths';
import { navIcons } from './nav-icons';

// The tooltips of the collapsed navigation (and the popper code they need) load once it is
// collapsed; until then each entry shows without one.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

// The confirmation (dialog and modal code) loads when first asked for, not with every page.
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../components/confirm-dialog')).ConfirmDialog,
}));

function NavEntry({
  item,
  isCollapsed,
  depth,
  onNavigate,
}: {
  item: VisibleNavItem;
  isCollapsed: boolean;
  depth: number;
  onNavigate: (() => void) | undefined;
}) {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  const label = _(item.labelId);
  const isActive = isNavItemActive(item, pathname);
  const link = (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ pl: isCollapsed ? 2 : 2 + depth * 2 }}
    >
      <ListItemIcon sx={{ minWidth: isCollapsed ? 0 : 40 }}>{navIcons[item.id]}</ListItemIcon>
      <ListItemText primary={label} sx={isCollapsed ? visuallyHiddenSx : undefined} />
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {isCollapsed ? (
        <Suspense fallback={link}>
          <Tooltip title={label} placement="right" describeChild>
            {link}
          </Tooltip>
        </Suspense>
      ) : (
        link
      )}
      {item.children.length > 0 && (
        <List disablePadding aria-label={label}>
          {item.children.map((child) => (
            <NavEntry
              key={child.id}
              item={child}
              isCollapsed={isCollapsed}
              depth={depth + 1}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      )}
    </ListItem>
  );
}

/**
 * What the side navigation's frame (`SideNav`) holds: the collapse button of the rail, the entries
 * this user may see and LOG OUT behind the 'Are You Sure?' confirmation. A module of its own, so
 * that a phone, whose navigation stays in the closed drawer, does not load it before the page's
 * text (docs/decisions/0121-lighthouse-on-phones.md).
 */
export function SideNavEntries({
  items,
  isInDrawer,
  isCollapsed,
  onToggleCollapsed,
  listId,
  onNavigate,
}: {
  items: readonly VisibleNavItem[];
  isInDrawer: boolean;
  isCollapsed: boolean;
  onToggleCollapsed: () => void;
  /** Id of the list, named by the collapse button's `aria-controls`. */
  listId: string;
  onNavigate: (() => void) | undefined;
}) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const isConfirmLoaded = useOpenedOnce(isConfirmOpen);
  const toggleLabel = _(isCollapsed ? 'shell.nav.expand' : 'shell.nav.collapse');
  return (
    <>
      <Box
        sx={{
          display: isInDrawer ? 'none' : 'flex',
          justifyContent: isCollapsed ? 'center' : 'flex-end',
          p: 0.5,
        }}
      >
        <IconButton
          onClick={onToggleCollapsed}
          aria-label={toggleLabel}
          aria-expanded={!isCollapsed}
          aria-controls={listId}
        >
          {isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      <List id={listId} sx={{ flexGrow: 1 }}>
        {items.map((item) => (
          <NavEntry key={item.id} item={item} isCollapsed={isCollapsed} depth={0} onNavigate={onNavigate} />
        ))}
      </List>
      <Box sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
        <Button
          variant="outlined"
          onClick={() => {
            setIsConfirmOpen(true);
          }}
          startIcon={isCollapsed ? undefined : <LogoutIcon />}
          fullWidth={!isCollapsed}
          sx={isCollapsed ? { minWidth: 0, px: 1 } : undefined}
        >
          {isCollapsed ? (
            <>
              <LogoutIcon aria-hidden="true" />
              <Box component="span" sx={visuallyHiddenSx}>
                {_('shell.nav.logOut')}
              </Box>
            </>
          ) : (
            _('shell.nav.logOut')
          )}
        </Button>
      </Box>
      {isConfirmLoaded && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen={isConfirmOpen}
            title={_('shell.nav.logOutConfirm.title')}
            message={_('shell.nav.logOutConfirm.message')}
            confirmLabel={_('shell.nav.logOut')}
            cancelLabel={_('common.cancel')}
            onCancel={() => {
              setIsConfirmOpen(false);
            }}
            onConfirm={() => {
              setIsConfirmOpen(false);
              void navigate(paths.logout);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
