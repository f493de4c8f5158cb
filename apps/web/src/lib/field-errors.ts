import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

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

/**
 * Puts the field messages of a refused call's reply (`fieldErrorsOf`) on the form's fields named in
 * `fields`, focusing the first. @returns how many it put; 0 leaves the caller to show the reply's
 * message instead.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  error: FetchBaseQueryError | SerializedError,
  fields: ReadonlySet<string>,
  setError: UseFormSetError<Values>,
): number {
  const known = Object.entries(fieldErrorsOf(error) ?? {}).filter(([name]) => fields.has(name));
  for (const [name, message] of known) {
    setError(name as FieldPath<Values>, { message }, { shouldFocus: true });
  }
  return known.length;
}
