import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { storageKeys, writeStorage } from '../../lib/storage';
import english from '../../locales/en/costComparison.json';
import spanish from '../../locales/es/costComparison.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { stubViewportWidth } from '../../testing/viewport';
import { mockAnalysisBackend } from './testing/analysis-backend';

const spanishAnalyst = signedInSession(makeUser({ roles: ['medivi-analysis'], language: 'es' }));

beforeEach(() => {
  writeStorage(storageKeys.csrfToken, 'csrf-token-1');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('en');
  window.localStorage.clear();
});

/*
 * The page's converted parts so far (issue 37): its heading and introduction, the draft notice, the
 * form's name, the money blocks' titles, Plan details and Desired Medicare reimbursement. The other
 * cards are converted in later steps.
 */
describe('/analysis in Spanish (issue 37, the parts converted so far)', { timeout: 120_000 }, () => {
  it('shows the heading, Plan details and the Medicare multiples in Spanish, with no English of the catalogue left', async () => {
    // A phone, where the page leads with its jump link to the results.
    stubViewportWidth(390);
    mockAnalysisBackend();
    renderApp({ path: '/analysis', session: spanishAnalyst });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Análisis de mercado' }, { timeout: 60_000 }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('form', { name: 'Comparación de costos' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Datos del plan' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Reembolso de Medicare deseado' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Nombre del plan/ })).toBeTruthy();
    expect(screen.getAllByText('Valor predeterminado: 1.5')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ir a los resultados' })).toBeTruthy();
    for (const name of ['Responsabilidad del plan', 'Monto médico permitido', 'Monto médico facturado']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    // The converted parts only: other cards still say some of these words in English.
    const converted = [
      screen.getByRole('heading', { level: 1 }).parentElement ?? document.body,
      screen.getByRole('navigation', { name: 'En esta página' }),
      screen.getByRole('region', { name: 'Datos del plan' }),
      screen.getByRole('region', { name: 'Reembolso de Medicare deseado' }),
    ];
    const texts = converted.map((element) => readableTexts(element)).join('\n');
    expect(untranslatedEnglish(english, spanish).filter((text) => texts.includes(text))).toEqual([]);
  });
});
