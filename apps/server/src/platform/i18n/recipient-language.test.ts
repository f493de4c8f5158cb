import { describe, expect, it } from 'vitest';
import { languageOfAcceptHeader } from './recipient-language.js';

describe('the language of a request without an account (issue 37, docs/decisions/0126)', () => {
  it('takes the first language the portal has, by weight, by its primary subtag', () => {
    expect(languageOfAcceptHeader('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOfAcceptHeader('fr-FR, es-419;q=0.5, en;q=0.4')).toBe('es');
    expect(languageOfAcceptHeader('en;q=0.3, es;q=0.7')).toBe('es');
    expect(languageOfAcceptHeader('en-US,en;q=0.9')).toBe('en');
  });

  it('falls back to English without a header, with none the portal has, or with q=0', () => {
    expect(languageOfAcceptHeader(undefined)).toBe('en');
    expect(languageOfAcceptHeader('')).toBe('en');
    expect(languageOfAcceptHeader('fr, de;q=0.5')).toBe('en');
    expect(languageOfAcceptHeader('es;q=0, fr')).toBe('en');
    expect(languageOfAcceptHeader('*')).toBe('en');
  });

  it('reads a header sent as several lines, and a wildcard after a language it has', () => {
    expect(languageOfAcceptHeader(['fr-CA', 'es-US;q=0.6'])).toBe('es');
    expect(languageOfAcceptHeader('es-419, *;q=0.1')).toBe('es');
  });
});
