import type { Dispatch } from '@reduxjs/toolkit';
import { type AuthState, authRoutes } from '@medivi/domain';
import { reportFailedCall } from '../../lib/api-errors';
import { getJson } from '../../lib/plain-request';
import { storageKeys, writeStorage } from '../../lib/storage';
import { sessionFetched, sessionFetchFailed } from './session-slice';

/**
 * Fetches the auth state once on app start (accounts spec §4 Session) and stores the session's
 * CSRF token; the session slice follows the answer: logged in with a user that has roles,
 * otherwise logged out. A plain request rather than RTK Query, which start-up does not load
 * (docs/decisions/0118); a failure is reported as every API call's is (`reportFailedCall`).
 */
export async function fetchSession(dispatch: Dispatch): Promise<void> {
  const result = await getJson(authRoutes.getAuth.path);
  if ('error' in result) {
    reportFailedCall(dispatch, result.error, false);
    dispatch(sessionFetchFailed());
    return;
  }
  // The reply is the server's (typed by its contract); the slice checks the user it names.
  const csrfToken = (result.data as Partial<AuthState> | null)?.csrfToken;
  if (typeof csrfToken === 'string') writeStorage(storageKeys.csrfToken, csrfToken);
  dispatch(sessionFetched(result.data));
}
