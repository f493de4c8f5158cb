import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Words a form rule's message in the portal's language: the domain package's schemas give the
 * spec's English (the server checks with the same schemas), so a form looks each message up by its
 * value and words it from its area's catalogue (issue 37, docs/decisions/0125). A message it does
 * not know is returned as it came.
 */
export type WordMessage = (message: string) => string;

/** One error, or an object or array of the errors of nested fields, worded by `word`. */
function wordError(error: unknown, word: WordMessage): unknown {
  if (typeof error !== 'object' || error === null) return error;
  // A field array's errors stay an array (`states.1.share`), with gaps where a row has none.
  if (Array.isArray(error)) return error.map((item: unknown) => wordError(item, word));
  if (typeof (error as { message?: unknown }).message === 'string') {
    const message = (error as { message: string }).message;
    return { ...error, message: word(message) };
  }
  const worded: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(error) as [string, unknown][]) {
    worded[name] = wordError(inner, word);
  }
  return worded;
}

/**
 * A resolver's field errors with their messages worded by `word`; the errors of nested fields (an
 * object of errors without a message, or a field array's list of them) are worded too.
 */
export function wordFieldErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  word: WordMessage,
): FieldErrors<Values> {
  return wordError(errors, word) as FieldErrors<Values>;
}

/** `check` with its field errors' messages worded by `word` (`wordFieldErrors`). */
export function wordedResolver<Values extends FieldValues, Context, Output>(
  check: Resolver<Values, Context, Output>,
  word: WordMessage,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    return { ...result, errors: wordFieldErrors(result.errors, word) } as Awaited<ReturnType<typeof check>>;
  };
}
