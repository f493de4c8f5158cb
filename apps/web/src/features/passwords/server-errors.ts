import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { serverErrorFacts, type ServerErrorFacts } from '../../lib/api-errors';

/**
 * A failed call of the password forms, for a form to show: the call's facts (worded when shown,
 * `wordServerError` with the `passwords.errors` scope, so a language switch rewords them) and the
 * reply's field messages (the domain's English, worded by `fieldProblemText`).
 */
export function serverErrorsOf(error: FetchBaseQueryError | SerializedError): {
  facts: ServerErrorFacts;
  fieldErrors: Record<string, string>;
} {
  if (!('status' in error))
    return { facts: { status: 500, code: null, params: {}, text: null }, fieldErrors: {} };
  const data = error.data as { fieldErrors?: unknown } | undefined;
  const fieldErrors =
    typeof data?.fieldErrors === 'object' && data.fieldErrors !== null
      ? (data.fieldErrors as Record<string, string>)
      : {};
  return { facts: serverErrorFacts(error), fieldErrors };
}
