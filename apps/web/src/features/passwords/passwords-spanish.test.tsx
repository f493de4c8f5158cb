import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import englishPasswords from '../../locales/en/passwords.json';
import spanishPasswords from '../../locales/es/passwords.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

/** The English of the passwords area that must not show on a Spanish page. */
const english = untranslatedEnglish(englishPasswords, spanishPasswords);

/** Every English text of the area found in `texts`, as whole words. */
function englishIn(texts: string): string[] {
  return foundAsWords(english, texts);
}

describe('the password pages in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('words the reset request, its field messages, the sent page and its dialogs, and a refusal by code', async () => {
    let calls = 0;
    mockApi({
      'POST /api/request-password-reset': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'If an account exists for this e-mail, we have sent a link.' })
          : jsonResponse(
              {
                statusCode: 429,
                error: 'Too Many Requests',
                message: 'Too many requests. Please try again in 5 minutes.',
                code: 'RATE_LIMITED',
                params: { minutes: 5 },
              },
              429,
            );
      },
    });
    renderApp({ path: '/password-reset' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer la contraseña' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    await user.click(screen.getByRole('button', { name: 'ENVIAR ENLACE' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();
    expect(englishIn(readableTexts())).toEqual([]);

    await user.type(screen.getByLabelText(/^Correo electrónico/), 'pat@example.test');
    await user.click(screen.getByRole('button', { name: 'ENVIAR ENLACE' }));
    const sent = await screen.findByRole('dialog', { name: 'Correo enviado' });
    expect(sent.textContent).toContain('Busque en pat@example.test el enlace');
    expect(englishIn(readableTexts())).toEqual([]);
    await user.click(within(sent).getByRole('button', { name: 'ACEPTAR' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Revise su correo electrónico' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'VOLVER A ENVIAR' }));
    expect(await screen.findByText('Demasiados intentos. Vuelva a intentarlo en 5 minutos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeTruthy();
    await waitFor(() => {
      expect(englishIn(readableTexts())).toEqual([]);
    });
  });

  it("words the change form and the server's message under the current password", async () => {
    mockApi({
      'POST /api/updatePasswordLoggedIn': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The current password is incorrect.',
            code: 'CURRENT_PASSWORD_WRONG',
            fieldErrors: { currentPassword: 'The current password is incorrect.' },
          },
          400,
        ),
    });
    renderApp({ path: '/change-password', session: signedInSession(makeUser({ language: 'es' })) });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambiar la contraseña' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Contraseña actual/, { selector: 'input' }), 'Wrong-Password-1');
    await user.type(
      screen.getByLabelText(/^Contraseña nueva/, { selector: 'input' }),
      'Lantern-Quarry-Oboe-58',
    );
    await user.type(
      screen.getByLabelText(/^Confirmación de contraseña/, { selector: 'input' }),
      'Lantern-Quarry-Oboe-58',
    );
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'ACTUALIZAR CONTRASEÑA' });
    await waitFor(() => {
      expect(submit.disabled).toBe(false);
    });
    await user.click(submit);
    expect(await screen.findByText('La contraseña actual no es correcta.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CANCELAR' })).toBeTruthy();
    expect(englishIn(readableTexts())).toEqual([]);
  });

  it('words the success page after a reset', async () => {
    await activateLanguage('es');
    renderApp({ path: '/password-reset-success' });
    expect(await screen.findByText('Listo: su contraseña se restableció correctamente.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio de sesión' })).toBeTruthy();
    expect(englishIn(readableTexts())).toEqual([]);
  });
});
