import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

vi.mock('../../features/provider-search/provider-search-page', () => ({
  default: () => <h1>Provider search results</h1>,
}));

describe('signed-in layout (accounts spec §2 screens 10 and 11)', () => {
  it('has header, navigation and main landmarks, the logo, the page title and the avatar', async () => {
    renderApp({
      path: '/provider-search',
      session: signedInSession(makeUser({ fullName: 'Pat van Member' })),
    });
    await screen.findByRole('heading', { name: 'Provider search results' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('MediVI')).toBeTruthy();
    expect(within(header).getByText('Provider Search')).toBeTruthy();
    expect(within(header).getByText('PM')).toBeTruthy();
    expect(within(header).getAllByText('Pat van Member').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("falls back to 'Me' and 'MediVI User' without a full name", async () => {
    renderApp({ path: '/provider-search', session: signedInSession(makeUser({ fullName: '' })) });
    await screen.findByRole('heading', { name: 'Provider search results' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Me')).toBeTruthy();
    expect(within(header).getAllByText('MediVI User').length).toBeGreaterThan(0);
  });

  it('shows only the built entries the roles allow, the current one marked', async () => {
    renderApp({
      path: '/provider-search',
      session: signedInSession(
        makeUser({
          roles: [
            'medivi-read',
            'medivi-reports',
            'medivi-clientmonthlyreport',
            'medivi-benchmarks',
            'medivi-casesmember',
          ],
        }),
      ),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = await within(nav).findAllByRole('link');
    // Reports (medivi-reports with a report role) offers the one report the roles allow.
    expect(links.map((link) => link.textContent)).toEqual([
      'My Cases',
      'My Claims',
      'Price Estimates',
      'Provider Search',
      'Benchmarks',
      'Reports',
      'Monthly Reporting',
      'Instructional Video',
      'Contact Us',
      'FAQs',
      'Privacy Policy',
      'Account Settings',
    ]);
    expect(links[3]?.getAttribute('aria-current')).toBe('page');
  });

  it('collapses and expands the navigation', async () => {
    renderApp({ path: '/provider-search', session: signedInSession() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Collapse navigation' }));
    const expand = screen.getByRole('button', { name: 'Expand navigation' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Provider Search' })).toBeTruthy();
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse navigation' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it("asks 'Are You Sure?' before logging out; CANCEL keeps the user signed in", async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp({ path: '/provider-search', session: signedInSession() });
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'LOG OUT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    expect(within(dialog).getByText('Do you really want to log out from your account?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(router.state.location.pathname).toBe('/provider-search');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out from the confirmation and lands on /login', async () => {
    const fetchMock = mockApi({
      'POST /api/logout': () => jsonResponse({ message: 'You have been signed out.' }),
    });
    // A report view token kept by this tab goes; the tab's other values stay.
    window.sessionStorage.setItem('medivi.reportEmbed.monthly-reporting', 'synthetic-token');
    window.sessionStorage.setItem('medivi.passwordReset.destination', '/reports');
    const { router, store } = renderApp({ path: '/provider-search', session: signedInSession() });
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('button', { name: 'LOG OUT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'LOG OUT' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.status).toBe('loggedOut');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('medivi.reportEmbed.monthly-reporting')).toBeNull();
    expect(window.sessionStorage.getItem('medivi.passwordReset.destination')).toBe('/reports');
    window.sessionStorage.clear();
  });

  it('logs out from the avatar menu', async () => {
    mockApi({ 'POST /api/logout': () => jsonResponse({ message: 'You have been signed out.' }) });
    const { router } = renderApp({ path: '/provider-search', session: signedInSession() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Pat Member/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('titles the document from the route table and puts focus on the new page heading after a route change', async () => {
    renderApp({ path: '/provider-search', session: signedInSession() });
    await screen.findByRole('heading', { name: 'Provider search results' });
    await waitFor(() => {
      expect(document.title).toBe('Provider Search – MediVI');
    });
    // The first page keeps focus where the browser put it.
    expect(document.activeElement).toBe(document.body);
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(await within(nav).findByRole('link', { name: 'Account Settings' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    await waitFor(() => {
      expect(document.activeElement).toBe(heading);
    });
    expect(document.title).toBe('Account Settings – MediVI');
  });
});
