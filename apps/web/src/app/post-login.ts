import { hasAnyRole, providerSearchRoles, repricingRoles, type Variant } from '@medivi/domain';
import { listVisibleNavItems } from './nav-items';
import { paths } from './paths';

/** Pages that make no sense to return to after signing in. */
const nonReturnPaths: readonly string[] = [paths.login, paths.logout];

/**
 * `returnTo` when it is a same-origin relative path ('/x?y'), else null. Rejects absolute and
 * protocol-relative addresses ('//evil', '/\\evil'), so the login page cannot be used to send a
 * user elsewhere, and the login and logout pages themselves.
 */
export function readSafeReturnTo(returnTo: string | null): string | null {
  if (
    returnTo === null ||
    !returnTo.startsWith('/') ||
    returnTo.startsWith('//') ||
    returnTo.startsWith('/\\')
  ) {
    return null;
  }
  let target: URL;
  try {
    target = new URL(returnTo, window.location.origin);
  } catch {
    return null;
  }
  if (target.origin !== window.location.origin) return null;
  if (nonReturnPaths.includes(target.pathname)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Where to go after signing in (accounts spec §2 redirect destinations, §4 Session): a safe
 * `returnTo`, else Provider Search for read or mobile-read, else the first navigation page the
 * user can reach. Null when there is none: the account-without-access dialog shows instead.
 */
export function resolvePostLoginPath(
  roles: readonly string[],
  variant: Variant,
  returnTo: string | null,
): string | null {
  const safeReturnTo = readSafeReturnTo(returnTo);
  if (safeReturnTo !== null) return safeReturnTo;
  // A Claims-application sign-in goes to /repricing (accounts spec §2, §7; docs/decisions/0105).
  if (variant === 'claims' && hasAnyRole(roles, variant, repricingRoles)) return paths.repricing;
  if (hasAnyRole(roles, variant, providerSearchRoles)) return paths.providerSearch;
  return listVisibleNavItems({ roles, variant })[0]?.path ?? null;
}
