import type { User } from '@medivi/domain';
import { useCallback } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { useVariant } from '../lib/variant';

/**
 * The post-login destination rule (`post-login.ts`, with the home tiles and the navigation it
 * reads): loaded when a user is signed in, so that a visitor's sign-in page carries none of it.
 */
function loadPostLoginRule() {
  return import('./post-login');
}

/** `/login`: the sign-in page with the app's post-login destination rule (accounts spec §2). */
export function LoginRoute() {
  const variant = useVariant();
  const resolveDestination = useCallback(
    async (user: User, returnTo: string | null) =>
      (await loadPostLoginRule()).resolvePostLoginPath(user, variant, returnTo),
    [variant],
  );
  return <LoginPage resolveDestination={resolveDestination} />;
}

export default LoginRoute;
