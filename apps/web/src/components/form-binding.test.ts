import { describe, expect, it, vi } from 'vitest';
import { inputPropsOf } from './form-binding';

describe('inputPropsOf', () => {
  it('hands the ref on as inputRef and keeps the other props as they are', () => {
    const ref = vi.fn();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const props = inputPropsOf({ name: 'password', value: 'typed', onChange, onBlur, ref });
    expect(props).toEqual({ name: 'password', value: 'typed', onChange, onBlur, inputRef: ref });
    expect('ref' in props).toBe(false);
  });

  it('leaves value out for an uncontrolled (registered) field', () => {
    const props = inputPropsOf({ name: 'confirmPassword', onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() });
    expect('value' in props).toBe(false);
    expect(Object.keys(props).sort()).toEqual(['inputRef', 'name', 'onBlur', 'onChange']);
  });
});
