import { hasAnyRole, providerSearchRoles, repricingRoles, type User, type Variant } from '@medivi/domain';
import { listHomeTiles } from './home/home-tiles';
import { paths, returnToParam } from '../lib/paths';

/** Pages that make no sense to return to after signing in. */
const nonReturnPaths: readonly string[] = [paths.login, paths.logout];

/** True for a path the router or the browser would read as another host ('//host', '/\\host'). */
function isHostRelative(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * `returnTo` when it is a same-origin relative path ('/x?y'), else null. Rejects absolute and
 * protocol-relative addresses ('//evil', '/\\evil'), also where they only appear once the URL is
 * normalised ('/.//evil', '/%2e//evil', '/./\\evil', tabs or newlines dropped; issue 30 item 3),
 * since the checks run on the normalised path that is then used, so the login page cannot be used
 * to send a user elsewhere; and the login and logout pages themselves.
 */
export function readSafeReturnTo(returnTo: string | null): string | null {
  if (returnTo === null || !returnTo.startsWith('/') || isHostRelative(returnTo)) return null;
  let target: URL;
  try {
    target = new URL(returnTo, window.location.origin);
  } catch {
    return null;
  }
  if (target.origin !== window.location.origin) return null;
  if (isHostRelative(target.pathname)) return null;
  if (nonReturnPaths.includes(target.pathname)) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Where to go after signing in and after the one-time code (accounts spec §2 redirect
 * destinations, §4 Session and One-time code): `/onboarding` while the user is not onboarded
 * (the destination rides along as its `returnTo`), else a safe `returnTo`, else `/repricing` for a
 * Claims-site repricer, Provider Search for read or mobile-read, else `/home`. Null when the user
 * can reach no page at all: the account-without-access dialog shows instead.
 */
export function resolvePostLoginPath(
  user: Pick<User, 'roles' | 'isOnboardingComplete'>,
  variant: Variant,
  returnTo: string | null,
): string | null {
  const destination = resolveDestination(user.roles, variant, readSafeReturnTo(returnTo));
  if (destination === null || user.isOnboardingComplete) return destination;
  const afterOnboarding = readSafeReturnTo(returnTo);
  return afterOnboarding === null
    ? paths.onboarding
    : `${paths.onboarding}?${new URLSearchParams({ [returnToParam]: afterOnboarding }).toString()}`;
}

function resolveDestination(roles: readonly string[], variant: Variant, safeReturnTo: string | null) {
  if (safeReturnTo !== null) return safeReturnTo;
  // A Claims-application sign-in goes to /repricing (accounts spec §2, §7; docs/decisions/0105).
  if (variant === 'claims' && hasAnyRole(roles, variant, repricingRoles)) return paths.repricing;
  if (hasAnyRole(roles, variant, providerSearchRoles)) return paths.providerSearch;
  return listHomeTiles({ roles, variant }).length > 0 ? paths.start : null;
}

/**
 * Where the first run at `/onboarding` ends (accounts spec §2, §4): the destination sign-in would
 * have given (its safe `returnTo` first), Provider Search carrying the zip chosen in the first run
 * as its `zip` query, or `/home` when no other page applies.
 */
export function resolveAfterOnboardingPath(
  roles: readonly string[],
  variant: Variant,
  returnTo: string | null,
  providerSearchZip: string | null,
): string {
  const destination = resolveDestination(roles, variant, readSafeReturnTo(returnTo)) ?? paths.start;
  if (destination !== paths.providerSearch || providerSearchZip === null) return destination;
  return `${paths.providerSearch}?${new URLSearchParams({ zip: providerSearchZip }).toString()}`;
}
