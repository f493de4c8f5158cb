import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { renderApp } from '../../testing/render-app';
import { stubViewportWidth } from '../../testing/viewport';
import { stubCanvasDrawing } from '../../testing/canvas-stub';
import { monthlyFigures, syntheticPlans } from './testing/report-backend';

const embedPath = '/reports/monthly-reporting?embed=1';

beforeEach(() => {
  // A desktop wide enough for the report drawer beside the page (from 1536 px, issue 31).
  stubViewportWidth(1600);
  stubCanvasDrawing();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fake page endpoint that answers `status` and records each request. */
function mockPages(status = 200) {
  const requests: Request[] = [];
  const answer = (request: Request) => {
    requests.push(request);
    if (status !== 200) {
      return jsonResponse({ message: 'The report access token is not valid or has expired.' }, status);
    }
    const params = new URL(request.url).searchParams;
    const page = new URL(request.url).pathname.split('/').at(-1) ?? '';
    const month = { year: Number(params.get('year') ?? 2026), month: Number(params.get('month') ?? 10) };
    const plan = syntheticPlans.find((entry) => entry.id === params.get('planID')) ?? syntheticPlans[0];
    return jsonResponse({ ...monthlyFigures(page, month), plan, published: month });
  };
  const fetchMock = mockApi({
    'GET /api/reports/monthly-reporting/plans': (request) => {
      requests.push(request);
      return status === 200
        ? jsonResponse({ plans: syntheticPlans })
        : jsonResponse({ message: 'The report access token is not valid or has expired.' }, status);
    },
    'GET /api/reports/monthly-reporting/pages/active-cases': answer,
    'GET /api/reports/monthly-reporting/pages/closed-cases': answer,
  });
  return { requests, fetchMock };
}

describe(
  'the embedded report view, /reports/<reportName>?embed=1#accessToken=… (docs/decisions/0105)',
  { timeout: 60_000 },
  () => {
    it('reads the token from the fragment, sends it as Bearer, removes the fragment and shows no app shell', async () => {
      const user = userEvent.setup();
      const { requests } = mockPages();
      const { router } = renderApp({ path: `${embedPath}#accessToken=synthetic-token` });
      await screen.findByRole('heading', { level: 3, name: 'Active Cases' }, { timeout: 30_000 });
      expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Monthly reports' })).toBeTruthy();
      for (const request of requests) {
        expect(request.headers.get('Authorization')).toBe('Bearer synthetic-token');
        expect(request.headers.get('X-CSRF-Token')).toBeNull();
      }
      await waitFor(() => {
        expect(router.state.location.hash).toBe('');
      });
      expect(router.state.location.search).toBe('?embed=1');
      // No app shell: no header, no side navigation.
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Open in a new tab' })).toBeNull();
      // Pages still change, with the token kept after the fragment is gone.
      const drawer = screen.getByRole('navigation', { name: 'Report pages' });
      await user.click(within(drawer).getByRole('link', { name: 'Closed Cases' }));
      await screen.findByRole('heading', { level: 3, name: 'Closed Cases' });
      expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer synthetic-token');
      expect(router.state.location.search).toBe('?embed=1&page=closed-cases');
      // Year and Month come from the figures' published month.
      const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
      expect(years.at(1)?.textContent).toBe('2026');
      expect(years.at(-1)?.textContent).toBe('2019');
    });

    it('opens on the page, plan and month of its address and offers the plans the token allows (issue 31)', async () => {
      const { requests } = mockPages();
      renderApp({
        path: `${embedPath}&page=closed-cases&planID=p2&year=2026&month=9#accessToken=synthetic-token`,
      });
      await screen.findByRole('heading', { level: 3, name: 'Closed Cases' }, { timeout: 30_000 });
      const plan = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Plan' });
      await waitFor(() => {
        expect(plan.value).toBe('p2');
      });
      expect(
        within(plan)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(expect.arrayContaining(['Plan One (synthetic)', 'Plan Two (synthetic)']));
      const pageRequest = requests.find((request) => request.url.includes('/pages/'));
      expect(new URL(pageRequest?.url ?? 'http://x/').searchParams.toString()).toBe(
        'year=2026&month=9&planID=p2',
      );
    });

    it('says the link has expired on 401 and offers to sign in', async () => {
      mockPages(401);
      renderApp({ path: `${embedPath}#accessToken=expired-token` });
      await screen.findByText(
        'This report link has expired. Open the report again from the portal.',
        { exact: false },
        { timeout: 30_000 },
      );
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
        '/login?returnTo=%2Freports%2Fmonthly-reporting',
      );
    });

    it('keeps the token for the tab, so a reload without the fragment shows the report again', async () => {
      const { requests } = mockPages();
      const first = renderApp({ path: `${embedPath}#accessToken=synthetic-token` });
      await screen.findByRole('heading', { level: 3, name: 'Active Cases' }, { timeout: 30_000 });
      expect(first.router.state.location.hash).toBe('');
      first.unmount();
      // The reload: the same tab, the address without its fragment.
      const count = requests.length;
      renderApp({ path: embedPath });
      await screen.findByRole('heading', { level: 3, name: 'Active Cases' }, { timeout: 30_000 });
      expect(requests.length).toBeGreaterThan(count);
      expect(requests.at(-1)?.headers.get('Authorization')).toBe('Bearer synthetic-token');
      expect(screen.queryByText(/This report link has expired/)).toBeNull();
    });

    it('forgets a kept token the server refuses', async () => {
      mockPages(401);
      renderApp({ path: `${embedPath}#accessToken=expired-token` });
      await screen.findByText(/This report link has expired/, undefined, { timeout: 30_000 });
      await waitFor(() => {
        expect(window.sessionStorage.getItem('medivi.reportEmbed.monthly-reporting')).toBeNull();
      });
    });

    it('says the link has expired without asking the server when there is no token', async () => {
      const { requests } = mockPages();
      renderApp({ path: embedPath });
      await screen.findByText(
        'This report link has expired. Open the report again from the portal.',
        {
          exact: false,
        },
        { timeout: 30_000 },
      );
      expect(requests).toEqual([]);
    });
  },
);
