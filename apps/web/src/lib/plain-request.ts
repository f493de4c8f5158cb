import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { readStorage, storageKeys } from './storage';

/** Where the API answers: the page's own origin unless the build names another. */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** Sets the stored CSRF token on a request's headers, as every API call sends it (accounts spec §7). */
export function withCsrfToken(headers: Headers): Headers {
  const token = readStorage(storageKeys.csrfToken);
  if (token !== null) headers.set('X-CSRF-Token', token);
  return headers;
}

/**
 * A GET of the API without RTK Query, for start-up (the session fetch), answered as RTK Query's
 * `fetchBaseQuery` would: the JSON body as `data`, or an `error` with the status and body of a
 * rejected reply, `FETCH_ERROR` when nothing came back and `PARSING_ERROR` for a body that is not
 * JSON.
 */
export async function getJson(path: string): Promise<{ data: unknown } | { error: FetchBaseQueryError }> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, {
      credentials: 'same-origin',
      headers: withCsrfToken(new Headers()),
    });
  } catch (cause) {
    return { error: { status: 'FETCH_ERROR', error: String(cause) } };
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text.length > 0 ? JSON.parse(text) : null;
  } catch (cause) {
    return {
      error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(cause) },
    };
  }
  return response.ok ? { data } : { error: { status: response.status, data } };
}
