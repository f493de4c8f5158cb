import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsNavigating } from '../app-router';
import { LoadingPage } from '../../components/loading-text';
import { selectCurrentUser, selectSessionStatus } from '../../features/auth/session-slice';
import { useAppSelector } from '../../lib/hooks';
import { isBuiltPath, loginPathFor, paths } from '../../lib/paths';
import { importWithAreas } from '../../lib/i18n/i18n';

// Account-state screens are rare: they load on demand instead of with every page.
const DeactivatedAccountPage = lazy(async () => ({
  default: (await importWithAreas(() => import('../../features/auth/account-state'), 'accountState'))
    .DeactivatedAccountPage,
}));
const PasswordExpiredPage = lazy(async () => ({
  default: (await importWithAreas(() => import('../../features/auth/account-state'), 'accountState'))
    .PasswordExpiredPage,
}));

/** Where an expired password may still go among signed-in pages (accounts spec §2). */
const passwordExpiredPaths: readonly string[] = [paths.changePassword];

/**
 * Gate of every signed-in page (accounts spec §2 protected routes and account-state sets):
 * - while the session loads: 'Loading. Please wait.';
 * - logged out: /login?returnTo=<current path and query>, unless a navigation is already under
 *   way (deleting the account goes to /register while the ended session answers 401): the
 *   destination decides, and a signed-in one sends to /login in its turn;
 * - deactivated account: the deactivated notice instead of the page;
 * - expired password: the password-expired modal, except on change-password.
 */
export function RequireSession() {
  // A store update renders at once, in one task; deferred, the page that follows the session's
  // answer renders in slices (docs/decisions/0011-code-splitting-and-start-up.md).
  const status = useDeferredValue(useAppSelector(selectSessionStatus));
  const user = useDeferredValue(useAppSelector(selectCurrentUser));
  const { pathname, search } = useLocation();
  const isNavigating = useIsNavigating();

  if (status === 'fetching') return <LoadingPage />;
  if (user === null && isNavigating) return <LoadingPage />;
  if (user === null) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  if (user.isDeactivated) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <DeactivatedAccountPage />
      </Suspense>
    );
  }
  if (user.isPasswordExpired && !passwordExpiredPaths.includes(pathname)) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <PasswordExpiredPage
          changePasswordPath={isBuiltPath(paths.changePassword) ? paths.changePassword : null}
        />
      </Suspense>
    );
  }
  return <Outlet />;
}
