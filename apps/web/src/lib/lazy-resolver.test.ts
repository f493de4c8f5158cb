import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: undefined };

/** A resolver that accepts a non-empty name, as a loaded schema module would give. */
const loaded: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.name !== '') return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'too_small', message: 'This field is required' } } };
};

describe('lazyResolver', () => {
  it('loads the resolver on the first check only and answers as it does', async () => {
    const load = vi.fn(() => Promise.resolve(loaded));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ name: '' }, undefined, options)).resolves.toEqual(
      await loaded({ name: '' }, undefined, options),
    );
    await expect(resolver({ name: 'Ann' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ann' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next check after a failed one', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(loaded);
    const resolver = lazyResolver(load);

    await expect(resolver({ name: 'Ann' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'Ann' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ann' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
