import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  fetchBaseQuery,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { reportFailedCall } from './api-errors';
import { loadServerErrorTexts } from './i18n/server-errors';
import { apiBaseUrl, withCsrfToken } from './plain-request';
import { injectSliceWithMiddleware } from './store-parts';

export { errorCodeOf, errorMessageOf } from './api-errors';

/** Per-endpoint options: `silent` failures are only logged (accounts spec §8, notifications). */
export interface ApiExtraOptions {
  silent?: boolean;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl,
  credentials: 'same-origin',
  prepareHeaders: withCsrfToken,
});

/**
 * Every API call: sends the CSRF token, marks the user logged out on 401 (and ends the session so
 * every slice resets) and queues the message of any other rejected call as a snackbar, unless the
 * endpoint is silent (accounts spec §7, §8). In a language other than English, the wording of error
 * codes loads before a failed call returns, so that the page shows its error in that language.
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
    await loadServerErrorTexts(error);
    reportFailedCall(api.dispatch, error, isSilent);
  }
  return result;
};

/**
 * The one RTK Query API. Features add their endpoints with `api.injectEndpoints` beside their
 * pages, typed from the contracts in @medivi/domain. Its reducer and middleware join the store
 * when this module first loads (lib/store-parts.ts): start-up and the sign-in page run without it.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Auth', 'Plans', 'Providers'],
  endpoints: () => ({}),
});

injectSliceWithMiddleware(api);
