import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { Outlet, useMatches } from 'react-router';
import { selectCurrentUser } from '../../features/auth/session-slice';
import { useAppSelector } from '../../lib/hooks';
import { readStorage, storageKeys } from '../../lib/storage';
import { useVariant } from '../../lib/variant';
import { listVisibleNavItems } from '../nav-items';
import { readPageTitle } from '../route-handle';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';

const mainId = 'main-content';

/**
 * The frame of signed-in pages: skip link, header, side navigation and the main region that
 * holds the page (accounts spec §2 screens 10 and 11). Rendered only inside `RequireSession`.
 */
export function AppLayout() {
  const variant = useVariant();
  const user = useAppSelector(selectCurrentUser);
  const title = readPageTitle(useMatches());
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const roles = user?.roles;
  const items = useMemo(() => listVisibleNavItems({ roles: roles ?? [], variant }), [roles, variant]);
  const fullName = user?.fullName ?? readStorage(storageKeys.fullName);

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
        Skip to main content
      </Link>
      <AppHeader variant={variant} title={title} fullName={fullName} />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        <SideNav items={items} isInitiallyCollapsed={isNarrow} />
        <Box component="main" id={mainId} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

export default AppLayout;
