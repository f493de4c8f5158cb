import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver's field errors with each message passed through `word`; the errors of nested fields
 * (an object of errors without a message, such as `description.providerZip`) are worded too.
 */
function wordErrors<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  word: (message: string) => string,
): FieldErrors<Values> {
  const worded: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(errors) as [string, unknown][]) {
    if (typeof error !== 'object' || error === null) {
      worded[name] = error;
    } else if (typeof (error as { message?: unknown }).message === 'string') {
      worded[name] = { ...error, message: word((error as { message: string }).message) };
    } else {
      worded[name] = wordErrors(error as FieldErrors, word);
    }
  }
  return worded as FieldErrors<Values>;
}

/**
 * `check` with its field messages passed through `word` (issue 37): the domain's schemas give the
 * spec's English, and a form words each message in the portal's language by looking it up.
 */
export function wordedResolverOf<Values extends FieldValues, Context, Output>(
  check: Resolver<Values, Context, Output>,
  word: (message: string) => string,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    return { ...result, errors: wordErrors(result.errors, word) } as Awaited<ReturnType<typeof check>>;
  };
}
