import type { MessageDescriptor } from '@lingui/core';
import type { Language } from '@medivi/domain';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorCodeOf, serverErrorFacts, type ServerErrorFacts } from '../api-errors';
import { activeLanguage, hasMessage, loadAreas } from './i18n';

/**
 * The message to show for a failed call, in `language` (issue 37, docs/decisions/0125): first the
 * catalogue's wording of the reply's `code` for the form (`<scope>.<CODE>`, such as
 * `auth.signIn.errors.RATE_LIMITED`) or the start-up `errors.code.<CODE>`, with the reply's
 * `params`; then, in English, the server's own message (the spec's wording); in another language
 * the `serverErrors` area's wording of the code (`serverErrors.code.<CODE>`, loaded with the first
 * failed call: `loadServerErrorTexts`); else a general message, so that no English server text
 * shows in another language. Call it when rendering, so that a change of language rewords a
 * message already shown.
 */
export function wordServerError(
  facts: ServerErrorFacts,
  scope: string,
  language: Language,
): MessageDescriptor {
  if (facts.status === 'FETCH_ERROR') return { id: 'errors.network' };
  const { code } = facts;
  if (code !== null) {
    const id = [`${scope}.${code}`, `errors.code.${code}`].find(hasMessage);
    if (id !== undefined) return { id, values: facts.params };
  }
  if (language === 'en' && facts.text !== null)
    return { id: 'errors.serverText', values: { text: facts.text } };
  if (code !== null && hasMessage(`serverErrors.code.${code}`)) {
    return { id: `serverErrors.code.${code}`, values: facts.params };
  }
  return {
    id: typeof facts.status === 'number' && facts.status < 500 ? 'errors.refused' : 'errors.serverError',
  };
}

/** `wordServerError` of a failed call. */
export function serverErrorMessage(
  error: FetchBaseQueryError,
  scope: string,
  language: Language,
): MessageDescriptor {
  return wordServerError(serverErrorFacts(error), scope, language);
}

/**
 * Loads the `serverErrors` area (every code's wording, about 3 KB gzip per language) when a call
 * failed with a code and the portal shows a language other than English, so that the page words
 * the error in that language; in English the server's message shows and nothing loads. Never
 * rejects: without the area, the error shows a general message.
 */
export async function loadServerErrorTexts(error: FetchBaseQueryError): Promise<void> {
  if (activeLanguage() === 'en' || errorCodeOf(error) === null) return;
  await loadAreas('serverErrors').catch(() => undefined);
}
