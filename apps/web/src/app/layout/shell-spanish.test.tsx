import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inactivityMessage, TimeoutDialog } from '../../features/auth/timeout-dialog';
import { activateLanguage, i18n, I18nProvider, readRememberedLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/shell.json';
import spanish from '../../locales/es/shell.json';
import { mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

vi.mock('../../features/provider-search/provider-search-page', () => ({
  default: () => <h1>Búsqueda</h1>,
}));

const spanishStaff = signedInSession(
  makeUser({
    roles: [
      'medivi-read',
      'medivi-casesmember',
      'medivi-reports',
      'medivi-clientmonthlyreport',
      'medivi-benchmarks',
    ],
    language: 'es',
  }),
);

describe('the shell in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('words the header, navigation, skip link and document title, and rewords them on a switch', async () => {
    mockApi({});
    renderApp({ path: '/provider-search', session: spanishStaff });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Búsqueda' });
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('es');
      expect(document.title).toBe('Búsqueda de proveedores – MediVI');
    });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Búsqueda de proveedores')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al contenido principal' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Mis casos',
      'Mis reclamaciones',
      'Estimados de precio',
      'Búsqueda de proveedores',
      'Referencias de precios',
      'Informes',
      'Informes mensuales',
      'Video instructivo',
      'Contáctenos',
      'Preguntas frecuentes',
      'Política de privacidad',
      'Configuración de la cuenta',
    ]);
    expect(within(nav).getByRole('button', { name: 'Contraer la navegación' })).toBeTruthy();
    for (const text of untranslatedEnglish(english, spanish)) {
      expect(readableTexts(header)).not.toContain(text);
      expect(readableTexts(nav)).not.toContain(text);
    }

    await user.click(within(nav).getByRole('button', { name: 'CERRAR SESIÓN' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Está seguro?' });
    expect(within(dialog).getByText('¿Realmente desea cerrar la sesión de su cuenta?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'CANCELAR' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    await act(() => activateLanguage('en'));
    expect(document.title).toBe('Provider Search – MediVI');
    expect(within(header).getByText('Provider Search')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Account Settings' })).toBeTruthy();
  });

  it("rewords the start page's tiles on a switch, without leaving the page", async () => {
    mockApi({});
    renderApp({
      path: '/home',
      session: signedInSession(makeUser({ roles: ['medivi-read', 'medivi-casesmember'] })),
    });
    // A tile's title is a level-2 heading (the navigation's links are not headings).
    expect(await screen.findByRole('heading', { level: 2, name: 'My Cases' })).toBeTruthy();
    // The account's language applies in an effect that may run after the page shows; a switch
    // made before it would be overtaken by it, so wait until it has kept the account's language.
    await waitFor(() => {
      expect(readRememberedLanguage()).toBe('en');
    });
    await act(() => activateLanguage('es'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mis casos' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'My Cases' })).toBeNull();
  });

  it('words the page-not-found page and its document title', async () => {
    await activateLanguage('es');
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No se encontró la página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio de sesión' })).toBeTruthy();
    expect(document.title).toBe('No se encontró la página – MediVI');
  });

  it('words the inactivity warning and its countdown', async () => {
    await activateLanguage('es');
    render(
      <I18nProvider i18n={i18n}>
        <TimeoutDialog isOpen secondsLeft={1} onStay={() => undefined} onLogOff={() => undefined} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Su sesión está por vencer' });
    expect(within(dialog).getByText('La sesión se cerrará en 1 segundo.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Seguir conectado' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    for (const text of untranslatedEnglish(english, spanish))
      expect(readableTexts(dialog)).not.toContain(text);
  });

  it("keeps the English inactivity message word for word the spec's", () => {
    expect(english['shell.timeout.message']).toBe(inactivityMessage);
  });
});
