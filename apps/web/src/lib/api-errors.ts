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
 * What a failed call said, as plain data (so that the snackbar queue can keep it in the store and
 * word it when it shows, `wordServerError` in lib/i18n/server-errors.ts): its HTTP status (or
 * `FETCH_ERROR` and the other statuses of a call that got no reply), the error reply's `code` and
 * `params` (values the code's wording needs), and the server's English `message`.
 */
export interface ServerErrorFacts {
  status: number | string;
  code: string | null;
  params: Record<string, string | number>;
  text: string | null;
}

/** The `params` of an error reply, or none. */
function errorParamsOf(error: FetchBaseQueryError): Record<string, string | number> {
  const data = error.data as { params?: unknown } | null | undefined;
  const params = typeof data === 'object' && data !== null ? data.params : undefined;
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}

/** A failed call's facts (`ServerErrorFacts`). */
export function serverErrorFacts(error: FetchBaseQueryError): ServerErrorFacts {
  return {
    status: error.status,
    code: errorCodeOf(error),
    params: errorParamsOf(error),
    text: errorMessageOf(error),
  };
}

/**
 * What every rejected call does (accounts spec §7, §8): a 401 marks the user logged out and ends
 * the session so every slice resets; any other failure that carries a message queues it as a
 * snackbar, worded in the portal's language when it shows, or is only logged when the call is `silent`. Shared by the API's base query and the session fetch of
 * start-up, which runs without RTK Query.
 */
export function reportFailedCall(dispatch: Dispatch, error: FetchBaseQueryError, isSilent: boolean) {
  if (error.status === 401) {
    dispatch(unauthorizedReceived());
    dispatch(sessionEnded());
  } else if (isSilent) {
    console.warn('request failed', error.status);
  } else if (errorMessageOf(error) !== null) {
    dispatch(snackbarQueued({ serverError: serverErrorFacts(error) }));
  }
}
