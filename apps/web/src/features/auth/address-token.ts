import { storageKeys, writeStorage } from '../../lib/storage';

/** Query parameter that may carry an anti-forgery token into the app (accounts spec §4 Session). */
export const csrfTokenParam = 'csrfToken';

/**
 * Stores a `csrfToken` query parameter of the address in local storage and takes it out of the
 * address bar (accounts spec §4 Session), so the token does not linger in history or leak
 * through a Referer header. Runs before the router reads the address.
 */
export function storeCsrfTokenFromAddress(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(csrfTokenParam);
  if (token === null) return;
  if (token !== '') writeStorage(storageKeys.csrfToken, token);
  url.searchParams.delete(csrfTokenParam);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
