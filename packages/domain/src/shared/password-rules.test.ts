import { describe, expect, it } from 'vitest';
import { passwordChecklist, passwordMessages, passwordProblem, rangeListsSuffix } from './password-rules.js';

describe('password rules (accounts spec §5)', () => {
  it('reports the checklist item by item', () => {
    expect(passwordChecklist('abc')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    expect(passwordChecklist('Abcdefghij1!')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
    expect(passwordChecklist('ÉCOLE école 9').special).toBe(true);
  });

  it('names the first blocking rule', () => {
    expect(passwordProblem('')).toBe(passwordMessages.required);
    expect(passwordProblem(' Abcdefghij1!')).toBe(passwordMessages.whitespace);
    expect(passwordProblem('Abcdefghij1')).toBe(passwordMessages.minLength);
    expect(passwordProblem('Abcdefghij1!')).toBeNull();
    expect(passwordProblem('a'.repeat(128))).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe(passwordMessages.maxLength);
    expect(passwordProblem('a'.repeat(129), { registration: true })).toBe(
      'Password must be less than 128 characters',
    );
  });

  it('matches a suffix in a range reply, ignoring padding lines', () => {
    const body = '0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0\n';
    expect(rangeListsSuffix(body, '0018a45c4d1def81644b54ab7f969b88d65')).toBe(true);
    expect(rangeListsSuffix(body, '00D4F6E8FA6EECAD2A3AA415EEC418D38EC')).toBe(false);
    expect(rangeListsSuffix(body, 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF')).toBe(false);
  });
});
