import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditMessages, auditOutcomes } from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/audit.json';
import spanish from '../../locales/es/audit.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

const spanishAdmin = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-admin'], language: 'es' }));

const rows = Array.from({ length: 3 }, (_, index) => ({
  id: `row-${String(index)}`,
  at: new Date(Date.UTC(2026, 2, 10, 12, 0, 0) - index * 60_000).toISOString(),
  actorUserId: index === 2 ? null : 'u-9',
  actorEmail: index === 2 ? null : 'jo.member@example.test',
  action: 'case.read',
  subjectType: 'case',
  subjectId: `case-${String(index)}`,
  outcome: index === 1 ? 'denied' : 'success',
  address: '203.0.113.5',
  detail: null,
}));

describe('/audit in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the trail, its filters and its outcomes in Spanish, with no English of the area left', async () => {
    mockApi({
      'GET /api/audit/actions': () => jsonResponse({ actions: ['case.read'] }),
      'GET /api/audit': () => jsonResponse({ events: rows, total: 1234, page: 1, pageSize: 50 }),
    });
    renderApp({ path: '/audit', session: spanishAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Registros de auditoría' });
    await within(table).findByText('case case-0');
    expect(within(table).getByText('denegado')).toBeTruthy();
    expect(within(table).getByText('(sin sesión iniciada)')).toBeTruthy();
    expect(screen.getByText('1,234 registros')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeTruthy();
    const outcomes = within(screen.getByRole('combobox', { name: 'Resultado' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(outcomes).toEqual(['Cualquiera', 'correcto', 'denegado', 'rechazado', 'fallido']);
    const main = screen.getByRole('main');
    for (const text of untranslatedEnglish(english, spanish)) expect(readableTexts(main)).not.toContain(text);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Desde (UTC)' }), '03/05/2026');
    await user.type(screen.getByRole('textbox', { name: 'Hasta (UTC)' }), '03/01/2026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('La fecha de inicio debe ser igual o anterior a la fecha final.'),
    ).toBeTruthy();
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    expect(english['audit.filters.dateFormat']).toBe(auditMessages.dateFormat);
    expect(english['audit.filters.dateOrder']).toBe(auditMessages.dateOrder);
    for (const outcome of auditOutcomes) {
      expect(english[`audit.outcome.${outcome}` as keyof typeof english]).toBe(outcome);
    }
  });
});
