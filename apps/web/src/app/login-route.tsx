import type { User } from '@medivi/domain';
import { useCallback } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { useVariant } from '../lib/variant';
import { resolvePostLoginPath } from './post-login';

/** `/login`: the sign-in page with the app's post-login destination rule (accounts spec §2). */
export function LoginRoute() {
  const variant = useVariant();
  const resolveDestination = useCallback(
    (user: User, returnTo: string | null) => resolvePostLoginPath(user, variant, returnTo),
    [variant],
  );
  return <LoginPage resolveDestination={resolveDestination} />;
}

export default LoginRoute;
