import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exclusionExplanations, messages } from '@medivi/domain';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { clevelandHospitals } from './testing/cleveland-drg-facts';
import { drgItem, hospitalItem, mockBenchmarksBackend } from './testing/benchmarks-backend';

const analyst = signedInSession(makeUser({ roles: ['medivi-benchmarks'] }));
const reader = signedInSession(makeUser({ roles: ['medivi-read'] }));
const path = '/benchmarks';
const savedInpatient = {
  providerSelections: clevelandHospitals.map(hospitalItem),
  procedureSelections: [drgItem('469'), drgItem('470')],
};
const clinic = clevelandHospitals.find((h) => h.ccn === '360180');
const money = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The table row of a provider, by its name button. */
async function rowOf(name: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Benchmarks data' }, { timeout: 8000 });
  const button = await within(table).findByRole('button', { name }, { timeout: 8000 });
  const row = button.closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
}

function countOf(requests: string[], request: string): number {
  return requests.filter((r) => r === request).length;
}

describe('/benchmarks (analysis-reports-admin spec §2, §4, §5, §8, §9)', { timeout: 30_000 }, () => {
  it('shows the page to a benchmarks user, with the saved Inpatient selection charted', async () => {
    const { chartBodies } = mockBenchmarksBackend({ Inpatient: savedInpatient });
    renderApp({ path, session: analyst });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Benchmarks' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('View filtered reports by selecting the case type')).toBeTruthy();
    // The panels show once the saved selections have arrived.
    expect(await screen.findByRole('radio', { name: 'Inpatient' }, { timeout: 8000 })).toHaveProperty(
      'checked',
      true,
    );
    const clinic = await rowOf('CLEVELAND CLINIC');
    // As many years as the fixture has, none of them thin.
    expect(screen.queryByText(/^Thin data/)).toBeNull();
    // A quality score names its HVBP year (issue 31 item 14).
    expect(clinic.textContent).toMatch(/\(FY2024\)/);
    expect(chartBodies[0]?.claimType).toBe('Inpatient');
    // The page reads no provider's per-code figures, so it asks without them.
    expect(chartBodies[0]?.includeProcedures).toBe(false);
    expect(chartBodies[0]?.procedureSelections.map((item) => item.id)).toEqual(['469', '470']);
    expect(screen.getByRole('combobox', { name: 'Procedures' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Professional code type' })).toBeNull();
    const optionsPanel = screen.getByRole('button', { name: 'Options' });
    expect(optionsPanel.getAttribute('aria-expanded')).toBe('true');
    await userEvent.setup().click(optionsPanel);
    expect(optionsPanel.getAttribute('aria-expanded')).toBe('false');
  });

  it('refuses the page to a user without the benchmarks role', async () => {
    const fetchMock = mockBenchmarksBackend().fetchMock;
    renderApp({ path, session: reader });
    expect(await screen.findByText(messages.unauthorizedRoute, {}, { timeout: 8000 })).toBeTruthy();
    expect(requestsOf(fetchMock).filter((r) => r.includes('/benchmarks') || r.includes('/chart'))).toEqual(
      [],
    );
  });

  it('asks the autocomplete 300 ms after the last key and never under 2 characters', async () => {
    const { fetchMock, autocompleteTimes: requestTimes, puts } = mockBenchmarksBackend();
    renderApp({ path, session: analyst });
    const providers = await screen.findByRole('combobox', { name: 'Providers' }, { timeout: 8000 });
    expect(providers.getAttribute('placeholder')).toBe('Hospital, city, CCN or state');
    expect(screen.getByRole('combobox', { name: 'Procedures' }).getAttribute('placeholder')).toBe('DRG');
    const user = userEvent.setup();
    await user.type(providers, 'c');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsOf(fetchMock).filter((r) => r.startsWith('POST /api/autocomplete'))).toEqual([]);
    const typedAt = Date.now();
    await user.paste('le');
    const option = await screen.findByRole('option', { name: /^CLEVELAND CLINIC/ });
    expect(requestsOf(fetchMock).filter((r) => r.startsWith('POST /api/autocomplete'))).toEqual([
      'POST /api/autocomplete/cle',
    ]);
    expect((requestTimes[0] ?? 0) - typedAt).toBeGreaterThanOrEqual(300);
    await user.click(option);
    expect(screen.getByRole('button', { name: 'CLEVELAND CLINIC' })).toBeTruthy();
    await waitFor(() => {
      expect(puts).toHaveLength(1);
    });
    await screen.findByText('noData - CLEVELAND CLINIC');
  });

  it('empties the options when the autocomplete fails', async () => {
    mockBenchmarksBackend();
    renderApp({ path, session: analyst });
    const procedures = await screen.findByRole('combobox', { name: 'Procedures' }, { timeout: 8000 });
    await userEvent.setup().type(procedures, 'zz');
    await waitFor(() => {
      expect(screen.getByText('No matches')).toBeTruthy();
    });
    expect(document.querySelectorAll('.MuiAutocomplete-option')).toHaveLength(0);
  });

  it('loads the saved selections of the claim type chosen and saves a change', async () => {
    const { fetchMock, puts } = mockBenchmarksBackend({ Inpatient: savedInpatient });
    renderApp({ path, session: analyst });
    await rowOf('LUTHERAN HOSPITAL');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Outpatient' }));
    await waitFor(() => {
      expect(countOf(requestsOf(fetchMock), 'GET /api/benchmarks/selections/Outpatient')).toBe(1);
    });
    expect(await screen.findByText('Select providers or procedures to see their benchmarks.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Procedures' }).getAttribute('placeholder')).toBe('APC');
    await user.click(screen.getByRole('radio', { name: 'Inpatient' }));
    await rowOf('LUTHERAN HOSPITAL');
    expect(countOf(requestsOf(fetchMock), 'GET /api/benchmarks/selections/Inpatient')).toBe(2);
    const chartCalls = countOf(requestsOf(fetchMock), 'POST /api/chart');
    // Removing a provider chip re-queries and saves the selection.
    const picker = screen.getByRole('combobox', { name: 'Providers' }).closest('.MuiAutocomplete-root');
    if (!(picker instanceof HTMLElement)) throw new Error('no provider picker');
    const chip = within(picker).getByRole('button', { name: 'LUTHERAN HOSPITAL' });
    const remove = chip.querySelector('.MuiChip-deleteIcon');
    if (!(remove instanceof Element)) throw new Error('no chip to remove');
    await user.click(remove);
    await waitFor(() => {
      expect(puts).toHaveLength(1);
    });
    expect(puts[0]?.path).toBe('/api/benchmarks/selections/Inpatient');
    expect((puts[0]?.body as { providerSelections: unknown[] }).providerSelections).toHaveLength(3);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'LUTHERAN HOSPITAL' })).toBeNull();
    });
    expect(countOf(requestsOf(fetchMock), 'POST /api/chart')).toBe(chartCalls + 1);
  });

  it('switches weighted or simple and values or ratios without a new request', async () => {
    const { fetchMock } = mockBenchmarksBackend({ Inpatient: savedInpatient });
    renderApp({ path, session: analyst });
    if (clinic === undefined) throw new Error('fixture missing');
    const [n469, billed469, medicare469] = clinic.drgs['469'] ?? [0, 0, 0];
    const [n470, billed470, medicare470] = clinic.drgs['470'] ?? [0, 0, 0];
    const weightedBilled = (n469 * billed469 + n470 * billed470) / (n469 + n470);
    const simpleBilled = (billed469 + billed470) / 2;
    expect(within(await rowOf('CLEVELAND CLINIC')).getByText(money(weightedBilled))).toBeTruthy();
    const chartCalls = countOf(requestsOf(fetchMock), 'POST /api/chart');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Average' }));
    expect(within(await rowOf('CLEVELAND CLINIC')).getByText(money(simpleBilled))).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Ratios' }));
    const simpleMedicare = (medicare469 + medicare470) / 2;
    const ratio = (simpleBilled / simpleMedicare).toFixed(2);
    expect(within(await rowOf('CLEVELAND CLINIC')).getByText(ratio)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Billed / Medicare' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Billed average' })).toBeNull();
    expect(countOf(requestsOf(fetchMock), 'POST /api/chart')).toBe(chartCalls);
  });

  it('opens the details from the table: zero quality is not available, missing cost figures have no data', async () => {
    mockBenchmarksBackend({ Inpatient: savedInpatient });
    renderApp({ path, session: analyst });
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('LUTHERAN HOSPITAL')).getByRole('button', { name: 'LUTHERAN HOSPITAL' }),
    );
    const dialog = await screen.findByRole('dialog');
    const quality = await within(dialog).findByRole('table', { name: 'Quality' });
    const efficiency = within(quality).getByRole('rowheader', { name: 'Efficiency' }).closest('tr');
    expect(efficiency?.textContent).toContain('not available');
    const safety = within(quality).getByRole('rowheader', { name: 'Safety' }).closest('tr');
    expect(safety?.textContent).toContain('20');
    const cost = within(dialog).getByRole('table', { name: 'Cost report' });
    const room = within(cost).getByRole('rowheader', { name: 'Operating room' }).closest('tr');
    expect(room?.textContent).toContain('No data available');
    const transplants = within(cost).getByRole('rowheader', { name: 'Transplants' }).closest('tr');
    expect(transplants?.textContent).toContain('not available');
    const ratio = within(cost).getByRole('rowheader', { name: 'Cost to charge ratio' }).closest('tr');
    expect(ratio?.textContent).toContain('0.2683');
    const charges = within(cost).getByRole('rowheader', { name: 'Total charges' }).closest('tr');
    expect(charges?.textContent).toContain('$418,639,899');
    // Gross and net patient revenue under the labels the hospital profile uses (issue 31 item 4).
    const gross = within(cost)
      .getByRole('rowheader', { name: 'Total patient revenue (gross)' })
      .closest('tr');
    const net = within(cost).getByRole('rowheader', { name: 'Net patient revenue' }).closest('tr');
    const discounts = within(cost)
      .getByRole('rowheader', { name: 'Contractual allowances and discounts' })
      .closest('tr');
    const amountOf = (row: Element | null | undefined) =>
      Number((row?.textContent ?? '').replace(/[^\d.]/g, ''));
    expect(amountOf(net)).toBe(amountOf(gross) - amountOf(discounts));
    expect(amountOf(net)).toBeGreaterThan(0);
    const fiscal = within(dialog).getByRole('rowheader', { name: 'Fiscal Year Ending' }).closest('tr');
    expect(fiscal?.textContent).toContain('December 2021');
    expect(within(dialog).getByText(/Cost report 2021 · Source: hospital-cost-report-2021/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('zooms and pans from the keyboard and announces the window', async () => {
    mockBenchmarksBackend({ Inpatient: savedInpatient });
    renderApp({ path, session: analyst });
    await rowOf('FAIRVIEW HOSPITAL');
    const status = screen.getByText(/^Showing providers/);
    expect(status.textContent).toBe('Showing providers 1–4 of 4');
    expect(screen.getByRole('button', { name: 'Zoom out (−)' })).toHaveProperty('disabled', true);
    const region = screen.getByRole('region', { name: /Benchmarks chart/ });
    region.focus();
    const user = userEvent.setup();
    await user.keyboard('+');
    expect(status.textContent).toBe('Showing providers 1–3 of 4');
    await user.keyboard('{ArrowRight}');
    expect(status.textContent).toBe('Showing providers 2–4 of 4');
    await user.keyboard('{ArrowLeft}');
    expect(status.textContent).toBe('Showing providers 1–3 of 4');
    await user.click(screen.getByRole('button', { name: 'Zoom out (−)' }));
    expect(status.textContent).toBe('Showing providers 1–4 of 4');
  });

  it('drops procedures of another code type, saves, and shows the no-data-source state', async () => {
    const fairview = clevelandHospitals.find((h) => h.ccn === '360077');
    if (fairview === undefined) throw new Error('fixture missing');
    // APC 5123 of Fairview Hospital (outpatient-comprehensive-apc-by-provider-cy2016).
    const apc = {
      id: '5123',
      name: '5123 - Level 3 Musculoskeletal Procedures',
      type: 'APC' as const,
      matches: 1,
    };
    const { chartBodies, puts } = mockBenchmarksBackend({
      Outpatient: { providerSelections: [hospitalItem(fairview)], procedureSelections: [apc] },
    });
    renderApp({ path, session: analyst });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Outpatient' }, { timeout: 8000 }));
    expect(await screen.findByRole('button', { name: apc.name })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outpatient code type' }), 'Diagnosis');
    await waitFor(() => {
      expect(puts).toHaveLength(1);
    });
    expect(puts[0]).toEqual({
      path: '/api/benchmarks/selections/Outpatient',
      body: { providerSelections: [hospitalItem(fairview)], procedureSelections: [] },
    });
    expect(await screen.findByRole('heading', { name: 'No data source' })).toBeTruthy();
    expect(screen.getByText(/outpatient figures by diagnosis code need claims data/)).toBeTruthy();
    expect(chartBodies.at(-1)?.outpatientCodeType).toBe('Diagnosis');
    expect(screen.getByRole('combobox', { name: 'Procedures' }).getAttribute('placeholder')).toBe(
      'Diagnosis',
    );
  });

  it('says when the shown year is thin beside an earlier one (issue 31 item 14)', async () => {
    mockBenchmarksBackend({ Inpatient: savedInpatient }, [{ year: 2009, providers: 40 }]);
    renderApp({ path, session: analyst });
    await rowOf('CLEVELAND CLINIC');
    const shown = clevelandHospitals.length;
    expect(
      await screen.findByText(
        `Thin data: 2011 has figures for ${String(shown)} hospitals in this selection; 2009 has 40. ` +
          'Choose 2009 under Data year for a fuller comparison.',
      ),
    ).toBeTruthy();
  });

  it('lists providers without data for the selection as text', async () => {
    const stVincentFree = {
      providerSelections: clevelandHospitals.map(hospitalItem),
      procedureSelections: [{ ...drgItem('469'), id: '999', name: '999 - NOT IN THE FILE' }],
    };
    mockBenchmarksBackend({ Inpatient: stVincentFree });
    renderApp({ path, session: analyst });
    expect(await screen.findByText('noData - FAIRVIEW HOSPITAL', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(`noData: ${exclusionExplanations.noData}`)).toBeTruthy();
  });
});
