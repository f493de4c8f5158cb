import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/publicInfo.json';
import spanish from '../../locales/es/publicInfo.json';
import { mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

/** The area's English found on the page, as whole words ('or' is not in 'por'). */
function englishLeft(): string[] {
  const texts = readableTexts();
  return foundAsWords(untranslatedEnglish(english, spanish), texts);
}

describe('the public information pages in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('switches /FAQ to Español on the page: questions, answers and links', async () => {
    mockApi({});
    renderApp({ path: '/FAQ' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '¿Cómo agrego un plan de salud?' })).toBeTruthy();
    expect(screen.getByText('Abierto: recibimos su caso.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Obtenga ayuda' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it.each([
    ['/privacy', 'Política de privacidad', 'Descargar en PDF'],
    ['/support', 'Ayuda', 'Envíenos un mensaje en la página Contáctenos'],
    ['/features', 'Funciones del portal', 'regístrese como miembro de un plan de salud'],
    ['/app', 'Aplicación móvil MediVI', null],
  ])('words %s', async (path, heading, link) => {
    mockApi({});
    await activateLanguage('es');
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    if (link !== null) expect(screen.getByRole('link', { name: link })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('links the Spanish privacy and support PDFs, which the server prints in Spanish', async () => {
    mockApi({});
    await activateLanguage('es');
    for (const [path, heading, pdf] of [
      ['/privacy', 'Política de privacidad', '/privacy.pdf?lang=es'],
      ['/support', 'Ayuda', '/support.pdf?lang=es'],
    ] as const) {
      const { unmount } = renderApp({ path });
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(screen.getByRole('link', { name: 'Descargar en PDF' }).getAttribute('href')).toBe(pdf);
      unmount();
    }
  });
});
