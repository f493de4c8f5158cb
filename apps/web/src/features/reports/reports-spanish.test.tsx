import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  casesOnTimePage,
  type CaseDecisionFact,
  onTimeNotes,
  planYearPeriod,
  type ReportDescriptor,
  reportPages,
} from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/reports.json';
import spanish from '../../locales/es/reports.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { stubCanvasDrawing } from '../../testing/canvas-stub';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { stubIntersectionObserver } from '../../testing/intersection-stub';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { stubViewportWidth } from '../../testing/viewport';
import { mockReportBackend, syntheticPlans } from './testing/report-backend';

const spanishReader = (role: string) =>
  signedInSession(makeUser({ roles: ['medivi-reports', role], language: 'es' }));

/** The area's English that must not show in Spanish. */
const leftEnglish = untranslatedEnglish(english, spanish);

function expectNoEnglish(container: ParentNode) {
  const texts = readableTexts(container);
  expect(leftEnglish.filter((text) => texts.includes(text))).toEqual([]);
}

beforeEach(() => {
  stubViewportWidth(1600);
  stubCanvasDrawing();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLanguage('en');
  window.localStorage.clear();
});

describe('reports in Spanish (issue 37)', { timeout: 120_000 }, () => {
  it('shows every monthly page, its figures, tables, charts and notes in Spanish', async () => {
    mockReportBackend();
    const screenArea = stubIntersectionObserver();
    renderApp({ path: '/reports/monthly-reporting', session: spanishReader('medivi-clientmonthlyreport') });
    await screen.findByRole('heading', { level: 3, name: 'Casos activos' }, { timeout: 30_000 });
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Informes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Informes mensuales' })).toBeTruthy();
    expect(screen.getByText(/Cifras publicadas de octubre de 2026/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Casos abiertos al 31/10/2026' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Mes' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'octubre' })).toBeTruthy();

    const user = userEvent.setup();
    const drawer = screen.getByRole('navigation', { name: 'Páginas del informe' });
    for (const page of reportPages['monthly-reporting']) {
      const title = spanish[`reports.page.${page.id}` as keyof typeof spanish];
      await user.click(within(drawer).getByRole('link', { name: title }));
      await screen.findByRole('heading', { level: 3, name: title });
      act(() => {
        screenArea.showAll();
      });
      await screen.findAllByRole('img', { name: /^Gráfico: / }).catch(() => []);
      const main = screen.getByRole('main');
      expect(within(main).getByRole('list', { name: 'Cifras clave' })).toBeTruthy();
      expectNoEnglish(main);
    }
    expect(screen.getByRole('button', { name: /^Descargar .* en CSV$/ })).toBeTruthy();
  });

  it('shows the plan-health page Cases Decided On Time, its notes and month names in Spanish', async () => {
    const decided = (month: string, recordType: string, onTime: boolean | null): CaseDecisionFact => ({
      month,
      recordType,
      onTime,
    });
    const scope = {
      period: planYearPeriod(7, 2026, 10),
      decisions: [
        decided('2026-09', 'CallAhead', false),
        decided('2026-10', 'Appeal', true),
        decided('2026-10', 'Appeal', null),
      ],
    };
    const descriptor: ReportDescriptor = {
      report: { accessToken: 't', embedUrl: 'http://localhost/x', expiresAt: '2026-11-26T15:15:00.000Z' },
      pages: [...reportPages['planHealth-reporting']],
      lastPublished: { year: 2026, month: 10 },
    };
    mockApi({
      'GET /api/reports/planHealth-reporting': () => jsonResponse(descriptor),
      'GET /api/reports/planHealth-reporting/pages/cases-on-time-plan-year': () =>
        jsonResponse({
          reportName: 'planHealth-reporting',
          page: 'cases-on-time-plan-year',
          title: 'Cases Decided On Time (Plan Year)',
          plan: syntheticPlans[0],
          period: scope.period,
          published: { year: 2026, month: 10 },
          ...casesOnTimePage(scope, '-plan-year', false, { year: 2026, month: 10 }),
          notes: onTimeNotes(scope, 'America/New_York'),
        }),
      'GET /api/v2/get-masterPlans': () => jsonResponse(syntheticPlans),
    });
    renderApp({
      path: '/reports/planHealth-reporting?page=cases-on-time-plan-year',
      session: spanishReader('medivi-clientplanhealthreport'),
    });
    await screen.findByRole(
      'heading',
      { level: 3, name: 'Casos decididos a tiempo (año del plan)' },
      { timeout: 30_000 },
    );
    const main = screen.getByRole('main');
    expect(
      screen.getByRole('table', {
        name: 'Casos decididos a tiempo por tipo de caso, Año del plan desde julio de 2026',
      }),
    ).toBeTruthy();
    const byMonth = screen.getByRole('table', { name: 'Casos decididos a tiempo por mes, llamada previa' });
    expect(within(byMonth).getByRole('row', { name: /^septiembre de 2026/ })).toBeTruthy();
    expect(screen.getByText(/en la zona horaria America\/New_York/)).toBeTruthy();
    expect(
      screen.getByText('1 caso decidido no tiene cifras de plazo (una fecha de vencimiento) y queda fuera.'),
    ).toBeTruthy();
    expectNoEnglish(main);
  });

  it("words a refused page from the server's code, and the month not published yet", async () => {
    mockReportBackend();
    renderApp({
      path: '/reports/monthly-reporting?year=2026&month=12',
      session: spanishReader('medivi-clientmonthlyreport'),
    });
    expect(
      await screen.findByText('Ese mes todavía no se ha publicado.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
    expectNoEnglish(screen.getByRole('main'));
  });

  it('says in Spanish that no month is published yet', async () => {
    mockReportBackend({ lastPublished: null });
    renderApp({ path: '/reports/monthly-reporting', session: spanishReader('medivi-clientmonthlyreport') });
    expect(
      await screen.findByText('Todavía no se ha publicado ningún mes.', {}, { timeout: 30_000 }),
    ).toBeTruthy();
  });
});
