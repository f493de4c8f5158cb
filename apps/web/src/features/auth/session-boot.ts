import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from './auth-api';

/**
 * Fetches the auth state once on app start (accounts spec §4 Session); the session slice follows
 * the answer: logged in with a user that has roles, otherwise logged out.
 */
export async function fetchSession(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): Promise<void> {
  await dispatch(authApi.endpoints.getAuth.initiate(undefined, { subscribe: false, forceRefetch: true }));
}
