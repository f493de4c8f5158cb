import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { type ErrorReply, messages } from '@medivi/domain';
import { sessionEnded, unauthorizedReceived } from './session-events';
import { snackbarQueued } from './snackbar-slice';
import { readStorage, storageKeys } from './storage';

/** Per-endpoint options: `silent` failures are only logged (accounts spec §8, notifications). */
export interface ApiExtraOptions {
  silent?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    const token = readStorage(storageKeys.csrfToken);
    if (token !== null) headers.set('X-CSRF-Token', token);
    return headers;
  },
});

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
 * Every API call: sends the CSRF token, marks the user logged out on 401 (and ends the session so
 * every slice resets) and queues the message of any other rejected call as a snackbar, unless the
 * endpoint is silent (accounts spec §7, §8).
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, {});
  const error = result.error;
  // RTK Query passes no extra options at all for endpoints that declare none.
  const isSilent = (extraOptions as ApiExtraOptions | undefined)?.silent === true;
  if (error !== undefined && !(error.status === 'FETCH_ERROR' && api.signal.aborted)) {
    if (error.status === 401) {
      api.dispatch(unauthorizedReceived());
      api.dispatch(sessionEnded());
    } else if (isSilent) {
      console.warn('request failed', error.status);
    } else {
      const message = errorMessageOf(error);
      if (message !== null) api.dispatch(snackbarQueued({ text: message }));
    }
  }
  return result;
};

/**
 * The one RTK Query API. Features add their endpoints with `api.injectEndpoints` beside their
 * pages, typed from the contracts in @medivi/domain.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Auth', 'Plans', 'Providers'],
  endpoints: () => ({}),
});
