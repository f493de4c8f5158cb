import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/contact.json';
import spanish from '../../locales/es/contact.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

describe('Request Access in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('words Request Access, its snackbar and the sent dialog', async () => {
    mockApi({ 'POST /api/send-email': () => jsonResponse({ message: 'sent' }) });
    await activateLanguage('es');
    renderApp({ path: '/request-access' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitar acceso' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByText('Escriba un correo electrónico válido')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Correo electrónico/));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'partner@example.test');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud enviada' });
    expect(within(dialog).getByRole('button', { name: 'CERRAR' })).toBeTruthy();
    const texts = readableTexts();
    expect(untranslatedEnglish(english, spanish).filter((text) => texts.includes(text))).toEqual([]);
  });
});
