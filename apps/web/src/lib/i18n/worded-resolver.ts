import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * Words a form rule's message in the portal's language: the domain package's schemas give the
 * spec's English (the server checks with the same schemas), so a form looks each message up by its
 * value and words it from its area's catalogue (issue 37, docs/decisions/0125). A message it does
 * not know is returned as it came.
 */
export type WordMessage = (message: string) => string;

/**
 * A resolver's field errors with their messages worded by `word`; the errors of nested fields (an
 * object of errors without a message) are worded too.
 */
export function wordFieldErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  word: WordMessage,
): FieldErrors<Values> {
  const worded: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors) as [string, unknown][]) {
    if (typeof error !== 'object' || error === null) {
      worded[name] = error;
    } else if (typeof (error as { message?: unknown }).message === 'string') {
      const message = (error as { message: string }).message;
      worded[name] = { ...error, message: word(message) };
    } else {
      worded[name] = wordFieldErrors(error as FieldErrors, word);
    }
  }
  return worded as FieldErrors<Values>;
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
