import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  type AmountKey,
  amountKeys,
  analysisStateSchema,
  comparisonCategories,
  comparisonDocumentTitles,
  comparisonProductLabels,
  customPricingLabels,
  dataSourceLabels,
  type DataSource,
  fallbackMedicareRatio,
  formatDollars,
  formatPercent,
  formatRatio,
  noData,
} from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, type Translate } from '../../lib/i18n/i18n';
import { storageKeys, writeStorage } from '../../lib/storage';
import english from '../../locales/en/costComparison.json';
import spanish from '../../locales/es/costComparison.json';
import { jsonResponse } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { stubViewportWidth } from '../../testing/viewport';
import {
  dollarsText,
  fieldMessageText,
  percentText,
  ratioNoteText,
  ratioText,
  wordedFieldMessages,
} from './analysis-texts';
import { mockAnalysisBackend } from './testing/analysis-backend';

const spanishAnalyst = signedInSession(makeUser({ roles: ['medivi-analysis'], language: 'es' }));
const planName = 'Plan Acme (sintético)';

beforeEach(() => {
  writeStorage(storageKeys.csrfToken, 'csrf-token-1');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('en');
  window.localStorage.clear();
});

/** The input labelled `label` (by label text: far quicker than by role on a page this size). */
function fieldOf(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText<HTMLInputElement>(new RegExp(`^${escaped}(\\s*\\*)?$`));
}

async function typeInto(user: UserEvent, label: string, text: string) {
  const field = fieldOf(label);
  await user.clear(field);
  await user.type(field, text);
}

async function openSpanishPage(): Promise<UserEvent> {
  renderApp({ path: '/analysis', session: spanishAnalyst });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Análisis de mercado' }, { timeout: 60_000 }),
  ).toBeTruthy();
  return userEvent.setup();
}

/** The catalogue's English that the page in view still shows, as whole words. */
function englishLeft(): string[] {
  return foundAsWords(untranslatedEnglish(english, spanish), readableTexts(screen.getByRole('main')));
}

