import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  benchmarkTableBodySchema,
  costReportFigureKeys,
  costReportFigureLabels,
  countyComparisonBodySchema,
  hospitalProfileBodySchema,
} from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, type Translate } from '../../../lib/i18n/i18n';
import { formatDate, formatMoney, formatNumber } from '../../../lib/i18n/format';
import english from '../../../locales/en/benchmarkViews.json';
import spanish from '../../../locales/es/benchmarkViews.json';
import { jsonResponse, mockApi, requestsOf } from '../../../testing/api-mock';
import { makeUser, signedInSession } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { foundAsWords, readableTexts, untranslatedEnglish } from '../../../testing/spanish-checks';
import { clinicProfileReply, ohioCountyReply, ohioDrg470, ohioTableReply } from './testing/ohio-drg470';
import { fieldMessageText } from './view-texts';

/** The first render loads the page's code and its catalogues; on a busy machine that takes a while. */
const firstLoad = { timeout: 45_000 };

const spanishAnalyst = signedInSession(makeUser({ roles: ['medivi-benchmarks'], language: 'es' }));

/** The area's English left on the page: whole messages of the English catalogue, as whole words. */
function englishLeft(): string[] {
  return foundAsWords(untranslatedEnglish(english, spanish), readableTexts(screen.getByRole('main')));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
  window.localStorage.clear();
});

