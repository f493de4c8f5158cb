import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '@medivi/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCodeOf, errorMessageOf } from '../api-errors';
import { hasMessage } from './i18n';

/** The `params` of an error reply (values its code's wording needs), or none. */
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

/**
 * The message to show for a failed call, in `language` (issue 37, docs/decisions/0125): the
 * catalogue's wording of the reply's `code` (first `<scope>.<CODE>`, such as
 * `auth.signIn.errors.RATE_LIMITED`, then the shared `errors.code.<CODE>`) with the reply's
 * `params`; in English the server's own message when the catalogue has no wording for the code;
 * in another language a general message, so that no English server text shows there. Call it when
 * rendering, so that a change of language rewords a message already shown.
 */
export function serverErrorMessage(
  error: FetchBaseQueryError,
  scope: string,
  language: Language,
): MessageDescriptor {
  if (error.status === 'FETCH_ERROR') return { id: 'errors.network' };
  const code = errorCodeOf(error);
  if (code !== null) {
    const id = [`${scope}.${code}`, `errors.code.${code}`].find(hasMessage);
    if (id !== undefined) return { id, values: errorParamsOf(error) };
  }
  const text = errorMessageOf(error);
  if (language === 'en' && text !== null) return { id: 'errors.serverText', values: { text } };
  return {
    id: typeof error.status === 'number' && error.status < 500 ? 'errors.refused' : 'errors.serverError',
  };
}
