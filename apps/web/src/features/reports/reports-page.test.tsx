import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportPages } from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvasDrawing } from '../../testing/canvas-stub';
import { stubIntersectionObserver } from '../../testing/intersection-stub';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { stubViewportWidth } from '../../testing/viewport';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { mockReportBackend, monthlyFigures, syntheticFacts, syntheticPlans } from './testing/report-backend';

const monthlyReader = signedInSession(makeUser({ roles: ['medivi-reports', 'medivi-clientmonthlyreport'] }));
const monthlyPath = '/reports/monthly-reporting';

beforeEach(() => {
  // A desktop wide enough for the report drawer beside the page (from 1536 px, issue 31).
  stubViewportWidth(1600);
  stubCanvasDrawing();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The report's page navigation, once the page's figures are shown. */
async function openMonthly(path = monthlyPath) {
  const view = renderApp({ path, session: monthlyReader });
  await screen.findByRole('heading', { level: 3, name: 'Active Cases' }, { timeout: 30_000 });
  return { ...view, drawer: screen.getByRole('navigation', { name: 'Report pages' }) };
}

describe(
  '/reports/<reportName> (analysis-reports-admin spec §2, §4 Reports, §8)',
  { timeout: 60_000 },
  () => {
    it('lists the report pages in the drawer and shows the first page with its figures', async () => {
      mockReportBackend();
      const screenArea = stubIntersectionObserver();
      const { drawer } = await openMonthly();
      expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Monthly reports' })).toBeTruthy();
      const links = within(drawer).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(
        reportPages['monthly-reporting'].map((page) => page.title),
      );
      expect(links[0]?.getAttribute('aria-current')).toBe('page');
      expect(screen.getByText(/Published figures for October 2026/)).toBeTruthy();
      const figures = screen.getByRole('list', { name: 'Key figures' });
      expect(within(figures).getByText('$600.00')).toBeTruthy();
      const table = screen.getByRole('table', { name: 'Cases open on 2026-10-31' });
      expect(within(table).getByText('C1')).toBeTruthy();
      expect(within(table).getAllByText('$2,000.00')).toHaveLength(2); // the case and the total
      // The chart (and Chart.js) comes once its place is near the screen.
      expect(screen.queryByRole('img', { name: /chart\. Its figures are in the table / })).toBeNull();
      act(() => {
        screenArea.showAll();
      });
      const chart = await screen.findByRole('img', { name: /chart\. Its figures are in the table / });
      expect(chart.tagName).toBe('CANVAS');
      // The new tab shows this page and plan (issue 31 item 3).
      expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
        'http://localhost/reports/monthly-reporting?embed=1&page=active-cases&planID=p1#accessToken=synthetic-token',
      );
      expect(screen.getByRole('button', { name: 'Download Cases open on 2026-10-31 as CSV' })).toBeTruthy();
    });

    it('shows the page a drawer link leads to and marks it current; Clear returns to the first page', async () => {
      const user = userEvent.setup();
      mockReportBackend();
      const { drawer, router } = await openMonthly(`${monthlyPath}?planID=p2`);
      await user.click(within(drawer).getByRole('link', { name: 'Closed Cases' }));
      await screen.findByRole('heading', { level: 3, name: 'Closed Cases' });
      expect(within(drawer).getByRole('link', { name: 'Closed Cases' }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(
        within(drawer).getByRole('link', { name: 'Active Cases' }).getAttribute('aria-current'),
      ).toBeNull();
      expect(router.state.location.search).toBe('?planID=p2&page=closed-cases');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
      await waitFor(() => {
        expect(router.state.location.search).toContain('year=2025');
      });
      await user.click(within(drawer).getByRole('button', { name: 'Clear' }));
      await screen.findByRole('heading', { level: 3, name: 'Active Cases' });
      expect(router.state.location.search).toBe('?page=active-cases');
      expect(within(drawer).getByRole('link', { name: 'Active Cases' }).getAttribute('aria-current')).toBe(
        'page',
      );
    });

    it('asks for the year alone, then for the year and the month chosen', async () => {
      const user = userEvent.setup();
      const { queries } = mockReportBackend();
      await openMonthly();
      expect(queries.at(-1)?.toString()).toBe('');
      const month = screen.getByRole('combobox', { name: 'Month' });
      const november = within(month).getByRole<HTMLOptionElement>('option', { name: 'November' });
      expect(november.disabled).toBe(true);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025');
      await screen.findByText(/Published figures for December 2025/);
      expect(queries.at(-1)?.toString()).toBe('year=2025');
      // The month stays cleared, as the spec says, though the newest month of the year shows.
      expect((month as HTMLSelectElement).value).toBe('');
      expect(within(month).getByRole<HTMLOptionElement>('option', { name: 'November' }).disabled).toBe(false);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
      await screen.findByText(/Published figures for March 2025/);
      expect(queries.at(-1)?.toString()).toBe('year=2025&month=3');
      const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
      expect(years.map((option) => option.textContent).slice(1)).toEqual([
        '2026',
        '2025',
        '2024',
        '2023',
        '2022',
        '2021',
        '2020',
        '2019',
      ]);
    });

    it('sends the plan chosen', async () => {
      const user = userEvent.setup();
      const { queries } = mockReportBackend();
      await openMonthly();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'p2');
      await screen.findByText(/^Plan Two \(synthetic\) · October 2026/);
      expect(queries.at(-1)?.get('planID')).toBe('p2');
    });

    it('downloads a table as a CSV file named by report, page, plan and month', async () => {
      const user = userEvent.setup();
      mockReportBackend();
      const blobs: Blob[] = [];
      URL.createObjectURL = vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:synthetic';
      });
      URL.revokeObjectURL = vi.fn();
      const names: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
      await openMonthly();
      await user.click(screen.getByRole('button', { name: 'Download Cases open on 2026-10-31 as CSV' }));
      // The CSV writer loads on the first download.
      await waitFor(() => {
        expect(names).toEqual(['monthly-reporting-active-cases-plan-one-synthetic-2026-10.csv']);
      });
      const text = await blobs[0]?.text();
      expect(text?.split('\n')[0]).toBe(
        'Case number,Case type,Provider,State,Opened,Status,Days open,Total billed,Balance bill',
      );
    });

    it('says No data available for a missing figure and an empty table', async () => {
      mockReportBackend({ facts: { ...syntheticFacts, cases: [] } });
      await openMonthly();
      const figures = screen.getByRole('list', { name: 'Key figures' });
      expect(within(figures).getAllByText('No data available').length).toBeGreaterThan(0);
      const table = screen.getByRole('table', { name: 'Cases open on 2026-10-31' });
      expect(within(table).getAllByRole('row').at(1)?.textContent).toBe('No data available');
      // An empty chart says so instead of drawing axes (issue 31 item 13).
      expect(screen.getByText('No figures to chart for this month and plan.')).toBeTruthy();
      expect(screen.queryByRole('img', { name: /chart\. Its figures are in the table/ })).toBeNull();
    });

    it('leaves a totals cell blank where the column has no total', async () => {
      mockReportBackend();
      await openMonthly();
      const table = screen.getByRole('table', { name: 'Cases open on 2026-10-31' });
      const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
      expect(totals?.textContent).not.toContain('No data available');
      expect(totals?.textContent).toContain('$2,000.00');
    });

    it("shows the server's message for a month that is not published", async () => {
      mockReportBackend();
      renderApp({ path: `${monthlyPath}?year=2026&month=12`, session: monthlyReader });
      const alert = await screen.findByRole('alert', undefined, { timeout: 30_000 });
      expect(alert.textContent).toBe('That month has not been published yet.');
    });

    it('says no month is published yet, with Active Cases selected, before the first publication', async () => {
      const { queries } = mockReportBackend({ lastPublished: null });
      renderApp({ path: `${monthlyPath}?page=closed-cases`, session: monthlyReader });
      await screen.findByText('No month has been published yet.', undefined, { timeout: 30_000 });
      const drawer = screen.getByRole('navigation', { name: 'Report pages' });
      expect(within(drawer).getByRole('link', { name: 'Active Cases' }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(queries).toEqual([]);
    });

    it('moves focus to the table from the chart link', async () => {
      const user = userEvent.setup();
      Element.prototype.scrollIntoView = vi.fn();
      mockReportBackend();
      await openMonthly();
      const [link] = screen.getAllByRole('link', { name: 'Show the figures as a table' });
      if (link === undefined) throw new Error('no chart link');
      const target = link.getAttribute('href')?.slice(1) ?? '';
      await user.click(link);
      expect(document.activeElement?.id).toBe(target);
      expect(target.startsWith('report-table-')).toBe(true);
    });

    it('shows plan health with the Plan filter only, and live figures without a published month', async () => {
      const descriptor = {
        report: { accessToken: 't', embedUrl: 'http://localhost/x', expiresAt: '2026-11-26T15:15:00.000Z' },
        pages: reportPages['planHealth-reporting'],
        lastPublished: null,
      };
      const live = {
        ...monthlyFigures('active-cases', { year: 2026, month: 10 }),
        reportName: 'planHealth-reporting',
        page: 'cover-page',
        title: 'Cover Page',
        published: null,
      };
      mockApi({
        'GET /api/reports/planHealth-reporting': () => jsonResponse(descriptor),
        'GET /api/reports/planHealth-reporting/pages/cover-page': () => jsonResponse(live),
        'GET /api/v2/get-masterPlans': () => jsonResponse(syntheticPlans),
      });
      renderApp({
        path: '/reports/planHealth-reporting',
        session: signedInSession(makeUser({ roles: ['medivi-reports', 'medivi-clientplanhealthreport'] })),
      });
      await screen.findByRole('heading', { level: 3, name: 'Cover Page' }, { timeout: 30_000 });
      expect(screen.getByRole('heading', { level: 2, name: 'Plan health reports' })).toBeTruthy();
      const drawer = screen.getByRole('navigation', { name: 'Report pages' });
      expect(within(drawer).getAllByRole('link')).toHaveLength(13);
      expect(screen.getByRole('combobox', { name: 'Plan' })).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: 'Year' })).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Month' })).toBeNull();
      expect(screen.queryByText(/Published figures for/)).toBeNull();
    });

    it('opens the page list from the Report pages button on a phone and closes it on a choice', async () => {
      const user = userEvent.setup();
      // A phone: every `(max-width: …)` query matches.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }));
      mockReportBackend();
      renderApp({ path: monthlyPath, session: monthlyReader });
      await screen.findByRole('heading', { level: 3, name: 'Active Cases' }, { timeout: 30_000 });
      const button = screen.getByRole('button', { name: 'Report pages' });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('navigation', { name: 'Report pages' })).toBeNull();
      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const drawer = await screen.findByRole('navigation', { name: 'Report pages' });
      await user.click(within(drawer).getByRole('link', { name: 'Totals Recap' }));
      await screen.findByRole('heading', { level: 3, name: 'Totals Recap' });
      await waitFor(() => {
        expect(screen.getByRole('button', { name: 'Report pages' }).getAttribute('aria-expanded')).toBe(
          'false',
        );
      });
    });

    it('shows a monthly-only reader only that report in the navigation and refuses plan health', async () => {
      mockReportBackend();
      const { router } = await openMonthly();
      const main = screen.getByRole('navigation', { name: 'Main' });
      const reportLinks = (await within(main).findAllByRole('link')).map((link) => link.textContent);
      expect(reportLinks).toContain('Monthly Reporting');
      expect(reportLinks).not.toContain('Plan Health');
      expect(reportLinks).not.toContain('Provider Acceptance');
      await router.navigate('/reports/planHealth-reporting');
      await screen.findByText('Unauthorized: check roles needed for access');
    });
  },
);
