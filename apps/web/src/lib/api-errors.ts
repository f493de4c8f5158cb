import type { Dispatch } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type ErrorReply, messages } from '@medivi/domain';
import { sessionEnded, unauthorizedReceived } from './session-events';
import { snackbarQueued } from './snackbar-slice';

/**
 * True when a reply body has the error reply's `message`. A plain check rather than
 * `errorReplySchema.safeParse` keeps zod out of the first download (every page loads this file).
 */
function hasErrorMessage(data: unknown): data is Pick<ErrorReply, 'message'> {
  return (
    typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
  );
}

/** The message a failed call carries, or null when its reply has none. */
export function errorMessageOf(error: FetchBaseQueryError): string | null {
  if (error.status === 'FETCH_ERROR') return messages.networkError;
  return hasErrorMessage(error.data) ? error.data.message : null;
}

/** The `code` a failed call's error reply carries (such as 'CAPTCHA_REQUIRED'), or null. */
export function errorCodeOf(error: FetchBaseQueryError): string | null {
  const data = error.data as { code?: unknown } | null | undefined;
  return typeof data === 'object' && data !== null && typeof data.code === 'string' ? data.code : null;
}

/**
 * What every rejected call does (accounts spec §7, §8): a 401 marks the user logged out and ends
 * the session so every slice resets; any other failure queues its message as a snackbar, or is
 * only logged when the call is `silent`. Shared by the API's base query and the session fetch of
 * start-up, which runs without RTK Query.
 */
export function reportFailedCall(dispatch: Dispatch, error: FetchBaseQueryError, isSilent: boolean) {
  if (error.status === 401) {
    dispatch(unauthorizedReceived());
    dispatch(sessionEnded());
  } else if (isSilent) {
    console.warn('request failed', error.status);
  } else {
    const message = errorMessageOf(error);
    if (message !== null) dispatch(snackbarQueued({ text: message }));
  }
}
