import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/accountState.json';
import spanish from '../../locales/es/accountState.json';
import { mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

/** The area's English found on the page. */
function englishLeft(): string[] {
  const texts = readableTexts();
  return untranslatedEnglish(english, spanish).filter((text) => texts.includes(text));
}

describe('the account-state notices in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('words the deactivated page and the banner of a Spanish account', async () => {
    mockApi({});
    renderApp({
      path: '/provider-search',
      session: signedInSession(makeUser({ isDeactivated: true, language: 'es' })),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cuenta desactivada' })).toBeTruthy();
    const banner = await screen.findByRole('region', { name: 'Estado de la cuenta' });
    expect(within(banner).getByText(/Su cuenta está desactivada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CERRAR SESIÓN' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('words the password-expired modal', async () => {
    mockApi({});
    renderApp({
      path: '/provider-search',
      session: signedInSession(makeUser({ isPasswordExpired: true, language: 'es' })),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Contraseña vencida' });
    expect(within(dialog).getByText('Su contraseña venció. Actualícela, por favor.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'ACTUALIZAR CONTRASEÑA' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
