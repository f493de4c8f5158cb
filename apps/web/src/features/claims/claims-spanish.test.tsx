import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/claims.json';
import spanish from '../../locales/es/claims.json';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { deniedClaim, syntheticAccumulators, syntheticClaims } from './testing/claims-fixtures';
import { syntheticIdCards, syntheticProviderNotice } from './testing/id-card-fixtures';

/** A member who files cases, whose account reads Spanish. */
const member = signedInSession(
  makeUser({ roles: ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'], language: 'es' }),
);

/** The claims API of one member with two patients on two plans. */
function mockClaimsBackend() {
  return mockApi({
    'GET /api/member/claims': () =>
      jsonResponse({
        claims: syntheticClaims.slice(0, 10),
        total: syntheticClaims.length,
        page: 1,
        pageSize: 10,
        plans: [
          { id: 'plan-a', name: 'Plan A (synthetic)' },
          { id: 'plan-b', name: 'Plan B (synthetic)' },
        ],
        patients: [
          { memberId: 'DEMO1', name: 'DANA SYNTHETIC', relationship: 'subscriber' },
          { memberId: 'DEMO1-02', name: 'ROBIN SYNTHETIC', relationship: 'child' },
        ],
      }),
    'GET /api/member/accumulators': () => jsonResponse(syntheticAccumulators),
    'GET /api/member/claims/SYNTHETIC-M-003': () => jsonResponse(deniedClaim),
    'GET /api/member/id-card': () => jsonResponse({ cards: syntheticIdCards }),
    'GET /api/provider-notice/plan-a': () => jsonResponse(syntheticProviderNotice),
  });
}

/**
 * The texts read in `container`, without the plan's own data the fixtures give in English (its
 * phone and claims address: 'MediVI Claims (demo address)'), which the page shows as given.
 */
function textsOf(container: HTMLElement): string {
  const notice = syntheticIdCards[0]?.providerNotice;
  return readableTexts(container)
    .replaceAll(notice?.claimsAddress ?? '', '')
    .replaceAll(notice?.phone ?? '', '');
}

/** The English messages of the claims area found in `container`. */
function englishLeft(container: HTMLElement): string[] {
  const texts = textsOf(container);
  return untranslatedEnglish(english, spanish).filter((text) => texts.includes(text));
}

describe('the claims screens in Spanish (issue 37)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows My Claims, its filters, accumulators and benefits in Spanish, with no English left', async () => {
    mockClaimsBackend();
    const user = userEvent.setup();
    renderApp({ path: '/claims', session: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis reclamaciones' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const table = await screen.findByRole('table', { name: 'Reclamaciones' });
    expect(within(table).getByRole('columnheader', { name: 'Usted debe' })).toBeTruthy();
    expect(within(table).getAllByText('Médico o clínica').length).toBeGreaterThan(0);
    expect(within(table).getByText('Denegada')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('12 reclamaciones');
    const deductible = await screen.findAllByRole('progressbar', { name: 'Deducible' });
    expect(deductible[0]?.getAttribute('aria-valuetext')).toBe(
      '$600.00 usados de $3,000.00, quedan $2,400.00',
    );
    expect(
      screen.getByText('Después del deducible, usted paga el 20 % del monto permitido (coseguro).'),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'ROBIN SYNTHETIC (Hijo o hija)' })).toBeTruthy();
    expect(englishLeft(screen.getByRole('main'))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Servicio desde/ }), '09/10/2026');
    await user.type(screen.getByRole('textbox', { name: /^Servicio hasta/ }), '09/01/2026');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('La fecha final es anterior a la fecha inicial.')).toBeTruthy();
  });

  it("shows a denied claim's explanation of benefits in Spanish", async () => {
    mockClaimsBackend();
    renderApp({ path: '/claims/SYNTHETIC-M-003', session: member });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explicación de beneficios (EOB)' }),
    ).toBeTruthy();
    const plain = screen.getByRole('region', { name: 'En palabras sencillas' });
    expect(within(plain).getByText('Test Clinic facturó $403.00 por esta reclamación.')).toBeTruthy();
    expect(
      within(plain).getByText(/^Puede apelar la denegación hasta el 16 de febrero de 2027, 180 días/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descargar la EOB (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recibí una factura por esto' })).toBeTruthy();
    expect(screen.getByText('Caso 00001234')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Casos sobre esta reclamación' }).textContent).toContain(
      'En proceso',
    );
    expect(englishLeft(screen.getByRole('main'))).toEqual([]);
  });

  it('shows the ID card and the provider notice in Spanish', async () => {
    mockClaimsBackend();
    const view = renderApp({ path: '/id-card', session: member });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su tarjeta de identificación' }),
    ).toBeTruthy();
    const planA = await screen.findByRole('region', { name: 'Plan A (synthetic)' });
    const front = within(planA).getByRole('region', { name: 'Frente de la tarjeta' });
    expect(within(front).getByText('ROBIN SYNTHETIC (hijo o hija), ID DEMO1-02')).toBeTruthy();
    const back = within(planA).getByRole('region', { name: 'Reverso de la tarjeta' });
    expect(within(back).getByText(/este plan paga el 150 % de Medicare por hospitalización/)).toBeTruthy();
    expect(englishLeft(screen.getByRole('main'))).toEqual([]);
    view.unmount();

    renderApp({ path: '/provider-notice?plan=plan-a', session: member });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aviso a los proveedores: Plan A (synthetic)' }),
    ).toBeTruthy();
    expect(screen.getByText('Reclamaciones de hospitalización')).toBeTruthy();
    expect(screen.getAllByText('150 % de Medicare').length).toBe(1);
    expect(englishLeft(document.body)).toEqual([]);
  });
});
