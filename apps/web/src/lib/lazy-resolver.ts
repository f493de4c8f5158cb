import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads the real one on the form's first check (issue 39,
 * docs/decisions/0118): `load` dynamically imports the module holding the zod schema and its
 * `zodResolver`, so zod stays off the page's first load, and every check then delegates to that
 * resolver, with the same rules and messages. The load starts once; if it fails (the network
 * dropped), the check fails and the next one tries again.
 *
 * @param load Imports the schema module and returns its resolver.
 * @returns A resolver for `useForm` that waits for the loaded one.
 */
export function lazyResolver<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
