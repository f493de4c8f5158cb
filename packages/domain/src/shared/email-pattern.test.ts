import { describe, expect, it } from 'vitest';
import { emailFieldProblem, isGenericEmail } from './email-pattern.js';

describe('the generic e-mail pattern (accounts spec §5)', () => {
  it('accepts simple addresses with dots, dashes, plus and subdomains', () => {
    for (const email of ['pat@example.com', 'pat.lee-smith+portal@mail.example.co.uk', 'a_b@x.io']) {
      expect(isGenericEmail(email)).toBe(true);
    }
  });

  it('refuses spaces and each excluded character', () => {
    for (const bad of [' ', '&', '!', '#', '^', '$', '%', '*', '(', ')', "'", '"', '~', ',', '`']) {
      expect(isGenericEmail(`pa${bad}t@example.com`), bad).toBe(false);
    }
  });

  it('refuses addresses without an @, a domain or a top-level part', () => {
    for (const bad of [
      '',
      'pat',
      'pat@',
      '@example.com',
      'pat@example',
      'pat@@example.com',
      'pat@example.',
    ]) {
      expect(isGenericEmail(bad), bad).toBe(false);
    }
  });

  it('names the first broken rule: required, whitespace, pattern', () => {
    expect(emailFieldProblem('')).toBe('This field is required');
    expect(emailFieldProblem(' pat@example.com')).toBe('No leading or trailing whitespace');
    expect(emailFieldProblem('pat@example')).toBe('Must be valid email');
    expect(emailFieldProblem('pat@example.com')).toBeNull();
  });
});
