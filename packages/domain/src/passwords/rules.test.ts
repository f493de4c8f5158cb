import { describe, expect, it } from 'vitest';
import { currentPasswordProblem, isMobileDestination, resetDestinationPath } from './rules.js';

describe('reset destination (no open redirect)', () => {
  it('keeps a path on this site', () => {
    expect(resetDestinationPath('/')).toBe('/');
    expect(resetDestinationPath('/medivi-mobile-login')).toBe('/medivi-mobile-login');
    expect(resetDestinationPath('/login?x=1')).toBe('/login?x=1');
  });

  it('reduces an absolute URL on this origin to its path', () => {
    expect(resetDestinationPath('https://portal.test/login#a', 'https://portal.test')).toBe('/login#a');
  });

  it('refuses other origins, protocol-relative and odd addresses', () => {
    for (const value of [
      'https://evil.test/login',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      'login',
      '',
      '/a\nb',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(resetDestinationPath(value, 'https://portal.test'), value).toBeNull();
    }
  });

  it('knows the mobile login path, with or without a query', () => {
    expect(isMobileDestination('/medivi-mobile-login')).toBe(true);
    expect(isMobileDestination('/medivi-mobile-login?from=app')).toBe(true);
    expect(isMobileDestination('/login')).toBe(false);
  });
});

describe('current password rules (spec §5 change password)', () => {
  it('needs a value without padding and at most 128 characters', () => {
    expect(currentPasswordProblem('')).toBe('This field is required');
    expect(currentPasswordProblem(' pass')).toBe('No leading or trailing whitespace');
    expect(currentPasswordProblem('p'.repeat(129))).toBe('Maximum 128 characters');
    expect(currentPasswordProblem('short')).toBeNull();
  });
});
