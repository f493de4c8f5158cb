import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../lib/hooks';
import { loginPathFor } from '../../lib/paths';
import { AccountStateScreen } from './account-state-screen';
import { selectCurrentUser, selectMfaPendingUser } from './session-slice';

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
  if (user?.isDeactivated === true) return <AccountStateScreen state="deactivated" />;
  if (user?.isPasswordExpired === true) return <AccountStateScreen state="passwordExpired" />;
  return <Outlet />;
}
