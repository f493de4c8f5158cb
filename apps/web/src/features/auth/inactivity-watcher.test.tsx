import { act, fireEvent, screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { signedInSession, signedOutSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { InactivityWatcher } from './inactivity-watcher';
import { LogoutPage } from './logout-page';
import { inactivityMessage } from './timeout-dialog';

/** A small route table with the watcher at its root and plain pages (no lazy loading). */
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <InactivityWatcher />
      </>
    ),
    children: [
      { path: 'provider-search', element: <h1>Signed-in page</h1> },
      { path: 'login', element: <h1>Sign In</h1> },
      { path: 'welcome', element: <h1>Welcome</h1> },
      { path: 'register', element: <h1>Register</h1> },
      { path: 'logout', element: <LogoutPage /> },
    ],
  },
];

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function mockSessionApi() {
  return mockApi({
    'GET /api/keep-session-alive': () =>
      jsonResponse({ message: 'Session extended.', expiresAt: new Date().toISOString() }),
    'POST /api/logout': () => jsonResponse({ message: 'You have been signed out.' }),
  });
}

describe('inactivity timeout (accounts spec §4 Inactivity)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('opens the dialog at 840 s of inactivity, counts 60 s down, then logs off', async () => {
    const fetchMock = mockSessionApi();
    const { router, store } = renderApp({ path: '/provider-search', session: signedInSession(), routes });

    await advance(839_000);
    expect(screen.queryByRole('dialog')).toBeNull();

    await advance(1_000);
    const dialog = screen.getByRole('dialog', { name: 'Session Timeout' });
    expect(within(dialog).getByText(inactivityMessage)).toBeTruthy();
    expect(within(dialog).getByText('Logging out in 60 seconds.')).toBeTruthy();

    await advance(30_000);
    expect(screen.getByText('Logging out in 30 seconds.')).toBeTruthy();

    await advance(30_000);
    await advance(1_000);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.status).toBe('loggedOut');
    expect(requestsOf(fetchMock)).toEqual(['POST /api/logout']);
    // One history entry for the log-off, which sign-in replaced: Back returns to the page left.
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/provider-search');
  });

  it("'Stay Logged In' closes the dialog, resets the time and calls keep-alive", async () => {
    const fetchMock = mockSessionApi();
    const { router } = renderApp({ path: '/provider-search', session: signedInSession(), routes });
    await advance(845_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await advance(1_000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).toBeNull();
    expect(requestsOf(fetchMock)).toEqual(['GET /api/keep-session-alive']);

    await advance(120_000);
    expect(router.state.location.pathname).toBe('/provider-search');
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).toBeNull();
  });

  it('the close x also resets the time and calls keep-alive', async () => {
    const fetchMock = mockSessionApi();
    renderApp({ path: '/provider-search', session: signedInSession(), routes });
    await advance(841_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(1_000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).toBeNull();
    expect(requestsOf(fetchMock)).toEqual(['GET /api/keep-session-alive']);
  });

  it("'Log Off' goes to /logout at once", async () => {
    mockSessionApi();
    const { router } = renderApp({ path: '/provider-search', session: signedInSession(), routes });
    await advance(841_000);
    fireEvent.click(screen.getByRole('button', { name: 'Log Off' }));
    await advance(1_000);
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/login', '/welcome', '/register'])('never opens on %s', async (path) => {
    mockSessionApi();
    const { router } = renderApp({ path, session: signedInSession(), routes });
    await advance(1_000_000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it('never opens while logged out', async () => {
    mockSessionApi();
    renderApp({ path: '/provider-search', session: signedOutSession, routes });
    await advance(1_000_000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).toBeNull();
  });

  it('counts a click as activity at most once per 60 s, each time calling keep-alive', async () => {
    const fetchMock = mockSessionApi();
    const { store } = renderApp({ path: '/provider-search', session: signedInSession(), routes });
    const start = Date.now();

    await advance(30_000);
    fireEvent.click(screen.getByRole('heading'));
    expect(requestsOf(fetchMock)).toEqual([]);

    await advance(31_000);
    fireEvent.keyDown(screen.getByRole('heading'), { key: 'a' });
    fireEvent.scroll(window);
    await advance(0);
    expect(requestsOf(fetchMock)).toEqual(['GET /api/keep-session-alive']);
    expect(store.getState().session.lastActivityAt).toBe(start + 61_000);

    // The timer restarts from that activity: no dialog 840 s after the start.
    await advance(800_000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).toBeNull();
    await advance(40_000);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeTruthy();
  });

  it('refreshes when the tab becomes visible', async () => {
    const fetchMock = mockSessionApi();
    renderApp({ path: '/provider-search', session: signedInSession(), routes });
    await advance(5_000);
    fireEvent(document, new Event('visibilitychange'));
    await advance(0);
    expect(requestsOf(fetchMock)).toEqual(['GET /api/keep-session-alive']);
  });
});
