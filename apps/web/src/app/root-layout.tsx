import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SnackbarHost } from '../components/snackbar-host';
import { selectCurrentUser, selectSessionStatus } from '../features/auth/session-slice';
import { useAppSelector } from '../lib/hooks';
import { LanguageSync } from './language-sync';
import { ThemeFrame } from './theme-frame';
import { usePageTitleAndFocus } from './use-page-title-and-focus';
import { importWithAreas } from '../lib/i18n/i18n';

// Loaded only when needed: a visitor who is not signed in downloads neither.
const InactivityWatcher = lazy(async () => ({
  default: (await import('../features/auth/inactivity-watcher')).InactivityWatcher,
}));
const DeactivatedAccountBanner = lazy(async () => ({
  default: (await importWithAreas(() => import('../features/auth/account-state'), 'accountState'))
    .DeactivatedAccountBanner,
}));

/**
 * The root route around every page: theme, the disabled-account banner (deactivated users), the
 * inactivity timeout (signed-in users), the snackbar queue, each page's document title and focus
 * on arrival, and the signed-in account's language (issue 37).
 */
export function RootLayout() {
  usePageTitleAndFocus();
  // Booleans, not the session itself: the session's answer usually arrives while the first page
  // renders, and a selected value that changed meanwhile makes React redo that render at once,
  // in one long task, instead of in slices.
  const isLoggedIn = useAppSelector((state) => selectSessionStatus(state) === 'loggedIn');
  const isDeactivated = useAppSelector((state) => selectCurrentUser(state)?.isDeactivated === true);
  return (
    <ThemeFrame>
      <LanguageSync />
      {isDeactivated && (
        <Suspense fallback={null}>
          <DeactivatedAccountBanner />
        </Suspense>
      )}
      <Outlet />
      {isLoggedIn && (
        <Suspense fallback={null}>
          <InactivityWatcher />
        </Suspense>
      )}
      <SnackbarHost />
    </ThemeFrame>
  );
}
