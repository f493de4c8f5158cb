import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ProviderSearchReply } from '@medivi/domain';
import { storageKeys } from '../../lib/storage';
import { jsonResponse, requestsOf } from '../../testing/api-mock';
import { makeUser } from '../../testing/fixtures';
import ProviderSearchPage from './provider-search-page';
import { makePlan, makeReply } from './testing/fixtures';
import { manyProviders, mockBackend, renderPage } from './testing/page-backend';
import { renderInStore } from './testing/render-in-store';

describe('Provider Search page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('asks for a zip with an illustration before one is set', async () => {
    const { fetchMock } = mockBackend();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Search' })).toBeDefined();
    expect(screen.getByText('Enter Zip code to search for providers nearby you')).toBeDefined();
    const illustration = await screen.findByTestId('provider-search-illustration');
    expect(illustration.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await waitFor(() => {
      expect(requestsOf(fetchMock)).toEqual(['GET /api/v2/get-plans']);
    });
  });

  it('searches the zip with the default filters and the only plan', async () => {
    const { searches } = mockBackend();
    renderPage({ zipCode: '44106' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    expect(screen.getByText('Search for Providers by zip code')).toBeDefined();
    expect(Object.fromEntries(searches[0]!)).toEqual({
      zip: '44106',
      planID: 'plan-1',
      limit: '50',
      page: '1',
      accessibilities: 'Contracted,Unknown,Caution,Not Recommended',
      radius: '25',
      sortBy: 'accessibility',
      sortDirection: 'asc',
    });
    expect(window.localStorage.getItem(storageKeys.selectedPlan)).toBe('plan-1');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it("searches near the address's zip, as the first run at /onboarding sends it", async () => {
    const { searches } = mockBackend();
    renderInStore(<ProviderSearchPage />, { user: makeUser(), path: '/provider-search?zip=44106' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    expect(searches[0]?.get('zip')).toBe('44106');
  });

  it('shows the results once under StrictMode, whose effects run twice', async () => {
    const { searches } = mockBackend();
    renderInStore(<ProviderSearchPage />, { user: makeUser(), search: { zipCode: '44106' }, isStrict: true });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    expect(screen.queryByText('Providers could not be loaded.')).toBeNull();
    expect(searches.length).toBeGreaterThanOrEqual(1);
  });

  it('loads every live plan for a user with the 6dhallplans role', async () => {
    const { fetchMock } = mockBackend({ plans: [makePlan(), makePlan({ id: 'plan-2', name: 'Beta Plan' })] });
    renderPage({ zipCode: '44106' }, ['medivi-read', 'medivi-6dhallplans']);
    expect(await screen.findByRole('combobox', { name: 'Plan' })).toBeDefined();
    const requests = requestsOf(fetchMock);
    expect(requests).toContain('GET /api/v2/get-LivePlansForProviders');
    expect(requests).not.toContain('GET /api/v2/get-plans');
  });

  it('shows the plan message and searches again with a newly chosen plan', async () => {
    const plans = [
      makePlan({ displayMediviMessage: true, mediviMessage: 'Call us before booking.' }),
      makePlan({ id: 'plan-2', name: 'Beta Plan' }),
    ];
    window.localStorage.setItem(storageKeys.selectedPlan, 'plan-1');
    const { searches } = mockBackend({ plans });
    renderPage({ zipCode: '44106' });
    expect(await screen.findByText('Call us before booking.')).toBeDefined();
    await waitFor(() => {
      expect(searches).toHaveLength(1);
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Plan' }), { target: { value: 'plan-2' } });
    await waitFor(() => {
      expect(searches.at(-1)?.get('planID')).toBe('plan-2');
    });
    expect(window.localStorage.getItem(storageKeys.selectedPlan)).toBe('plan-2');
    expect(screen.queryByText('Call us before booking.')).toBeNull();
  });

  it('pages through the results with the range label', async () => {
    const { searches } = mockBackend({
      search: (query) =>
        jsonResponse(
          makeReply(manyProviders(2), {
            page: Number(query.get('page')),
            totalCount: 120,
            totalPages: 3,
          } satisfies Partial<ProviderSearchReply>),
        ),
    });
    renderPage({ zipCode: '44106' });
    await screen.findByRole('navigation', { name: 'Result pages, bottom' });
    const top = () => within(screen.getByRole('navigation', { name: 'Result pages' }));
    const bottom = () => within(screen.getByRole('navigation', { name: 'Result pages, bottom' }));
    expect(await top().findByText('1-50 of 120')).toBeDefined();
    const previous = top().getByRole<HTMLButtonElement>('button', { name: 'Previous page' });
    expect(previous.disabled).toBe(true);
    fireEvent.click(top().getByRole('button', { name: 'Next page' }));
    expect(await top().findByText('51-100 of 120')).toBeDefined();
    expect(searches.at(-1)?.get('page')).toBe('2');
    // The pager under the list does the same, and focus goes to the top of the new page.
    fireEvent.click(bottom().getByRole('button', { name: 'Next page' }));
    expect(await top().findByText('101-120 of 120')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Results' }));
    expect(top().getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
    fireEvent.change(top().getByRole('combobox', { name: 'Per page' }), { target: { value: '100' } });
    await waitFor(() => {
      expect(searches.at(-1)?.get('limit')).toBe('100');
    });
    expect(searches.at(-1)?.get('page')).toBe('1');
  });

  it('empties the list when a search fails', async () => {
    let fail = false;
    mockBackend({
      search: () =>
        fail
          ? jsonResponse(
              { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' },
              500,
            )
          : jsonResponse(makeReply()),
    });
    const { store } = renderPage({ zipCode: '44106' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    fail = true;
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(await screen.findByText('Providers could not be loaded.')).toBeDefined();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(
      store
        .getState()
        .snackbar.queue.map((message) =>
          'serverError' in message ? message.serverError.text : message.text,
        ),
    ).toEqual(['Something went wrong']);
    const gender = screen.getByRole('radiogroup', { name: 'Gender' });
    fireEvent.click(within(gender).getByRole('radio', { name: 'Male' }));
    await waitFor(() => {
      expect(screen.queryByText('Providers could not be loaded.')).toBeNull();
    });
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    fail = false;
    fireEvent.click(within(gender).getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
  });

  it('answers a repeated search from the provider cache', async () => {
    const first = mockBackend();
    const view = renderPage({ zipCode: '44106' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    await waitFor(() => {
      expect(window.localStorage.getItem(`${storageKeys.providerCachePrefix}44106`)).not.toBeNull();
    });
    view.unmount();
    const second = mockBackend();
    renderPage({});
    expect(await screen.findByRole('heading', { level: 3, name: 'Jane Smith, MD' })).toBeDefined();
    expect(first.searches).toHaveLength(1);
    expect(second.searches).toHaveLength(0);
  });
});
