import { describe, expect, it } from 'vitest';
import { isSameSiteOrigin } from './same-site-origin.js';

describe('isSameSiteOrigin', () => {
  const base = 'https://portal.medivi.test';

  it('accepts the request host and the public base URL origin', () => {
    expect(isSameSiteOrigin('http://localhost:3000', 'localhost:3000', base)).toBe(true);
    expect(isSameSiteOrigin('https://portal.medivi.test', 'internal:8080', base)).toBe(true);
    expect(isSameSiteOrigin('https://portal.medivi.test', 'portal.medivi.test:443', 'http://x.test')).toBe(
      true,
    );
  });

  it('refuses other sites, other ports, opaque and missing origins', () => {
    expect(isSameSiteOrigin('https://evil.example', 'localhost:3000', base)).toBe(false);
    expect(isSameSiteOrigin('http://localhost:3001', 'localhost:3000', base)).toBe(false);
    expect(isSameSiteOrigin('https://portal.medivi.test.evil.example', 'localhost:3000', base)).toBe(false);
    expect(isSameSiteOrigin('null', 'localhost:3000', base)).toBe(false);
    expect(isSameSiteOrigin(undefined, 'localhost:3000', base)).toBe(false);
    expect(isSameSiteOrigin('not a url', 'localhost:3000', base)).toBe(false);
    expect(isSameSiteOrigin('file://localhost:3000', 'localhost:3000', base)).toBe(false);
  });
});
