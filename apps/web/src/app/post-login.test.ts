import { describe, expect, it } from 'vitest';
import { readSafeReturnTo, resolveAfterOnboardingPath, resolvePostLoginPath } from './post-login';

const onboarded = (...roles: string[]) => ({ roles, isOnboardingComplete: true });
const notOnboarded = (...roles: string[]) => ({ roles, isOnboardingComplete: false });

describe('post-login destination', () => {
  it('goes to a same-origin returnTo first', () => {
    expect(resolvePostLoginPath(onboarded('medivi-read'), 'medivi', '/provider-search?zip=44106')).toBe(
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

  it('checks the path as normalised, so dot segments cannot make another host (issue 30)', () => {
    for (const value of [
      '/.//127.0.0.1:3399/x',
      '/./\\127.0.0.1:3399/x',
      '/.//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/..//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      expect(readSafeReturnTo(value), value).toBeNull();
    }
    // Encoded slashes stay part of one path segment: a path on this site.
    expect(readSafeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(readSafeReturnTo('/./provider-search?zip=44106')).toBe('/provider-search?zip=44106');
  });

  it('sends a refused returnTo to the normal destination', () => {
    expect(resolvePostLoginPath(onboarded('medivi-read'), 'medivi', '/.//127.0.0.1:3399/x')).toBe(
      '/provider-search',
    );
  });

  it('goes to Provider Search for read or mobile-read, by variant', () => {
    expect(resolvePostLoginPath(onboarded('medivi-read'), 'medivi', null)).toBe('/provider-search');
    expect(resolvePostLoginPath(onboarded('medivimobile-read'), 'medivi', null)).toBe('/provider-search');
    expect(resolvePostLoginPath(onboarded('claims-read'), 'claims', null)).toBe('/provider-search');
  });

  it('sends a Claims-site sign-in of claims-admin or claims-contractsuperadmin to /repricing', () => {
    expect(resolvePostLoginPath(onboarded('claims-read', 'claims-admin'), 'claims', null)).toBe('/repricing');
    expect(resolvePostLoginPath(onboarded('claims-contractsuperadmin'), 'claims', null)).toBe('/repricing');
    expect(resolvePostLoginPath(onboarded('medivi-read', 'medivi-admin'), 'medivi', null)).toBe(
      '/provider-search',
    );
  });

  it('goes to /home by default (accounts spec §2: "default otherwise /home")', () => {
    expect(resolvePostLoginPath(onboarded('medivi-benchmarks'), 'medivi', null)).toBe('/home');
    expect(resolvePostLoginPath(onboarded('medivi-analysis', 'medivi-admin'), 'medivi', null)).toBe('/home');
  });

  it('sends a user not yet onboarded to /onboarding, with the destination as its returnTo', () => {
    expect(resolvePostLoginPath(notOnboarded('medivi-read', 'medivi-casesmember'), 'medivi', null)).toBe(
      '/onboarding',
    );
    expect(resolvePostLoginPath(notOnboarded('medivi-read'), 'medivi', '/my-cases?case=7')).toBe(
      '/onboarding?returnTo=%2Fmy-cases%3Fcase%3D7',
    );
    expect(resolvePostLoginPath(notOnboarded('medivi-read'), 'medivi', '//evil.example')).toBe('/onboarding');
  });

  it('is null when the user can reach no built page, onboarded or not', () => {
    expect(resolvePostLoginPath(onboarded(), 'medivi', null)).toBeNull();
    expect(resolvePostLoginPath(onboarded('medivi-read'), 'claims', null)).toBeNull();
    expect(resolvePostLoginPath(notOnboarded(), 'medivi', null)).toBeNull();
  });
});

describe('after the first run', () => {
  it('goes to Provider Search near the chosen zip, or without one', () => {
    expect(resolveAfterOnboardingPath(['medivi-read'], 'medivi', null, '44106')).toBe(
      '/provider-search?zip=44106',
    );
    expect(resolveAfterOnboardingPath(['medivi-read'], 'medivi', null, null)).toBe('/provider-search');
  });

  it('goes to the held returnTo, else /home', () => {
    expect(resolveAfterOnboardingPath(['medivi-read'], 'medivi', '/my-cases', '44106')).toBe('/my-cases');
    expect(resolveAfterOnboardingPath(['medivi-benchmarks'], 'medivi', null, '44106')).toBe('/home');
    expect(resolveAfterOnboardingPath([], 'medivi', 'https://evil.example', null)).toBe('/home');
  });
});
