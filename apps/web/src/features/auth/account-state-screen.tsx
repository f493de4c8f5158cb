import { lazy, Suspense } from 'react';
import { LoadingPage } from '../../components/loading-text';
import { isBuiltPath, paths } from '../../lib/paths';

// The account-state screens are rare, and their dialog, alert and buttons are a third of the
// requests of a help page: they load when shown, not before a page's text
// (docs/decisions/0121-lighthouse-on-phones.md).
const DeactivatedAccountPage = lazy(async () => ({
  default: (await import('./account-state')).DeactivatedAccountPage,
}));
const PasswordExpiredPage = lazy(async () => ({
  default: (await import('./account-state')).PasswordExpiredPage,
}));

/**
 * The screen a signed-in account in a special state sees instead of a page (accounts spec §2
 * account-state route sets): `deactivated`, the deactivated notice; `passwordExpired`, the
 * password-expired modal, which links to change-password where that route is built. Used by the
 * gates of the public and of the signed-in pages alike; its code loads when it is shown.
 */
export function AccountStateScreen({ state }: { state: 'deactivated' | 'passwordExpired' }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      {state === 'deactivated' ? (
        <DeactivatedAccountPage />
      ) : (
        <PasswordExpiredPage
          changePasswordPath={isBuiltPath(paths.changePassword) ? paths.changePassword : null}
        />
      )}
    </Suspense>
  );
}
