import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingPage } from '../../components/loading-text';
import { useAppSelector } from '../../lib/hooks';
import { isBuiltPath, loginPathFor, paths } from '../../lib/paths';
import { selectCurrentUser, selectMfaPendingUser } from './session-slice';
import { importWithAreas } from '../../lib/i18n/i18n';

// The account-state screens are rare, and their dialog, alert and buttons are a third of the
// requests of a help page: they load when shown, not before every public page's text
// (docs/decisions/0121-lighthouse-on-phones.md).
const DeactivatedAccountPage = lazy(async () => ({
  default: (await importWithAreas(() => import('./account-state'), 'accountState')).DeactivatedAccountPage,
}));
const PasswordExpiredPage = lazy(async () => ({
  default: (await importWithAreas(() => import('./account-state'), 'accountState')).PasswordExpiredPage,
}));

/**
 * Gate of the public pages that a signed-in account in a special state may not use (accounts
 * spec §2 account-state route sets: a deactivated account keeps only /, /rbp-form, /login and
 * /logout; an expired password adds /change-password; an account waiting for its sign-in code
 * keeps the same four plus the multi-factor prompt). Such a user sees the deactivated notice, the
 * password-expired modal, or the sign-in page with the code prompt (returning here after the
 * code); everyone else sees the page.
 */
export function PublicAccountStateGate() {
  const user = useAppSelector(selectCurrentUser);
  const mfaPendingUser = useAppSelector(selectMfaPendingUser);
  const location = useLocation();
  if (mfaPendingUser !== null) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (user?.isDeactivated === true) {
    return (
      <Suspense fallback={<LoadingPage />}>
        <DeactivatedAccountPage />
      </Suspense>
    );
  }
  if (user?.isPasswordExpired === true) {
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
