import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RepricedClaim } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/repricing.json';
import spanish from '../../locales/es/repricing.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

const spanishClaimsAdmin = signedInSession(
  makeUser({ roles: ['claims-read', 'claims-admin'], language: 'es' }),
);

const claim: RepricedClaim = {
  claimId: 'SYNTHETIC-000',
  planId: 'plan-a',
  planName: 'Plan A (synthetic)',
  memberId: 'M0',
  patientName: 'DANA SYNTHETIC',
  providerName: 'Test Hospital',
  providerNpi: null,
  providerCcn: '360180',
  claimType: 'inpatient',
  codeType: 'DRG',
  code: '470',
  serviceDateFrom: '2026-01-12',
  serviceDateTo: '2026-01-15',
  receivedOn: '2026-01-30',
  billed: 50000,
  medicareEquivalent: 14000.18,
  allowed: 19600.25,
  savings: 30399.75,
  isSynthetic: true,
};

describe('/repricing in Spanish (issue 37)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the work list, its search and a claim in full in Spanish, with no English of the area left', async () => {
    mockApi({
      'GET /api/repricing/claims': () =>
        jsonResponse({
          claims: [claim],
          total: 1,
          page: 1,
          pageSize: 25,
          plans: [{ id: 'plan-a', name: 'Plan A (synthetic)' }],
        }),
    });
    renderApp({ path: '/repricing', session: spanishClaimsAdmin, variant: 'claims' });
    // The page's code and both languages' catalogues load first: allow for a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reajuste de precios' }, { timeout: 25_000 }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Reclamaciones con reajuste de precios' });
    await within(table).findByText('SYNTHETIC-000');
    expect(within(table).getByRole('button', { name: 'Ahorro' })).toBeTruthy();
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Hospitalización DRG 470, del 12 ene 2026 al 15 ene 2026');
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('1 reclamación');
    });
    const search = screen.getByRole('form', { name: 'Buscar reclamaciones con reajuste de precios' });
    expect(within(search).getByRole('textbox', { name: 'ID del miembro o paciente' })).toBeTruthy();
    expect(within(search).getByRole('combobox', { name: 'Plan' })).toBeTruthy();
    expect(within(search).getByRole('button', { name: 'Buscar' })).toBeTruthy();
    expect(within(search).getByRole('button', { name: 'Borrar filtros' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).toBeTruthy();
    for (const text of untranslatedEnglish(english, spanish)) {
      expect(readableTexts(screen.getByRole('main'))).not.toContain(text);
    }

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Reclamación SYNTHETIC-000: detalles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reclamación SYNTHETIC-000' });
    expect(dialog.textContent).toContain('Permitido ÷ equivalente de Medicare');
    // es-US writes a decimal point, as US Spanish does.
    expect(dialog.textContent).toContain('1.40×');
    expect(dialog.textContent).toContain('Fecha del reajuste30 ene 2026');
    expect(dialog.textContent).toContain('Sintéticos (demostración)');
    expect(dialog.textContent).not.toContain('Synthetic (demo)');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
