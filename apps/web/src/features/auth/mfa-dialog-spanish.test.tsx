import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/mfa.json';
import spanish from '../../locales/es/mfa.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser } from '../../testing/fixtures';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { renderApp } from '../../testing/render-app';

describe('Multi-Factor Authentication dialog in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it("words the dialog, its checks and the server's refusal in Spanish", async () => {
    mockApi({
      'POST /api/login': () =>
        jsonResponse({ csrfToken: 'after-password', user: makeUser({ isMFANeeded: true }) }),
      'POST /api/verifyOTP': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The OTP is incorrect. Please check the code in your email.',
            code: 'OTP_INVALID',
          },
          400,
        ),
    });
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'pat.member@example.test');
    await user.type(screen.getByLabelText(/Contraseña/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autenticación de varios factores' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Recordar este navegador durante 30 días' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'VERIFICAR' }));
    expect(await within(dialog).findByText('Ingrese el código (OTP)')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Código/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFICAR' }));
    expect(
      await within(dialog).findByText('El código no es correcto. Revise el código en su correo electrónico.'),
    ).toBeTruthy();
    const texts = readableTexts(dialog);
    // 'OTP', the code's name, stays beside its Spanish ("Código (OTP)").
    const left = untranslatedEnglish(english, spanish).filter((text) => text !== 'OTP');
    for (const text of left) expect(texts).not.toContain(text);
    expect(texts).toContain('CANCELAR');
  });
});
