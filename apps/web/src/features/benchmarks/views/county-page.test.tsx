import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/api-mock';
import { makeUser, signedInSession } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { ohioDrg470, ohioCountyReply } from './testing/ohio-drg470';

const analyst = signedInSession(makeUser({ roles: ['medivi-benchmarks'] }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/benchappcounty (docs/decisions/0103)', () => {
  it('asks for a code and a state before calling', async () => {
    const fetchMock = mockApi({ 'POST /api/benchmarks/counties': () => jsonResponse(ohioCountyReply()) });
    renderApp({ path: '/benchappcounty', session: analyst });
    // The first render loads the page's code and its catalogues; on a busy machine that takes a while.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'County Comparison' }, { timeout: 45_000 }),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Compare counties' }));
    expect(await screen.findByText('code is required')).toBeTruthy();
    expect(screen.getByText("state must be a state's two-letter code")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/api/benchmarks/counties'),
      expect.anything(),
    );
  });

  it('lists the counties by discharges with weighted averages, year and files', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/benchmarks/counties': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(ohioCountyReply());
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/benchappcounty', session: analyst });
    await user.type(await screen.findByRole('combobox', { name: 'DRG code' }), '470');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'OH');
    await user.click(screen.getByRole('button', { name: 'Compare counties' }));
    const table = await screen.findByRole('table', {
      name: /DRG 470.*Ohio by county, data year 2011, from inpatient-drg100-by-provider-fy2011.*us-zip-centroids-geonames/,
    });
    expect(bodies[0]).toEqual({ claimType: 'Inpatient', code: '470', state: 'OH' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Cuyahoga',
      'Franklin',
      'Hamilton',
      'Lucas',
      'Ohio (all counties)',
    ]);
    // Cuyahoga: three hospitals, discharges 410 + 312 + 97, billed weighted by discharges.
    const cuyahoga = ohioDrg470.filter((row) => row.county === 'Cuyahoga');
    const discharges = cuyahoga.reduce((sum, row) => sum + row.discharges, 0);
    const billed = cuyahoga.reduce((sum, row) => sum + row.discharges * row.billed, 0) / discharges;
    expect(rows[0]?.textContent).toContain('819');
    expect(rows[0]?.textContent).toContain(
      billed.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
  });
});
