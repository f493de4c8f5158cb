import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RepricedClaim } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const claimsAdmin = signedInSession(makeUser({ roles: ['claims-read', 'claims-admin'] }));

/** Thirty synthetic claims, newest first; every third on plan B. */
const claims: RepricedClaim[] = Array.from({ length: 30 }, (_, index) => ({
  claimId: `SYNTHETIC-${String(index).padStart(3, '0')}`,
  planId: index % 3 === 0 ? 'plan-b' : 'plan-a',
  planName: index % 3 === 0 ? 'Plan B (synthetic)' : 'Plan A (synthetic)',
  memberId: `M${String(index)}`,
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
  billed: 50000 + index,
  medicareEquivalent: 14000.18,
  allowed: 19600.25,
  savings: 30399.75 + index,
  isSynthetic: true,
}));

/** A fake `GET /api/repricing/claims` that filters by plan, pages as the server would, and records each query. */
function mockRepricingBackend() {
  const queries: URLSearchParams[] = [];
  mockApi({
    'GET /api/repricing/claims': (request) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const page = Number(params.get('page') ?? '1');
      const pageSize = Number(params.get('pageSize') ?? '25');
      const planId = params.get('planId');
      const matching = planId === null ? claims : claims.filter((claim) => claim.planId === planId);
      return jsonResponse({
        claims: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
        plans: [
          { id: 'plan-a', name: 'Plan A (synthetic)' },
          { id: 'plan-b', name: 'Plan B (synthetic)' },
        ],
      });
    },
  });
  return { queries };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/repricing (docs/decisions/0105)', () => {
  it('lists the first page with billed, Medicare equivalent, allowed and savings', async () => {
    mockRepricingBackend();
    renderApp({ path: '/repricing', session: claimsAdmin, variant: 'claims' });
    const table = await screen.findByRole('table', { name: 'Repriced claims' });
    await within(table).findByText('SYNTHETIC-000');
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const first = within(table).getAllByRole('row')[1];
    expect(first?.textContent).toContain('$50,000.00');
    expect(first?.textContent).toContain('$14,000.18');
    expect(first?.textContent).toContain('$19,600.25');
    expect(first?.textContent).toContain('$30,399.75');
    expect(first?.textContent).toContain('CCN 360180');
    expect(screen.getByRole('status').textContent).toBe('30 claims');
  });

  it('asks the server for the next page and for one plan', async () => {
    const user = userEvent.setup();
    const { queries } = mockRepricingBackend();
    renderApp({ path: '/repricing', session: claimsAdmin, variant: 'claims' });
    const table = await screen.findByRole('table', { name: 'Repriced claims' });
    await within(table).findByText('SYNTHETIC-000');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await within(table).findByText('SYNTHETIC-025');
    expect(queries.at(-1)?.get('page')).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'plan-b');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(queries.at(-1)?.get('planId')).toBe('plan-b');
    });
    expect(queries.at(-1)?.get('page')).toBe('1');
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('10 claims');
    });
  });

  it('sorts by a column on the server, exports in that order and opens a claim in full (issue 31)', async () => {
    const { queries } = mockRepricingBackend();
    renderApp({ path: '/repricing', session: claimsAdmin, variant: 'claims' });
    const table = await screen.findByRole('table', { name: 'Repriced claims' });
    await within(table).findByText('SYNTHETIC-000');
    expect(queries.at(-1)?.get('sort')).toBe('receivedOn');
    expect(queries.at(-1)?.get('direction')).toBe('desc');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Savings' }));
    await waitFor(() => {
      expect(queries.at(-1)?.get('sort')).toBe('savings');
    });
    expect(queries.at(-1)?.get('page')).toBe('1');
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '';
    const exported = new URL(href, 'http://portal.test');
    expect(exported.pathname).toBe('/api/repricing/claims');
    expect(exported.searchParams.get('format')).toBe('csv');
    expect(exported.searchParams.get('sort')).toBe('savings');
    expect(exported.searchParams.has('page')).toBe(false);
    await user.click(within(table).getByRole('button', { name: 'Claim SYNTHETIC-000: details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Claim SYNTHETIC-000' });
    expect(dialog.textContent).toContain('Allowed ÷ Medicare equivalent');
    expect(dialog.textContent).toContain('1.40×');
    expect(dialog.textContent).toContain('Synthetic (demo)');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('says the claims could not be loaded when the server fails, never that none match', async () => {
    mockApi({
      'GET /api/repricing/claims': () => jsonResponse({ message: 'The database is not answering.' }, 503),
    });
    renderApp({ path: '/repricing', session: claimsAdmin, variant: 'claims' });
    await screen.findByText('The repriced claims could not be loaded. Please try again.', undefined, {
      timeout: 8000,
    });
    await screen.findByText('No claims could be loaded.');
    expect(screen.queryByText('No claims match.')).toBeNull();
  });

  it('tells a user without a repricing role that he is unauthorized', async () => {
    mockRepricingBackend();
    renderApp({
      path: '/repricing',
      session: signedInSession(makeUser({ roles: ['claims-read'] })),
      variant: 'claims',
    });
    await screen.findByText('Unauthorized: check roles needed for access');
  });
});
