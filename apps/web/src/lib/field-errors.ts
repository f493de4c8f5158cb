import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The `fieldErrors` of a refused call's error reply, when it has them. */
export function fieldErrorsOf(
  error: FetchBaseQueryError | SerializedError,
): Record<string, string> | undefined {
  if (!('status' in error) || typeof error.data !== 'object' || error.data === null) return undefined;
  const fieldErrors = (error.data as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
