import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../testing/api-mock';
import { makeUser, signedInSession } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { clinicProfileReply, ohioDrg470 } from './testing/ohio-drg470';

const analyst = signedInSession(makeUser({ roles: ['medivi-benchmarks'] }));
const dollars = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/benchapphospital (docs/decisions/0103)', () => {
  it('says what a CCN must be before calling', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/benchapphospital', session: analyst });
    // The first render loads the page's code and its catalogues; on a busy machine that takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hospital Profile' }, { timeout: 45_000 }),
    ).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Hospital' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Show profile' }));
    expect(await screen.findByText('ccn must be a CMS Certification Number of 6 characters')).toBeTruthy();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/benchmarks/hospital');
  });

  it('finds the hospital by name and shows cost report, quality and DRGs with years and files', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/autocomplete/cleveland': () =>
        jsonResponse([
          { id: 'OH', name: 'Ohio', type: 'state', matches: 0 },
          { id: '360180', name: 'CLEVELAND CLINIC', type: 'provider', matches: 0 },
        ]),
      'POST /api/benchmarks/hospital': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(clinicProfileReply());
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/benchapphospital', session: analyst });
    await user.type(await screen.findByRole('combobox', { name: 'Hospital' }), 'cleveland');
    await screen.findByRole('option', { name: 'CLEVELAND CLINIC (360180)' });
    expect(screen.queryByRole('option', { name: /Ohio/ })).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Show profile' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'CLEVELAND CLINIC' })).toBeTruthy();
    expect(bodies[0]).toEqual({ ccn: '360180' });
    const cost = await screen.findByRole('table', {
      name: /Cost report 2021, fiscal year ending 2021-12-31, from hospital-cost-report-2021/,
    });
    expect(within(cost).getByRole('row', { name: /Beds/ }).textContent).toContain('1,326');
    expect(within(cost).getByRole('row', { name: /Net income/ }).textContent).toContain('$1,346,779,003.00');
    // The same labels and reading as the provider details (issue 31 item 4).
    expect(within(cost).getByRole('row', { name: /^Net patient revenue/ }).textContent).toContain(
      '$6,037,196,525.00',
    );
    expect(within(cost).getByRole('row', { name: /^Total patient revenue \(gross\)/ }).textContent).toContain(
      '$19,559,905,281.00',
    );
    const quality = screen.getByRole('table', {
      name: /fiscal year 2024, from hvbp-total-performance-score-fy2024/,
    });
    expect(within(quality).getByRole('row', { name: /Total performance score/ }).textContent).toContain(
      '35.00',
    );
    const drgs = screen.getByRole('table', { name: /Top 1 DRGs by discharges, data year 2011/ });
    const row = within(drgs).getByRole('row', { name: /^470 - MAJOR JOINT/ });
    const clinic = ohioDrg470[0];
    expect(row.textContent).toContain(dollars(clinic.billed));
    expect(row.textContent).toContain(dollars(clinic.medicare));
    expect(row.textContent).toContain((clinic.billed / clinic.medicare).toFixed(2));
    // State median over seven hospitals: the 4th smallest billed.
    const billed = ohioDrg470.map((entry) => entry.billed).sort((a, b) => a - b);
    expect(row.textContent).toContain(dollars(billed[3]!));
  });

  it('says so under the field when a search finds states but no hospital (issue 31 item 14)', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      'POST /api/autocomplete/ohio': async (request) => {
        bodies.push(await request.json());
        return jsonResponse([{ id: 'OH', name: 'Ohio', type: 'state', matches: 0 }]);
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/benchapphospital', session: analyst });
    const hospital = await screen.findByRole('combobox', { name: 'Hospital' });
    expect(screen.getByText('Type a hospital name or its CCN')).toBeTruthy();
    await user.type(hospital, 'ohio');
    const said = await screen.findByText('No hospital matches “ohio”. Check it, or try other words.');
    expect(said.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByRole('option', { name: /Ohio/ })).toBeNull();
    // One search, for the text as it stands 300 ms after the last key.
    expect(requestsOf(fetchMock).filter((r) => r.startsWith('POST /api/autocomplete'))).toEqual([
      'POST /api/autocomplete/ohio',
    ]);
    expect(bodies).toEqual([
      { providerIDs: [], codes: [], codeType: 'DRG', claimType: 'Inpatient', autocompleteType: 'provider' },
    ]);
  });

  it('says No data available for a CCN no file lists', async () => {
    mockApi({
      'POST /api/benchmarks/hospital': () =>
        jsonResponse({
          ccn: '010001',
          hospital: null,
          costReport: null,
          quality: null,
          dataYear: null,
          availableYears: [],
          sourceFiles: [],
          drgs: [],
        }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/benchapphospital', session: analyst });
    await user.type(await screen.findByRole('combobox', { name: 'Hospital' }), '010001');
    await user.click(screen.getByRole('button', { name: 'Show profile' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^No data available for CCN 010001/);
  });
});
