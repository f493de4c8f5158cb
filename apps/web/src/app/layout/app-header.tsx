import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Variant } from '@medivi/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { AccountMenu } from './account-menu';

/** The bell loads on demand: only case members and client viewers see it (accounts spec §6). */
const NotificationBell = lazy(() => import('../../features/notifications/notification-bell'));

export interface AppHeaderProps {
  variant: Variant;
  /** Title of the current page; the page itself holds the one h1. */
  title: string | null;
  fullName: string | null;
  /** Header actions before the avatar: the notifications bell of case members and client viewers. */
  actions?: ReactNode;
  /** The button that opens the navigation drawer on narrow screens; null beside a rail. */
  menuButton?: ReactNode;
}

/**
 * The header of signed-in pages (accounts spec §2 screen 11): logo, page title, the language switch
 * (issue 37), actions, avatar menu.
 */
export function AppHeader({ variant, title, fullName, actions, menuButton }: AppHeaderProps) {
  return (
    <AppBar position="sticky" color="primary" elevation={1}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}>
        {menuButton}
        <LogoMark variant={variant} tone="onDark" />
        <Typography
          component="p"
          variant="h6"
          noWrap
          sx={{ flexGrow: 1, minWidth: 0, fontWeight: 500, fontSize: { xs: '1rem', sm: '1.25rem' } }}
        >
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LanguageSwitch tone="onDark" isShortOnPhones />
          {actions}
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        </Box>
        <AccountMenu fullName={fullName} />
      </Toolbar>
    </AppBar>
  );
}
