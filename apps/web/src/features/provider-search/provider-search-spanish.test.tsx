import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/providerSearch.json';
import spanish from '../../locales/es/providerSearch.json';
import { mockBackend, renderPage } from './testing/page-backend';
import { readableTexts } from '../../testing/spanish-checks';

/** The ids whose text Spanish writes as English does. */
const sameInBoth = new Set(['providerSearch.filters.plan']);

/**
 * The English texts of the area that would betray an untranslated spot: whole messages without
 * placeholders, other than those of `sameInBoth`.
 */
const englishTexts = Object.entries(english)
  .filter(([id, text]) => !text.includes('{') && !sameInBoth.has(id))
  .map(([, text]) => text);

it('knows which texts Spanish writes as English does', () => {
  const same = Object.entries(english).filter(
    ([id, text]) => !text.includes('{') && spanish[id as keyof typeof spanish] === text,
  );
  expect(same.map(([id]) => id)).toEqual([...sameInBoth]);
});

describe('Provider Search in Spanish (issue 37)', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await activateLanguage('es');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the filters, the card and the paging in Spanish, with no English left', async () => {
    mockBackend();
    renderPage({ zipCode: '44106' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Búsqueda de proveedores' })).toBeDefined();
    expect(screen.getByText('Busque proveedores por código postal')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Filtros' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: /Código postal/ })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDefined();
    expect(await screen.findByRole('combobox', { name: 'Tipo de proveedor' })).toBeDefined();
    expect(await screen.findByRole('checkbox', { name: 'No recomendado (0)' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Femenino' })).toBeDefined();
    expect(screen.getByRole('slider', { name: 'Distancia de búsqueda' }).getAttribute('aria-valuetext')).toBe(
      'A menos de 25 millas',
    );
    expect(screen.getByText('Proveedor contratado')).toBeDefined();
    expect(screen.getByText('Recomendado')).toBeDefined();
    expect(screen.getByText('A unas 10 millas')).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Páginas de resultados' })).toBeDefined();
    expect(screen.getAllByText('1-1 de 1')).toHaveLength(2);

    const texts = readableTexts();
    const englishLeft = englishTexts.filter((text) => texts.includes(text));
    expect(englishLeft).toEqual([]);
  });

  it('says in Spanish that no provider was found', async () => {
    const { makeReply } = await import('./testing/fixtures');
    const { jsonResponse } = await import('../../testing/api-mock');
    mockBackend({ search: () => jsonResponse(makeReply([])) });
    renderPage({ zipCode: '44106', searchInput: 'smith' });
    expect(
      await screen.findByText(
        'No se encontraron proveedores con los filtros elegidos y el texto de búsqueda "smith"',
      ),
    ).toBeDefined();
  });
});
