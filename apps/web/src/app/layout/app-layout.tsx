import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { Outlet } from 'react-router';
import { selectCurrentUser } from '../../features/auth/session-slice';
import { useAppSelector } from '../../lib/hooks';
import { useLingui } from '../../lib/i18n/i18n';
import { readStorage, storageKeys } from '../../lib/storage';
import { useVariant } from '../../lib/variant';
import { listVisibleNavItems } from '../nav-items';
import { readPageTitle } from '../route-handle';
import { useRouteMatches } from '../route-matches';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

const mainId = 'main-content';

// The drawer of narrow screens (and the modal code it needs) loads when it is first opened, with
// the navigation's entries, which a phone loads only then (side-nav.tsx), so that it opens whole.
const Drawer = lazy(async () => {
  const [drawer] = await Promise.all([import('@mui/material/Drawer'), import('./side-nav-entries')]);
  return drawer;
});

/**
 * The frame of signed-in pages: skip link, header, side navigation and the main region that
 * holds the page (accounts spec §2 screens 10 and 11). Rendered only inside `RequireSession`.
 * Below the `md` breakpoint the navigation is a temporary drawer over the page, opened from the
 * header's menu button and closed after a choice, so the page keeps the whole width
 * (docs/decisions/0095).
 */
export function AppLayout() {
  const variant = useVariant();
  const user = useAppSelector(selectCurrentUser);
  const { _ } = useLingui();
  const titleId = readPageTitle(useRouteMatches());
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const roles = user?.roles;
  const items = useMemo(() => listVisibleNavItems({ roles: roles ?? [], variant }), [roles, variant]);
  const fullName = user?.fullName ?? readStorage(storageKeys.fullName);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const hasOpenedDrawer = useOpenedOnce(isDrawerOpen);
  const drawerId = useId();
  const closeDrawer = () => {
    setDrawerOpen(false);
  };
  const menuButton = isNarrow ? (
    <IconButton
      color="inherit"
      edge="start"
      aria-label={_('shell.menu.open')}
      aria-haspopup="dialog"
      aria-expanded={isDrawerOpen}
      aria-controls={isDrawerOpen ? drawerId : undefined}
      onClick={() => {
        setDrawerOpen(true);
      }}
    >
      <MenuIcon />
    </IconButton>
  ) : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href={`#${mainId}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {_('shell.skipLink')}
      </Link>
      <AppHeader
        variant={variant}
        title={titleId === null ? null : _(titleId)}
        fullName={fullName}
        menuButton={menuButton}
      />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {isNarrow ? (
          hasOpenedDrawer && (
            <Suspense fallback={null}>
              <Drawer
                id={drawerId}
                variant="temporary"
                open={isDrawerOpen}
                onClose={closeDrawer}
                slotProps={{
                  paper: { role: 'dialog', 'aria-modal': true, 'aria-label': _('shell.nav.drawer') },
                }}
              >
                <SideNav items={items} placement="drawer" onNavigate={closeDrawer} />
              </Drawer>
            </Suspense>
          )
        ) : (
          <SideNav items={items} placement="rail" />
        )}
        <Box component="main" id={mainId} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

export default AppLayout;
