import { describe, expect, it } from 'vitest';
import { readSafeReturnTo, resolvePostLoginPath } from './post-login';

describe('post-login destination', () => {
  it('goes to a same-origin returnTo first', () => {
    expect(resolvePostLoginPath(['medivi-read'], 'medivi', '/provider-search?zip=44106')).toBe(
      '/provider-search?zip=44106',
    );
  });

  it('ignores returnTo values that leave the site or loop back to sign-in', () => {
    for (const value of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'provider-search',
      '/login',
      '/logout',
    ]) {
      expect(readSafeReturnTo(value)).toBeNull();
    }
    expect(readSafeReturnTo(null)).toBeNull();
  });

  it('goes to Provider Search for read or mobile-read, by variant', () => {
    expect(resolvePostLoginPath(['medivi-read'], 'medivi', null)).toBe('/provider-search');
    expect(resolvePostLoginPath(['medivimobile-read'], 'medivi', null)).toBe('/provider-search');
    expect(resolvePostLoginPath(['claims-read'], 'claims', null)).toBe('/provider-search');
  });

  it('sends a Claims-site sign-in of claims-admin or claims-contractsuperadmin to /repricing', () => {
    expect(resolvePostLoginPath(['claims-read', 'claims-admin'], 'claims', null)).toBe('/repricing');
    expect(resolvePostLoginPath(['claims-contractsuperadmin'], 'claims', null)).toBe('/repricing');
    expect(resolvePostLoginPath(['medivi-read', 'medivi-admin'], 'medivi', null)).toBe('/provider-search');
  });

  it('goes to Benchmarks for a user whose only page it is', () => {
    expect(resolvePostLoginPath(['medivi-benchmarks'], 'medivi', null)).toBe('/benchmarks');
  });

  it('is null when the user can reach no built page', () => {
    expect(resolvePostLoginPath([], 'medivi', null)).toBeNull();
    expect(resolvePostLoginPath(['medivi-read'], 'claims', null)).toBeNull();
  });
});
