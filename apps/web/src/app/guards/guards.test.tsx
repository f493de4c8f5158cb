import { screen, waitFor } from '@testing-library/react';
import { messages } from '@medivi/domain';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { unauthorizedReceived } from '../../lib/session-events';

/** Holds the register page's module until a test lets it load. */
const registerPage = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    loaded,
    release: () => {
      release();
    },
  };
});

vi.mock('../../features/provider-search/provider-search-page', () => ({
  default: () => <h1>Provider search results</h1>,
}));
vi.mock('../../features/registration/register-page', async () => {
  await registerPage.loaded;
  return { default: () => <h1>Register page</h1> };
});

describe('route guards (accounts spec §2)', () => {
  it("shows 'Loading. Please wait.' while the session loads", async () => {
    renderApp({
      path: '/provider-search',
      session: { status: 'fetching', user: null, lastActivityAt: null },
    });
    expect(await screen.findByText(messages.loading)).toBeTruthy();
  });

  it('sends a signed-out visitor to /login with returnTo holding the path and query', async () => {
    const { router } = renderApp({ path: '/provider-search?zip=44106' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/provider-search?zip=44106',
    );
  });

  it('shows the page to a user with the read role', async () => {
    renderApp({ path: '/provider-search', session: signedInSession(makeUser({ roles: ['medivi-read'] })) });
    expect(await screen.findByRole('heading', { name: 'Provider search results' })).toBeTruthy();
  });

  it("shows 'Unauthorized: check roles needed for access' to a user without the role", async () => {
    renderApp({
      path: '/provider-search',
      session: signedInSession(makeUser({ roles: ['medivi-benchmarks'] })),
    });
    expect(await screen.findByRole('heading', { name: messages.unauthorizedRoute })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Provider search results' })).toBeNull();
  });

  it('checks roles with the variant prefix', async () => {
    renderApp({
      path: '/provider-search',
      variant: 'claims',
      session: signedInSession(makeUser({ roles: ['medivi-read'] })),
    });
    expect(await screen.findByText(messages.unauthorizedRoute)).toBeTruthy();
  });

  it('lets a claims user with claims-read in', async () => {
    renderApp({
      path: '/provider-search',
      variant: 'claims',
      session: signedInSession(makeUser({ roles: ['claims-read'] })),
    });
    expect(await screen.findByRole('heading', { name: 'Provider search results' })).toBeTruthy();
    expect(screen.getByText('Claims')).toBeTruthy();
  });

  it('shows a deactivated user the disabled-account banner instead of the page', async () => {
    renderApp({ path: '/provider-search', session: signedInSession(makeUser({ isDeactivated: true })) });
    expect(await screen.findByRole('heading', { name: 'Account deactivated' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Account status' }).textContent).toContain(
      'Your account is deactivated.',
    );
    expect(screen.queryByRole('heading', { name: 'Provider search results' })).toBeNull();
  });

  it('keeps the disabled-account banner on the public sign-in page', async () => {
    renderApp({ path: '/login', session: signedInSession(makeUser({ isDeactivated: true })) });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.getByRole('region', { name: 'Account status' })).toBeTruthy();
  });

  it('shows an expired-password user the modal with LOG OUT instead of the page', async () => {
    renderApp({ path: '/provider-search', session: signedInSession(makeUser({ isPasswordExpired: true })) });
    const dialog = await screen.findByRole('dialog', { name: 'Password Expired' });
    expect(dialog.textContent).toContain(messages.passwordExpired);
    expect(screen.getByRole('link', { name: 'LOG OUT' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('heading', { name: 'Provider search results' })).toBeNull();
  });

  it('sends / to /login', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('logs out on /logout, then goes to /login', async () => {
    const fetchMock = mockApi({
      'POST /api/logout': () => jsonResponse({ message: 'You have been signed out.' }),
    });
    const { router, store } = renderApp({ path: '/logout', session: signedInSession() });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.status).toBe('loggedOut');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a navigation under way finish when the session ends meanwhile, as deleting the account does', async () => {
    const { router, store } = renderApp({ path: '/provider-search', session: signedInSession() });
    await screen.findByRole('heading', { name: 'Provider search results' });
    const toRegister = router.navigate('/register', { replace: true });
    await waitFor(() => {
      expect(router.state.navigation.state).toBe('loading');
    });
    store.dispatch(unauthorizedReceived());
    await screen.findByText(messages.loading);
    expect(router.state.location.pathname).toBe('/provider-search');
    registerPage.release();
    await toRegister;
    await screen.findByRole('heading', { name: 'Register page' });
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp({ path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    await waitFor(() => {
      expect(document.title).toBe('Page not found – MediVI');
    });
  });
});