describe('/analysis in Spanish (issue 37)', { timeout: 240_000 }, () => {
  it('shows every card, the results and the saved analyses in Spanish, with no English of the catalogue left', async () => {
    // A phone, where the page leads with its jump link to the results.
    stubViewportWidth(390);
    mockAnalysisBackend();
    const user = await openSpanishPage();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('form', { name: 'Comparación de costos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a los resultados' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Utilización por ubicación',
      'Datos del plan',
      'Proporciones de Medicare',
      'Responsabilidad del plan',
      'Monto médico permitido',
      'Monto médico facturado',
      'Tarifas de la empresa de servicios',
      'Reembolso de Medicare deseado',
      'Precios',
      'Notas',
      'Resultados',
      'Análisis guardados',
    ]);
    expect(screen.getByText('Ahorro estimado: No hay datos disponibles')).toBeTruthy();
    expect(screen.getByText('Período: -')).toBeTruthy();
    expect(await screen.findByText('Aún no hay análisis guardados.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generar el resumen ejecutivo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abrir el análisis de ahorro como página web' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Nivel de precios actual' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    // A state, a plan and a period: the ratio table, the months and a saved analysis show.
    await user.selectOptions(fieldOf('Estado que desea agregar'), 'Alabama');
    await user.click(screen.getByRole('button', { name: 'Agregar estado' }));
    await typeInto(user, 'Porcentaje de Alabama', '60');
    expect(
      screen.getByRole('slider', { name: 'Utilización de Alabama' }).getAttribute('aria-valuetext'),
    ).toBe('60 por ciento');
    expect(screen.getByText('Total: 60 % de 100 %')).toBeTruthy();
    const ratios = screen.getByRole('table', { name: 'Proporciones de Medicare predeterminadas por estado' });
    expect(within(ratios).getAllByText('Ejemplo de la especificación')).toHaveLength(3);
    await typeInto(user, 'Nombre del plan', planName);
    await typeInto(user, 'Fecha de inicio', '01/01/2025');
    await typeInto(user, 'Fecha de finalización', '12/31/2025');
    expect(screen.getByText('Período: 12 meses')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar análisis' }));
    expect(await screen.findByText(`Se guardó «${planName}».`)).toBeTruthy();
    const saved = await screen.findByRole('list', { name: 'Análisis guardados' });
    expect(within(saved).getByText(/^Modificado el .* · abierto$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Abrir ${planName}` })).toBeTruthy();
    expect(englishLeft()).toEqual([]);

    // The custom prices.
    await user.click(fieldOf('Personalizado'));
    expect(fieldOf('PEPM de reemplazo total').value).toBe('24.00');
    expect(fieldOf('Mínimo de empleados').value).toBe('60');
    expect(englishLeft()).toEqual([]);

    // A field's message, an entry refused at the keyboard and the delete dialog, in Spanish.
    await user.clear(fieldOf('Nombre del plan'));
    await user.tab();
    expect(await screen.findByText('Escriba el nombre del plan.')).toBeTruthy();
    await typeInto(user, 'Número de empleados', '99999999999');
    expect(screen.getByText('Como máximo 10,000,000.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Eliminar ${planName}` }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este análisis?' });
    expect(within(dialog).getByText(`«${planName}» se eliminará definitivamente.`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'ELIMINAR' }));
    expect(await screen.findByText('Aún no hay análisis guardados.')).toBeTruthy();
  });

  it("words a document the server could not make in Spanish, not in the server's English", async () => {
    const serverText = 'The document could not be printed in time; please try again.';
    mockAnalysisBackend({
      document: () =>
        jsonResponse({ statusCode: 503, error: 'Service Unavailable', message: serverText }, 503),
    });
    const user = await openSpanishPage();
    await typeInto(user, 'Nombre del plan', planName);
    await user.click(screen.getByRole('button', { name: 'Generar el análisis de ahorro' }));
    expect(
      await screen.findByText('Algo salió mal de nuestro lado. Vuelva a intentarlo más tarde.'),
    ).toBeTruthy();
    expect(screen.queryByText(serverText)).toBeNull();
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    const catalogue = english as Readonly<Record<string, string>>;
    for (const [source, label] of Object.entries(dataSourceLabels)) {
      expect(catalogue[`costComparison.dataSource.${source as DataSource}`]).toBe(label);
    }
    for (const [key, label] of Object.entries(customPricingLabels)) {
      expect(catalogue[`costComparison.pricing.custom.${key}`]).toBe(label);
    }
    for (const [product, label] of Object.entries(comparisonProductLabels)) {
      expect(catalogue[`costComparison.product.${product}`]).toBe(label);
    }
    expect(catalogue['costComparison.documents.generate.executiveSummary']).toBe(
      `Generate ${comparisonDocumentTitles['executive-summary']}`,
    );
    expect(catalogue['costComparison.documents.open.savingsAnalysis']).toBe(
      `Open ${comparisonDocumentTitles['savings-analysis']} as web page`,
    );
    expect(catalogue['costComparison.noData']).toBe(noData);
    const names: Record<AmountKey, string> = {
      inpatient: 'Inpatient',
      outpatient: 'Outpatient',
      professional: 'Professional',
      facility: 'Facility',
      total: 'Total',
    };
    for (const key of amountKeys) expect(catalogue[`costComparison.amount.${key}`]).toBe(names[key]);

    // Figures read in English as the domain writes them, 'No data available' included.
    for (const amount of [1234567, -89, 0, null])
      expect(dollarsText(amount, formatted)).toBe(formatDollars(amount));
    for (const percent of [34.24, 100, -5.06, null]) {
      expect(percentText(percent, formatted)).toBe(formatPercent(percent));
    }
    for (const ratio of [6, 4.891, null]) expect(ratioText(ratio, formatted)).toBe(formatRatio(ratio));

    // The ratio reply's notes and the contract's field messages, each known to the catalogue.
    for (const category of comparisonCategories) {
      for (const state of ['MD', 'AL', 'TX']) {
        const note = fallbackMedicareRatio(state, category).note ?? '';
        expect(ratioNoteText(note, formatted)).toBe(note);
        expect(ratioNoteText(note, spanishFormatted)).not.toBe(note);
      }
    }
    // The notes the server's CMS import writes (apps/server reference/state-medicare-ratios.ts).
    for (const note of [
      'All DRGs of the state, Medicare by-geography file: covered charges ÷ Medicare payment.',
      'Comprehensive APCs only (biased high): submitted charges ÷ Medicare payment.',
      'Submitted charges ÷ Medicare payment over 1,204 providers and 58,310 services with submitted charges.',
    ]) {
      expect(ratioNoteText(note, formatted)).toBe(note);
      expect(ratioNoteText(note, spanishFormatted)).not.toBe(note);
    }
    expect(ratioNoteText('A note of a later import.', spanishFormatted)).toBe('A note of a later import.');
    for (const message of wordedFieldMessages) {
      expect(fieldMessageText(message, formatted)).toBe(message);
      expect(fieldMessageText(message, spanishFormatted)).not.toBe(message);
    }
    const refused = analysisStateSchema.safeParse({ planName: '', numberOfEmployees: 0 });
    const messages = refused.success ? [] : refused.error.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(wordedFieldMessages).toContain(message);
  });
});

/** A catalogue message with its placeholders filled, as Lingui would (simple placeholders only). */
function fill(
  catalogue: Readonly<Record<string, string>>,
  id: unknown,
  values?: Record<string, string | number>,
) {
  const text = catalogue[id as string];
  if (text === undefined) throw new Error(`No message ${String(id)}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

const formatted = ((id: unknown, values?: Record<string, string | number>) =>
  fill(english, id, values)) as Translate;
const spanishFormatted = ((id: unknown, values?: Record<string, string | number>) =>
  fill(spanish, id, values)) as Translate;
