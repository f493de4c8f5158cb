import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messages } from '@medivi/domain';
import { errorMessageOf } from '../../lib/api';

/** The message and field messages of a failed call, for a form to show. */
export function serverErrorsOf(error: FetchBaseQueryError | SerializedError): {
  message: string;
  fieldErrors: Record<string, string>;
} {
  if (!('status' in error)) return { message: messages.serverError, fieldErrors: {} };
  const data = error.data as { fieldErrors?: unknown } | undefined;
  const fieldErrors =
    typeof data?.fieldErrors === 'object' && data.fieldErrors !== null
      ? (data.fieldErrors as Record<string, string>)
      : {};
  return { message: errorMessageOf(error) ?? messages.serverError, fieldErrors };
}
