import type { FieldErrors, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { wordedResolver, wordFieldErrors } from './worded-resolver';

interface Values {
  name: string;
  plan: { id: string };
  states: { share: number }[];
}

const word = (message: string) => (message === 'Enter the name.' ? 'Escriba el nombre.' : `«${message}»`);

describe('wordFieldErrors (issue 37)', () => {
  it('words top-level, nested and field-array messages, keeping an array an array with its gaps', () => {
    const ref = { name: 'states.1.share' };
    const errors = {
      name: { type: 'too_small', message: 'Enter the name.' },
      plan: { id: { type: 'custom', message: 'Choose a plan.' } },
      // Row 0 has no error: react-hook-form leaves a hole.
      states: [undefined, { share: { type: 'too_big', message: 'At most 100.', ref } }],
    } as unknown as FieldErrors<Values>;
    const worded = wordFieldErrors(errors, word) as unknown as {
      name: { message: string; type: string };
      plan: { id: { message: string } };
      states: ({ share: { message: string; ref: unknown } } | undefined)[];
    };
    expect(worded.name).toEqual({ type: 'too_small', message: 'Escriba el nombre.' });
    expect(worded.plan.id.message).toBe('«Choose a plan.»');
    expect(Array.isArray(worded.states)).toBe(true);
    expect(worded.states).toHaveLength(2);
    expect(worded.states[0]).toBeUndefined();
    expect(worded.states[1]?.share.message).toBe('«At most 100.»');
    expect(worded.states[1]?.share.ref).toBe(ref);
  });

  it('wraps a resolver: values pass through, errors come worded', async () => {
    const check: Resolver<Values> = () =>
      Promise.resolve({ values: {}, errors: { name: { type: 'x', message: 'Enter the name.' } } });
    const result = await wordedResolver(check, word)({ name: '', plan: { id: '' }, states: [] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.name?.message).toBe('Escriba el nombre.');
  });
});
