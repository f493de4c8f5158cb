import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { storageKeys, writeStorage } from '../../lib/storage';
import englishPasswords from '../../locales/en/passwords.json';
import englishRegistration from '../../locales/en/registration.json';
import spanishPasswords from '../../locales/es/passwords.json';
import spanishRegistration from '../../locales/es/registration.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

/** The English of the registration and password areas that must not show on a Spanish page. */
const english = [
  ...untranslatedEnglish(englishRegistration, spanishRegistration),
  ...untranslatedEnglish(englishPasswords, spanishPasswords),
];

/** Every English text of these areas found in `texts`. */
function englishIn(texts: string): string[] {
  return foundAsWords(english, texts);
}

describe('registration in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('switches /register to Español: steps, labels, field messages and the password checklist', async () => {
    mockApi({
      'POST /api/v3/members/verify-credentials': () => jsonResponse({ message: 'ok', existingEmail: null }),
      'GET /api/v3/members/verify-email/new.member%40example.test': () =>
        jsonResponse({ email: 'new.member@example.test', hasAccount: false, message: 'ok' }),
    });
    renderApp({ path: '/register' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrarse' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 3: Datos del miembro' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(6);
    expect(englishIn(readableTexts())).toEqual([]);

    for (const [label, value] of [
      ['ID de miembro', 'demo400004'],
      ['ID de grupo', 'lakeshore01'],
      ['Nombre', 'taylor'],
      ['Apellido', 'synth'],
      ['Fecha de nacimiento', '07041990'],
      ['Código postal', '4410a'],
    ] as const) {
      await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    }
    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
    expect(await screen.findByText('Solo se permiten números.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Código postal/));
    await user.type(screen.getByLabelText(/^Código postal/), '44106');
    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));

    await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 3: Su correo electrónico' });
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'new.member@example.test');
    await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));

    await screen.findByRole('heading', { level: 2, name: 'Paso 3 de 3: Su contraseña' });
    await user.type(screen.getByLabelText(/^Contraseña/, { selector: 'input' }), 'Short-1!');
    await user.click(screen.getByRole('button', { name: 'REGISTRARSE' }));
    expect(await screen.findByText('Mínimo 12 caracteres')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeTruthy();
    await waitFor(() => {
      expect(englishIn(readableTexts())).toEqual([]);
    });
    expect(
      within(screen.getByRole('main')).getByText('¿Ya tiene una cuenta?', { exact: false }),
    ).toBeTruthy();
  });

  it('shows Create Account in Spanish: its fields, the live checklist and the terms', async () => {
    writeStorage(storageKeys.language, 'es');
    writeStorage(storageKeys.email, 'new.member@example.test');
    mockApi({});
    await activateLanguage('es');
    renderApp({ path: '/create-profile' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Nombre completo/), ' ab');
    await user.type(screen.getByLabelText(/^Contraseña nueva|^Contraseña/, { selector: 'input' }), 'abc');
    expect(await screen.findByText('Sin espacios al principio ni al final')).toBeTruthy();
    const checklist = screen.getByRole('list', { name: 'Requisitos de la contraseña' });
    expect(within(checklist).getByText('12 caracteres')).toBeTruthy();
    expect(within(checklist).getByText(': cumplido', { exact: false })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Términos del servicio' }));
    const terms = await screen.findByRole('dialog', { name: 'Términos del servicio' });
    expect(within(terms).getByRole('heading', { name: 'Ley aplicable' })).toBeTruthy();
    expect(englishIn(readableTexts())).toEqual([]);
    await user.click(within(terms).getByRole('button', { name: 'RECHAZAR' }));
    expect(await screen.findByText('Debe aceptar los términos del servicio')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'CREAR CUENTA' })).toBeTruthy();
  });
});