describe('the benchmark views in Spanish (issue 37)', () => {
  it('/benchappcounty: selection, field messages and the county table in Spanish', async () => {
    const fetchMock = mockApi({ 'POST /api/benchmarks/counties': () => jsonResponse(ohioCountyReply()) });
    const user = userEvent.setup();
    renderApp({ path: '/benchappcounty', session: spanishAnalyst });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comparación de condados' }, firstLoad),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Vistas de referencias de precios' });
    expect(within(nav).getByRole('link', { name: 'Perfil del hospital' }).getAttribute('href')).toBe(
      '/benchapphospital',
    );
    expect(within(nav).getByText('Comparación de condados').getAttribute('aria-current')).toBe('page');
    const form = screen.getByRole('form', { name: 'Selección de la comparación de condados' });
    expect(within(form).getByRole('radiogroup', { name: 'Tipo de reclamación' })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'Hospitalización (DRG)' })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'Ambulatorio (APC)' })).toBeTruthy();
    expect(within(form).getByText('Escriba un código o palabras de su descripción')).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'Año más reciente con datos' })).toBeTruthy();

    // The schema's English field messages, worded in Spanish.
    await user.click(within(form).getByRole('button', { name: 'Comparar condados' }));
    expect(await within(form).findByText('Escriba un código.')).toBeTruthy();
    expect(within(form).getByText('Seleccione un estado.')).toBeTruthy();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/benchmarks/counties');
    expect(englishLeft()).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Ambulatorio (APC)' }));
    expect(within(form).getByRole('combobox', { name: 'Código APC' })).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: 'Hospitalización (DRG)' }));
    await user.type(within(form).getByRole('combobox', { name: 'Código DRG' }), '470');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Estado' }), 'OH');
    await user.click(within(form).getByRole('button', { name: 'Comparar condados' }));
    const table = await screen.findByRole('table', {
      name: /^DRG 470 - MAJOR JOINT.* en Ohio por condado, año de los datos 2011, de inpatient-drg100-by-provider-fy2011.*; promedios por alta ponderados por altas; condado según us-zip-centroids-geonames/,
    });
    expect(screen.getByRole('status').textContent).toMatch(
      /^4 condados, 7 hospitales, año de los datos 2011 \(/,
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Condado',
      'Hospitales',
      'Altas',
      'Facturado promedio ponderado',
      'Medicare promedio ponderado',
      'Facturado / Medicare',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.at(-1)?.querySelector('th')?.textContent).toBe('Ohio (todos los condados)');
    const cuyahoga = ohioDrg470.filter((row) => row.county === 'Cuyahoga');
    const discharges = cuyahoga.reduce((sum, row) => sum + row.discharges, 0);
    const billed = cuyahoga.reduce((sum, row) => sum + row.discharges * row.billed, 0) / discharges;
    expect(rows[0]?.textContent).toContain(formatMoney(billed, 'es'));
    expect(englishLeft()).toEqual([]);
  });

  it('/benchapphospital: the CCN message and the profile in Spanish', async () => {
    mockApi({ 'POST /api/benchmarks/hospital': () => jsonResponse(clinicProfileReply()) });
    const user = userEvent.setup();
    renderApp({ path: '/benchapphospital', session: spanishAnalyst });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perfil del hospital' }, firstLoad),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Selección del hospital' });
    const hospital = within(form).getByRole('combobox', { name: 'Hospital' });
    expect(within(form).getByText('Escriba el nombre de un hospital o su CCN')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Año de los datos de los DRG' })).toBeTruthy();

    await user.type(hospital, 'x');
    await user.click(within(form).getByRole('button', { name: 'Mostrar perfil' }));
    expect(
      await within(form).findByText('El CCN debe ser un número de certificación de CMS de 6 caracteres.'),
    ).toBeTruthy();

    await user.clear(hospital);
    await user.type(hospital, '360180');
    await user.click(within(form).getByRole('button', { name: 'Mostrar perfil' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'CLEVELAND CLINIC' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^CCN 360180, 9500 EUCLID AVENUE, CLEVELAND, OH \d+ \(según inpatient-drg100-by-provider-fy2011/,
    );
    const cost = screen.getByRole('table', {
      name: `Informe de costos 2021, año fiscal que termina el ${formatDate('2021-12-31', 'es')}, de hospital-cost-report-2021.csv.gz`,
    });
    expect(within(cost).getByRole('row', { name: /^Camas/ }).textContent).toContain(
      formatNumber(1326, 0, 'es'),
    );
    expect(within(cost).getByRole('row', { name: /^Ingreso neto/ }).textContent).toContain(
      formatMoney(1346779003, 'es'),
    );
    const quality = screen.getByRole('table', {
      name: /^Puntuaciones del programa de compras basadas en el valor de los hospitales \(HVBP\), año fiscal 2024, de hvbp-total-performance-score-fy2024/,
    });
    expect(within(quality).getByRole('row', { name: /^Puntuación total de desempeño/ })).toBeTruthy();
    const drgs = screen.getByRole('table', { name: /^El DRG con más altas, año de los datos 2011, de / });
    expect(within(drgs).getByRole('columnheader', { name: 'Mediana estatal facturada' })).toBeTruthy();
    expect(within(drgs).getByRole('row', { name: /^470 - MAJOR JOINT/ }).textContent).toContain(
      formatMoney(ohioDrg470[0].billed, 'es'),
    );
    expect(englishLeft()).toEqual([]);
  });

  it('/benchappbenchmark: the percentiles and averages in Spanish', async () => {
    mockApi({ 'POST /api/benchmarks/table': () => jsonResponse(ohioTableReply()) });
    const user = userEvent.setup();
    renderApp({ path: '/benchappbenchmark', session: spanishAnalyst });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tabla de referencias de hospitalización' },
        firstLoad,
      ),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Selección de referencias de precios' });
    await user.type(within(form).getByRole('combobox', { name: 'Código DRG' }), '470');
    const area = within(form).getByRole('combobox', { name: 'Área' });
    expect(within(area).getByRole('option', { name: 'Estados Unidos (todo el país)' })).toBeTruthy();
    await user.selectOptions(area, 'OH');
    await user.click(within(form).getByRole('button', { name: 'Mostrar referencias' }));
    const table = await screen.findByRole('table', {
      name: /^DRG 470 - MAJOR JOINT.*: cargo facturado promedio/,
    });
    expect(within(table).getByRole('row', { name: /^50\.º \(mediana\)/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(
      /^7 hospitales en Ohio, 1,391 altas, año de los datos 2011 \(/,
    );
    const averages = screen.getByRole('table', { name: /promedios estatales y nacionales/ });
    expect(within(averages).getByRole('row', { name: /^Estados Unidos/ })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it("words every field message of the views' schemas, and keeps the English catalogue the domain's words", () => {
    const issues = [
      benchmarkTableBodySchema.safeParse({ claimType: 'Inpatient', code: '', area: 'XX', dataYear: 1999 }),
      benchmarkTableBodySchema.safeParse({ claimType: 'Inpatient', code: 'ABCDEFGHIJK', dataYear: 20.5 }),
      benchmarkTableBodySchema.safeParse({ claimType: 'Inpatient', code: '4-7' }),
      countyComparisonBodySchema.safeParse({ claimType: 'Professional', code: '470', state: 'XX' }),
      countyComparisonBodySchema.safeParse({ claimType: 'Inpatient' }),
      hospitalProfileBodySchema.safeParse({ ccn: 'x' }),
      hospitalProfileBodySchema.safeParse({}),
    ].flatMap((parsed) => parsed.error?.issues.map((issue) => issue.message) ?? []);
    expect(issues.length).toBeGreaterThanOrEqual(10);
    const spanishText = formatted(spanish) as Translate;
    for (const message of issues) {
      // In Spanish each reads differently; in English the catalogue words it as the domain does.
      expect(fieldMessageText(message, spanishText)).not.toBe(message);
      expect(fieldMessageText(message, formatted(english) as Translate)).toBe(message);
    }
    for (const key of costReportFigureKeys) {
      expect(english[`benchmarkViews.hospital.costFigure.${key}`]).toBe(costReportFigureLabels[key].label);
    }
  });
});

/** A catalogue's message with its simple placeholders filled, as Lingui would. */
function formatted(catalogue: Readonly<Record<string, string>>) {
  return (id: unknown, values?: Record<string, string>): string => {
    const text = catalogue[id as string] ?? String(id);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? '');
  };
}
