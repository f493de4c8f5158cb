import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@medivi/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../testing/api-mock';
import { makeUser, signedInSession } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { ohioDrg470, ohioTableReply } from './testing/ohio-drg470';

const analyst = signedInSession(makeUser({ roles: ['medivi-benchmarks'] }));
const reader = signedInSession(makeUser({ roles: ['medivi-read'] }));

const dollars = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function mockBackend() {
  const bodies: unknown[] = [];
  const fetchMock = mockApi({
    'POST /api/benchmarks/table': async (request) => {
      bodies.push(await request.json());
      return jsonResponse(ohioTableReply());
    },
    'POST /api/autocomplete/999': () => jsonResponse([]),
    'POST /api/autocomplete/47': () =>
      jsonResponse([
        {
          id: '470',
          // As the server names a code: '<code> - <description>' (benchmarks lookup.service.ts).
          name: '470 - MAJOR JOINT REPLACEMENT OR REATTACHMENT OF LOWER EXTREMITY W/O MCC',
          type: 'DRG',
          matches: 0,
        },
      ]),
  });
  return { bodies, fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/benchappbenchmark (docs/decisions/0103)', () => {
  it('shows the title, the views list and field messages for an empty selection', async () => {
    const { fetchMock } = mockBackend();
    renderApp({ path: '/benchappbenchmark', session: analyst });
    // The first render loads the page's code and its catalogues; on a busy machine that takes a while.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Inpatient Benchmark Table' },
        { timeout: 45_000 },
      ),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Benchmark views' });
    expect(within(nav).getByRole('link', { name: 'Benchmarks chart' }).getAttribute('href')).toBe(
      '/benchmarks',
    );
    expect(within(nav).getByRole('link', { name: 'County comparison' }).getAttribute('href')).toBe(
      '/benchappcounty',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show benchmarks' }));
    expect(await screen.findByText('code is required')).toBeTruthy();
    expect(screen.getByText("area must be US (the nation) or a state's two-letter code")).toBeTruthy();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/benchmarks/table');
  });

  it('picks a DRG from the autocomplete with the keyboard and shows the percentiles, year and file', async () => {
    const { bodies } = mockBackend();
    const user = userEvent.setup();
    renderApp({ path: '/benchappbenchmark', session: analyst });
    const code = await screen.findByRole('combobox', { name: 'DRG code' });
    await user.type(code, '47');
    // The code once: the option reads as the server names it.
    await screen.findByRole('option', { name: /^470 - MAJOR JOINT/ });
    expect(screen.queryByRole('option', { name: /^470 - 470/ })).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'OH');
    await user.click(screen.getByRole('button', { name: 'Show benchmarks' }));
    const table = await screen.findByRole('table', {
      name: /DRG 470 - MAJOR JOINT.*Ohio, data year 2011, from inpatient-drg100-by-provider-fy2011/,
    });
    expect(bodies[0]).toEqual({ claimType: 'Inpatient', code: '470', area: 'OH' });
    // Seven hospitals: the median is the 4th smallest of the file's figures.
    const billed = ohioDrg470.map((row) => row.billed).sort((a, b) => a - b);
    const medicare = ohioDrg470.map((row) => row.medicare).sort((a, b) => a - b);
    const median = within(table).getByRole('row', { name: /50th \(median\)/ });
    expect(median.textContent).toContain(dollars(billed[3]!));
    expect(median.textContent).toContain(dollars(medicare[3]!));
    expect(within(table).getByRole('row', { name: /Billed \/ Medicare/ }).textContent).toContain(
      (billed[3]! / medicare[3]!).toFixed(2),
    );
    expect(screen.getByRole('status').textContent).toContain(
      '7 hospitals in Ohio, 1,391 discharges, data year 2011',
    );
    const areas = screen.getByRole('table', { name: /state and national averages/ });
    expect(within(areas).getByRole('row', { name: /the United States/ }).textContent).toContain('$65,482.61');
    expect(within(areas).getByRole('row', { name: /^Ohio/ }).textContent).toContain('2019');
  });

  it('says so under the field when a code search finds nothing (issue 31 item 14)', async () => {
    mockBackend();
    const user = userEvent.setup();
    renderApp({ path: '/benchappbenchmark', session: analyst });
    const code = await screen.findByRole('combobox', { name: 'DRG code' });
    expect(screen.getByText('Type a code or words of its description')).toBeTruthy();
    await user.type(code, '999');
    const said = await screen.findByText('No DRG code matches “999”. Check it, or try other words.');
    expect(said.getAttribute('aria-live')).toBe('polite');
    // Text that finds something again brings the hint back.
    await user.clear(code);
    await user.type(code, '47');
    await screen.findByRole('option', { name: /^470 - MAJOR JOINT/ });
    expect(screen.queryByText(/No DRG code matches/)).toBeNull();
  });

  it('says No data available when the area has no facts', async () => {
    mockApi({
      'POST /api/benchmarks/table': () =>
        jsonResponse({
          ...ohioTableReply(),
          area: 'NE',
          dataYear: null,
          availableYears: [],
          sourceFiles: [],
          providers: 0,
          count: 0,
          billed: null,
          medicare: null,
          medianRatio: null,
          areaAverages: [],
        }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/benchappbenchmark', session: analyst });
    await user.type(await screen.findByRole('combobox', { name: 'DRG code' }), '470');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'NE');
    await user.click(screen.getByRole('button', { name: 'Show benchmarks' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toMatch(/^No data available for DRG 470/);
    });
  });

  it('is for the benchmarks role only', async () => {
    const { fetchMock } = mockBackend();
    renderApp({ path: '/benchappbenchmark', session: reader });
    expect(await screen.findByText(messages.unauthorizedRoute, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Inpatient Benchmark Table' })).toBeNull();
    expect(requestsOf(fetchMock).filter((r) => r.includes('/api/benchmarks'))).toEqual([]);
  });
});

describe('/benchappbenchmarkoph (docs/decisions/0103)', () => {
  it('switches to professional HCPCS and shows billed as not available', async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/benchmarks/table': async (request) => {
        bodies.push(await request.json());
        const reply = ohioTableReply();
        // Medicare averages of the 2012 Nebraska per-state file for HCPCS 99214 (total payments / services).
        const medicare = {
          p10: 9258.97 / 164,
          p25: 9258.97 / 164,
          p50: 5151.16 / 88,
          p75: 5151.16 / 88,
          p90: 5151.16 / 88,
        };
        return jsonResponse({
          ...reply,
          claimType: 'Professional',
          codeType: 'HCPCS',
          code: '99214',
          description: 'Office/outpatient visit est',
          dataYear: 2012,
          availableYears: [2012],
          sourceFiles: ['physician-services-2012-NE.csv.gz'],
          area: 'NE',
          providers: 2,
          count: 252,
          billed: null,
          medicare,
          medianRatio: null,
          areaAverages: [],
        });
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/benchappbenchmarkoph', session: analyst });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Outpatient and Professional Benchmark Table' }),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'APC code' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Professional (HCPCS)' }));
    await user.type(screen.getByRole('combobox', { name: 'HCPCS code' }), '99214');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'NE');
    await user.click(screen.getByRole('button', { name: 'Show benchmarks' }));
    const table = await screen.findByRole('table', {
      name: /HCPCS 99214.*Nebraska, data year 2012, from physician-services-2012-NE/,
    });
    expect(bodies[0]).toEqual({ claimType: 'Professional', code: '99214', area: 'NE' });
    const median = within(table).getByRole('row', { name: /50th/ });
    expect(median.textContent).toContain('not available');
    expect(median.textContent).toContain(dollars(5151.16 / 88));
    expect(screen.queryByRole('table', { name: /state and national averages/ })).toBeNull();
  });
});
