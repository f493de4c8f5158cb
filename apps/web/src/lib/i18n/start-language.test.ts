import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage';
import { languageFromBrowser, pickStartLanguage, readRememberedLanguage, rememberLanguage } from './i18n';

describe('the language a page opens in (issue 37)', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it("follows the browser's first language the portal has, by its primary subtag", () => {
    expect(languageFromBrowser(['es-US', 'en-US'])).toBe('es');
    expect(languageFromBrowser(['fr-CA', 'ES-mx'])).toBe('es');
    expect(languageFromBrowser(['en-GB', 'es'])).toBe('en');
    expect(languageFromBrowser(['fr', 'de'])).toBeNull();
    expect(languageFromBrowser([])).toBeNull();
  });

  it("prefers this browser's earlier choice, then the browser, then English", () => {
    expect(pickStartLanguage('en', ['es-MX'])).toBe('en');
    expect(pickStartLanguage(null, ['es-MX'])).toBe('es');
    expect(pickStartLanguage('fr', ['de-DE'])).toBe('en');
    expect(pickStartLanguage(null, [])).toBe('en');
  });

  it('keeps a choice in local storage', () => {
    expect(readRememberedLanguage()).toBeNull();
    rememberLanguage('es');
    expect(window.localStorage.getItem(storageKeys.language)).toBe('es');
    expect(pickStartLanguage(readRememberedLanguage(), ['en-US'])).toBe('es');
  });
});
