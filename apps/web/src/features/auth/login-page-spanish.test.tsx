import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { readStorage, storageKeys } from '../../lib/storage';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

vi.mock('../provider-search/provider-search-page', () => ({
  default: () => <h1>Provider search results</h1>,
}));

describe('sign-in page in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('switches to Español: heading, fields, links and <html lang>, kept for this browser', async () => {
    mockApi({});
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    const toSpanish = await screen.findByRole('button', { name: 'Español' });
    expect(toSpanish.getAttribute('lang')).toBe('es');
    await user.click(toSpanish);
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByLabelText(/Correo electrónico/)).toBeTruthy();
    expect(screen.getByLabelText(/Contraseña/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regístrese' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
    expect(readStorage(storageKeys.language)).toBe('es');
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
  });

  it("words a refused sign-in from the server's code, and rewords it when the language changes", async () => {
    mockApi({
      'POST /api/login': () =>
        jsonResponse(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Too many sign-in attempts. Please try again in 15 minutes.',
            code: 'RATE_LIMITED',
            params: { minutes: 15 },
          },
          429,
        ),
    });
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'pat@example.test');
    await user.type(screen.getByLabelText(/Contraseña/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(
      await screen.findByText('Demasiados intentos de inicio de sesión. Vuelva a intentarlo en 15 minutos.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByText('Too many sign-in attempts. Please try again in 15 minutes.'),
    ).toBeTruthy();
  });

  it("stores a visitor's choice on the account at sign-in", async () => {
    const fetchMock = mockApi({
      'POST /api/login': () =>
        jsonResponse({ csrfToken: 't', user: makeUser({ roles: ['medivi-read'], language: 'en' }) }),
      'POST /api/user/updateLanguage': () => jsonResponse({ message: 'Language saved.', language: 'es' }),
    });
    const { router } = renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'pat@example.test');
    await user.type(screen.getByLabelText(/Contraseña/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/provider-search');
    });
    await waitFor(async () => {
      const call = fetchMock.mock.calls.find(
        ([input]) => input instanceof Request && input.url.endsWith('/api/user/updateLanguage'),
      );
      expect(call).toBeDefined();
      expect(await (call?.[0] as Request).clone().json()).toEqual({ language: 'es' });
    });
    expect(document.documentElement.lang).toBe('es');
  });

  it("shows a signed-in account's own language", async () => {
    mockApi({
      'POST /api/login': () =>
        jsonResponse({ csrfToken: 't', user: makeUser({ roles: ['medivi-read'], language: 'es' }) }),
    });
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Email/), 'pat@example.test');
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('es');
    });
    expect(readStorage(storageKeys.language)).toBe('es');
  });
});
