import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comparisonCategories, messages } from '@medivi/domain';
import { storageKeys, writeStorage } from '../../lib/storage';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { categoryLabels } from './medicare-ratio-card';
import { mockAnalysisBackend, specRatiosReply } from './testing/analysis-backend';
import { addState, expectedHeadline, fieldOf, fillWorkedExample, typeInto } from './testing/worked-example';

const analyst = signedInSession(makeUser({ roles: ['medivi-analysis'] }));
const reader = signedInSession(makeUser({ roles: ['medivi-read'] }));
const path = '/analysis';

async function openPage(): Promise<UserEvent> {
  renderApp({ path, session: analyst });
  await screen.findByRole('heading', { level: 1, name: 'Market Analysis' }, { timeout: 8000 });
  return userEvent.setup();
}

/** The help text under a field, found by its label. */
function helpOf(label: string): string | null {
  const id = fieldOf(label).getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? null;
}

function headline(): string {
  return screen.getByText(/^Estimated savings:/).textContent;
}

beforeEach(() => {
  writeStorage(storageKeys.csrfToken, 'csrf-token-1');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/analysis Market Analysis (analysis-reports-admin spec §2, §4, §5)', { timeout: 60_000 }, () => {
  it('shows the cards in the spec order with the defaults, and no savings yet', async () => {
    mockAnalysisBackend();
    await openPage();
    const cards = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(cards).toEqual([
      'Utilization by location',
      'Plan details',
      'Medicare ratios',
      'Plan responsibility',
      'Medical allowable',
      'Medical billed',
      'Vendor fees',
      'Desired Medicare reimbursement',
      'Pricing',
      'Notes',
      'Results',
      'Saved analyses',
    ]);
    expect(fieldOf('Number of employees').value).toBe('1,000');
    expect(fieldOf('Facility multiple of Medicare').value).toBe('1.5');
    expect(fieldOf('Professional multiple of Medicare').value).toBe('1.2');
    expect(screen.getByLabelText('Current')).toHaveProperty('checked', true);
    expect(helpOf('Inpatient Medicare ratio')).toBe('Default 6.00');
    expect(headline()).toBe('Estimated savings: No data available');
    expect(screen.getByText('Period: -')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Executive Summary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Savings Analysis' })).toBeTruthy();
  });

  it('refuses the page to a user without the analysis role', async () => {
    const { fetchMock } = mockAnalysisBackend();
    renderApp({ path, session: reader });
    expect(await screen.findByText(messages.unauthorizedRoute, {}, { timeout: 8000 })).toBeTruthy();
    expect(requestsOf(fetchMock).filter((r) => r.includes('cost-comparison'))).toEqual([]);
  });

  it('caps utilization at 100 and blends the chosen states’ ratios by percent', async () => {
    mockAnalysisBackend();
    const user = await openPage();
    await addState(user, 'Alabama', '60');
    await addState(user, 'Maryland', '55');
    // 55 would pass 100: the second 5 is refused with a message at the field, and the field and
    // the slider keep one value (issue 31 item 6).
    const slider = screen.getByRole('slider', { name: 'Maryland utilization' });
    expect(fieldOf('Maryland percent').value).toBe('5%');
    expect(slider.getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByText('Total 65 % of 100 %')).toBeTruthy();
    expect(
      screen.getByText('At most 40 % is left for Maryland: all states add up to at most 100 %.'),
    ).toBeTruthy();
    await typeInto(user, 'Maryland percent', '40');
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByText(/is left for Maryland/)).toBeNull();
    expect(screen.getByText('Total 100 % of 100 %')).toBeTruthy();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('40');
    await user.keyboard('{ArrowLeft}');
    expect(slider.getAttribute('aria-valuenow')).toBe('39');
    await user.keyboard('{ArrowRight}');
    // Percent-weighted, 2 decimals, from the reply's per-state figures.
    const [al, md] = ['AL', 'MD'].map((code) => specRatiosReply().states.find((s) => s.state === code));
    for (const category of comparisonCategories) {
      const blend = (60 * (al?.[category].ratio ?? 0) + 40 * (md?.[category].ratio ?? 0)) / 100;
      expect(helpOf(`${categoryLabels[category]} Medicare ratio`)).toBe(`Default ${blend.toFixed(2)}`);
    }
    const table = screen.getByRole('table', { name: 'Default Medicare ratios by state' });
    expect(within(table).getAllByText('Spec example')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Remove Alabama' }));
    expect(screen.getByText('Total 40 % of 100 %')).toBeTruthy();
    expect(helpOf('Inpatient Medicare ratio')).toBe(`Default ${(md?.inpatient.ratio ?? 0).toFixed(2)}`);
  });

  it('disables the data sources and vendor percents the spec §5 rules exclude', async () => {
    mockAnalysisBackend();
    const user = await openPage();
    const option = (select: string, label: string) =>
      within(screen.getByLabelText(`${select} data source`)).getByText<HTMLOptionElement>(label);
    // Medical spend comes from plan responsibility and billed is an estimate by default.
    expect(option('Plan responsibility', 'Percent of medical').disabled).toBe(true);
    expect(option('Medical allowable', 'Percent of billed').disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Medical billed data source'), 'Total');
    expect(option('Medical allowable', 'Percent of billed').disabled).toBe(false);
    await user.selectOptions(screen.getByLabelText('Medical allowable data source'), 'Percent of billed');
    expect(option('Medical billed', 'Estimate').disabled).toBe(true);
    expect(option('Plan responsibility', 'Percent of medical').disabled).toBe(false);

    await typeInto(user, 'Vendor percent of billed', '5');
    expect(fieldOf('Vendor percent of savings').disabled).toBe(true);
    await user.clear(fieldOf('Vendor percent of billed'));
    expect(fieldOf('Vendor percent of savings').disabled).toBe(false);
    await typeInto(user, 'Vendor percent of billed', '5');
    await typeInto(user, 'Vendor facility PEPM', '3');
    await typeInto(user, 'Vendor professional PEPM', '2');
    expect(screen.getByText('Percent fees are 0 while both PEPM fees are set.')).toBeTruthy();
    await waitFor(() => {
      expect(fieldOf('Vendor percent of billed').value).toBe('0');
    });
    expect(fieldOf('Vendor percent of billed').disabled).toBe(true);
    expect(fieldOf('Vendor percent of savings').disabled).toBe(true);
  });

  it('updates the results live as the user types and switches tiers', async () => {
    mockAnalysisBackend();
    const user = await openPage();
    const state = await fillWorkedExample(user);
    expect(headline()).toBe(`Estimated savings: ${expectedHeadline(state)}`);
    expect(screen.getByText('Period: 12 months')).toBeTruthy();
    // The savings column adds up, and the bridge ends at the headline (issue 31 item 5).
    const money = (cell: Element | null | undefined) =>
      Number((cell?.textContent ?? '').replace(/[$,]/g, ''));
    const cellAt = (table: HTMLElement, row: string, column: string) => {
      const index = within(table)
        .getAllByRole('columnheader')
        .findIndex((header) => header.textContent === column);
      return within(table).getByRole('rowheader', { name: row }).closest('tr')?.children[index];
    };
    const byCategory = screen.getByRole('table', { name: 'Figures by category' });
    const savingsOf = (row: string) => money(cellAt(byCategory, row, 'Savings before fees'));
    const categories = ['Inpatient', 'Outpatient', 'Professional'].map(savingsOf);
    const columnTotal = savingsOf('Total');
    expect(Math.abs(columnTotal - categories.reduce((sum, value) => sum + value, 0))).toBeLessThanOrEqual(2);
    const bridgeTable = screen.getByRole('table', { name: 'From savings before fees to savings after fees' });
    expect(money(cellAt(bridgeTable, 'Savings before fees (total of the categories)', 'Amount'))).toBe(
      columnTotal,
    );
    expect(cellAt(bridgeTable, 'Full replacement savings after fees', 'Amount')?.textContent).toBe(
      expectedHeadline(state),
    );
    // The products as columns with their savings first (issue 31 item 10).
    const products = screen.getByRole('table', { name: 'Savings by product' });
    expect(cellAt(products, 'Savings', 'Full replacement')?.textContent).toBe(expectedHeadline(state));
    await user.click(screen.getByLabelText('Current'));
    expect(headline()).toBe(
      `Estimated savings: ${expectedHeadline({ ...state, pricingSelection: 'Current' })}`,
    );
    expect(screen.getByRole('table', { name: 'Current pricing tier' })).toBeTruthy();
    await user.click(screen.getByLabelText('Custom'));
    expect(fieldOf('Full Replacement PEPM').value).toBe('24.00');
  });

  it('keeps unsaved edits for the tab and puts them back after a new sign-in, for the same user only (issue 31)', async () => {
    window.sessionStorage.clear();
    mockAnalysisBackend();
    const first = renderApp({ path, session: analyst });
    await screen.findByRole('heading', { level: 1, name: 'Market Analysis' }, { timeout: 8000 });
    const user = userEvent.setup();
    await typeInto(user, 'Plan name', 'Edits kept (synthetic)');
    await waitFor(() => {
      expect(window.sessionStorage.getItem('medivi.analysisDraft')).toContain('Edits kept (synthetic)');
    });
    first.unmount();
    // Another user in the same tab gets none of it.
    const other = renderApp({
      path,
      session: signedInSession(makeUser({ userID: 'u-9', roles: ['medivi-analysis'] })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Market Analysis' });
    expect(fieldOf('Plan name').value).toBe('');
    other.unmount();
    renderApp({ path, session: analyst });
    await screen.findByText(/Your unsaved edits were kept while you signed in again/);
    expect(fieldOf('Plan name').value).toBe('Edits kept (synthetic)');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(fieldOf('Plan name').value).toBe('');
    expect(window.sessionStorage.getItem('medivi.analysisDraft')).toBeNull();
  });

  it('says why an employee count past the limit or a pasted impossible date is refused (issue 31)', async () => {
    mockAnalysisBackend();
    const user = await openPage();
    await typeInto(user, 'Number of employees', '99999999999');
    expect(fieldOf('Number of employees').value).toBe('9,999,999');
    expect(screen.getByText('At most 10,000,000.')).toBeTruthy();
    await user.click(fieldOf('Start date'));
    await user.paste('13/45/2026');
    expect(fieldOf('Start date').value).toBe('13/45/2026');
    expect(screen.getByText('Month must be 01 to 12.')).toBeTruthy();
  });
});
