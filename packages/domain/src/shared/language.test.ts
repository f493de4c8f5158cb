import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLanguage, languageOr, languages } from './language.js';

describe('the portal languages (issue 37)', () => {
  it('knows English and Spanish by their primary subtags, English first', () => {
    expect(languages).toEqual(['en', 'es']);
    expect(defaultLanguage).toBe('en');
    expect(languages.every((language) => isLanguage(language))).toBe(true);
    expect(isLanguage('es-MX')).toBe(false);
    expect(isLanguage('ES')).toBe(false);
  });

  it('reads a stored or asked language, and English for anything else', () => {
    expect(languageOr('es')).toBe('es');
    expect(languageOr('en')).toBe('en');
    for (const other of ['fr', 'es-MX', '', ' es', null, undefined, 3, {}]) {
      expect(languageOr(other)).toBe('en');
    }
  });
});
