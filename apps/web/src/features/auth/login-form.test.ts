import { emailMaxLength, loginBodySchema, passwordMaxLength } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { checkLoginFields } from './login-form';

describe('sign-in field checks (accounts spec §2)', () => {
  it("asks for both fields with 'This field is required', an e-mail of spaces included", () => {
    expect(checkLoginFields({ email: '   ', password: '' }).errors).toEqual({
      email: { id: 'auth.field.required' },
      password: { id: 'auth.field.required' },
    });
  });

  it('sends the e-mail trimmed and the password as typed', () => {
    expect(checkLoginFields({ email: ' pat@example.test ', password: ' secret ' })).toEqual({
      values: { email: 'pat@example.test', password: ' secret ' },
      errors: {},
    });
  });

  it('rejects fields longer than the login contract allows', () => {
    const { errors } = checkLoginFields({
      email: 'a'.repeat(emailMaxLength + 1),
      password: 'p'.repeat(passwordMaxLength + 1),
    });
    expect(errors).toEqual({
      email: { id: 'auth.field.tooLong', values: { maxLength: emailMaxLength } },
      password: { id: 'auth.field.tooLong', values: { maxLength: passwordMaxLength } },
    });
  });

  it('agrees with the login contract on every case above', () => {
    const cases = [
      { email: '   ', password: '' },
      { email: ' pat@example.test ', password: ' secret ' },
      { email: 'a'.repeat(emailMaxLength), password: 'p'.repeat(passwordMaxLength) },
      { email: 'a'.repeat(emailMaxLength + 1), password: 'p' },
      { email: 'pat@example.test', password: 'p'.repeat(passwordMaxLength + 1) },
    ];
    for (const input of cases) {
      const contract = loginBodySchema.safeParse(input);
      const checked = checkLoginFields(input);
      expect(Object.keys(checked.errors).length === 0).toBe(contract.success);
      if (contract.success)
        expect(checked.values).toEqual({ email: contract.data.email, password: contract.data.password });
    }
  });
});
