import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/rbpForm.json';
import spanish from '../../locales/es/rbpForm.json';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

/** The rbpForm English found in `texts` as whole words ('Other' is not in 'Otro motivo'). */
function englishIn(texts: string): string[] {
  return foundAsWords(untranslatedEnglish(english, spanish), texts);
}

describe('public case form /rbp-form in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('switches to Español: title, cards, notices, sections and field messages', async () => {
    mockApi({});
    renderApp({ path: '/rbp-form' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'FORMULARIOS DEL SERVICIO DE APOYO RBP' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const cards = screen.getByRole('radiogroup', { name: 'Tipo de problema' });
    expect(
      within(cards)
        .getByRole('radio', { name: /^Facturación de saldo/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Formulario de Facturación de saldo' }),
    ).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Datos de contacto de quien presenta el caso' });
    await user.type(within(contact).getByLabelText(/^Correo electrónico/), 'not-an-address');
    await user.clear(within(contact).getByLabelText(/^Correo electrónico/));
    await user.type(within(contact).getByLabelText(/^Correo electrónico/), 'x');
    expect(await within(contact).findByText('Escriba un correo electrónico válido')).toBeTruthy();
    await waitFor(() => {
      expect(englishIn(readableTexts())).toEqual([]);
    });

    // The Access Issue form's own parts.
    await user.click(within(cards).getByRole('radio', { name: /^Problema de acceso/ }));
    expect(await screen.findByRole('region', { name: 'Tipo de paciente' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Otro' }));
    expect(await screen.findByLabelText(/^Otro motivo/)).toBeTruthy();
    expect(englishIn(readableTexts())).toEqual([]);

    // An Appeal's urgency.
    await user.click(within(cards).getByRole('radio', { name: /^Apelación/ }));
    expect(await screen.findByRole('radio', { name: 'Atención urgente' })).toBeTruthy();
    expect(englishIn(readableTexts())).toEqual([]);
  });
});
