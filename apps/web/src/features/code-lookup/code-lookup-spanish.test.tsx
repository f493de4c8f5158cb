import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeLookupMessages, lookupCodeTypeLabels } from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/codeLookup.json';
import spanish from '../../locales/es/codeLookup.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

const spanishCoder = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-code'], language: 'es' }));

function expectNoEnglish() {
  const texts = readableTexts(screen.getByRole('main'));
  for (const text of untranslatedEnglish(english, spanish)) expect(texts).not.toContain(text);
}

describe('/code and /cms in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('searches codes in Spanish, with no English of the area left', async () => {
    mockApi({
      'GET /api/codes': () =>
        jsonResponse({
          codes: [
            {
              code: '207Q00000X',
              codeType: 'taxonomy',
              description: 'Family Medicine Physician',
              grouping: 'Allopathic & Osteopathic Physicians',
              classification: 'Family Medicine',
              specialization: null,
              source: 'nucc_taxonomy_250.csv',
            },
          ],
          total: 1234,
          page: 1,
          pageSize: 25,
        }),
    });
    renderApp({ path: '/code', session: spanishCoder });
    expect(await screen.findByRole('heading', { level: 1, name: 'Búsqueda de códigos' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Códigos' });
    await within(table).findByText('207Q00000X');
    expect(within(table).getByText('taxonomía de NUCC')).toBeTruthy();
    expect(screen.getByText('1,234 códigos')).toBeTruthy();
    expectNoEnglish();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Código o descripción' }), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Use como máximo 100 caracteres.')).toBeTruthy();
  });

  it('lists the reference files in Spanish', async () => {
    mockApi({
      'GET /api/reference-imports': () =>
        jsonResponse({
          imports: [
            {
              file: 'nucc_taxonomy_250.csv',
              source: 'NUCC',
              dataYear: 2025,
              rowsRead: 1234,
              rowsWritten: 1230,
              rowsRejected: 4,
              startedAt: '2026-03-01T10:00:00.000Z',
              finishedAt: '2026-03-01T10:01:00.000Z',
              status: 'done',
            },
          ],
        }),
    });
    renderApp({ path: '/cms', session: spanishCoder });
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos de referencia' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Archivos de referencia importados' });
    await within(table).findByText('nucc_taxonomy_250.csv');
    expect(within(table).getByText('1,234')).toBeTruthy();
    expectNoEnglish();
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    expect(english['codeLookup.code.empty']).toBe(codeLookupMessages.noCodes);
    expect(english['codeLookup.cms.empty']).toBe(codeLookupMessages.noImports);
    expect(english['codeLookup.type.taxonomy']).toBe(lookupCodeTypeLabels.taxonomy);
  });
});
