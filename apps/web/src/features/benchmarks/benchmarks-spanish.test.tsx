import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  claimTypes,
  costReportFigureLabels,
  exclusionExplanations,
  exclusionTypes,
  noDataSourceText,
  thinYearNote,
  allCodeTypes,
} from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n, loadAreas, type Translate } from '../../lib/i18n/i18n';
import english from '../../locales/en/benchmarks.json';
import spanish from '../../locales/es/benchmarks.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import type { ChartMeta } from './benchmarks-api-types';
import {
  exclusionExplanation,
  lineLabel,
  linesNoteWords,
  noDataSourceWords,
  thinYearWords,
} from './benchmarks-texts';
import { clevelandHospitals } from './testing/cleveland-drg-facts';
import { drgItem, hospitalItem, mockBenchmarksBackend } from './testing/benchmarks-backend';

const spanishAnalyst = signedInSession(makeUser({ roles: ['medivi-benchmarks'], language: 'es' }));
const savedInpatient = {
  providerSelections: clevelandHospitals.map(hospitalItem),
  procedureSelections: [drgItem('469'), drgItem('470')],
};
/** The area's English that must not show on the Spanish page. */
const englishLeft = untranslatedEnglish(english, spanish);

describe('/benchmarks in Spanish (issue 37)', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the panels, chart controls, table and thin-year note in Spanish, and a provider in Spanish', async () => {
    mockBenchmarksBackend({ Inpatient: savedInpatient }, [{ year: 2009, providers: 40 }]);
    renderApp({ path: '/benchmarks', session: spanishAnalyst });
    expect(
      // The first render of the page loads its code and both areas' catalogues.
      await screen.findByRole('heading', { level: 1, name: 'Referencias de precios' }, { timeout: 25_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Hospitalización' }, { timeout: 15_000 })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('combobox', { name: 'Proveedores' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Procedimientos' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alejar (−)' })).toHaveProperty('disabled', true);
    const table = await screen.findByRole(
      'table',
      { name: 'Datos de las referencias de precios' },
      { timeout: 15_000 },
    );
    await within(table).findByRole('button', { name: 'LUTHERAN HOSPITAL' }, { timeout: 15_000 });
    expect(within(table).getByRole('columnheader', { name: 'Promedio facturado' })).toBeTruthy();
    expect(screen.getByText(`Se muestran los proveedores 1–4 de 4`)).toBeTruthy();
    expect(
      screen.getByText(
        `Datos escasos: 2011 tiene cifras de ${String(clevelandHospitals.length)} hospitales de esta ` +
          'selección; 2009 tiene 40. Elija 2009 en Año de los datos para una comparación más completa.',
      ),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(foundAsWords(englishLeft, readableTexts(main))).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Proporciones' }));
    expect(await within(table).findByRole('columnheader', { name: 'Facturado / Medicare' })).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'LUTHERAN HOSPITAL' }));
    const dialog = await screen.findByRole('dialog');
    const quality = await within(dialog).findByRole('table', { name: 'Calidad' });
    const efficiency = within(quality).getByRole('rowheader', { name: 'Eficiencia' }).closest('tr');
    expect(efficiency?.textContent).toContain('no disponible');
    const cost = within(dialog).getByRole('table', { name: 'Informe de costos' });
    expect(within(cost).getByRole('rowheader', { name: 'Quirófano' }).closest('tr')?.textContent).toContain(
      'No hay datos disponibles',
    );
    const fiscal = within(dialog).getByRole('rowheader', { name: 'Cierre del año fiscal' }).closest('tr');
    expect(fiscal?.textContent).toContain('diciembre de 2021');
    expect(foundAsWords(englishLeft, readableTexts(dialog))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('words the domain and server texts in English exactly as they come', async () => {
    await loadAreas('benchmarks');
    const _: Translate = i18n._.bind(i18n);
    for (const type of exclusionTypes) {
      expect(exclusionExplanation(type, _)).toBe(exclusionExplanations[type]);
    }
    for (const [key, { label }] of Object.entries(costReportFigureLabels)) {
      expect(english[`benchmarks.costReport.${key}` as keyof typeof english]).toBe(label);
    }
    const meta = (part: Partial<ChartMeta>): ChartMeta => ({
      claimType: 'Inpatient',
      codeType: 'DRG',
      dataYear: 2023,
      availableYears: [],
      providersPerYear: [],
      sources: [],
      costReportYear: null,
      qualityFiscalYear: null,
      noDataSource: null,
      linesNote: null,
      procedures: [],
      ...part,
    });
    for (const claimType of claimTypes) {
      for (const codeType of allCodeTypes) {
        const text = noDataSourceText(claimType, codeType);
        expect(noDataSourceWords(meta({ claimType, codeType, noDataSource: text }), _)).toBe(text);
      }
      for (const shown of [1, 3]) {
        const providersPerYear = [
          { year: 2023, providers: shown },
          { year: 2012, providers: 58 },
        ];
        const words = thinYearWords(meta({ claimType, providersPerYear }), _);
        expect(words).toBe(thinYearNote(claimType, 2023, providersPerYear));
        expect(words).not.toBeNull();
      }
    }
    // The server writes the reference lines' note and labels (apps/server reference-lines.ts).
    const server = readFileSync(
      join(
        dirname(fileURLToPath(import.meta.url)),
        '../../../../server/src/features/benchmarks/reference-lines.ts',
      ),
      'utf8',
    );
    expect(server).toContain(english['benchmarks.linesNote.none']);
    expect(server).toContain(english['benchmarks.linesNote.year'].replace('{year}', '${String(year)}'));
    const note = english['benchmarks.linesNote.year'].replace('{year}', '2021');
    expect(linesNoteWords(note, _)).toBe(note);
    const line = {
      key: 'US:medicareAvg',
      value: 1,
      area: 'US',
      measure: 'medicareAvg',
      dataYear: 2021,
    } as const;
    expect(lineLabel({ ...line, label: 'National average Medicare payment (2021)' }, _)).toBe(
      'National average Medicare payment (2021)',
    );
    const state = { ...line, key: 'OH:billedAvg', area: 'OH', measure: 'billedAvg' } as const;
    expect(lineLabel({ ...state, label: 'OH average billed charges (2021)' }, _)).toBe(
      'OH average billed charges (2021)',
    );

    await activateLanguage('es');
    expect(linesNoteWords(note, _)).toMatch(/^Líneas de referencia: .* de 2021 \(solo hospitalización;/);
    expect(lineLabel({ ...state, label: 'OH average billed charges (2021)' }, _)).toBe(
      'Cargos facturados promedio de OH (2021)',
    );
    expect(lineLabel({ ...line, label: 'Another line' }, _)).toBe('Another line');
  });
});
