import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@medivi/domain';
import { describe, expect, it, vi } from 'vitest';
import { readStorage, storageKeys } from '../../lib/storage';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

vi.mock('../provider-search/provider-search-page', () => ({
  default: () => <h1>Provider search results</h1>,
}));

// The real widget solves a proof of work in web workers; a button stands in, each solve a new token.
let solvedTokens = 0;
vi.mock('../../components/captcha-widget', () => ({
  CaptchaWidget: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button
      type="button"
      onClick={() => {
        solvedTokens += 1;
        onToken(`solved-token-${String(solvedTokens)}`);
      }}
    >
      Solve captcha
    </button>
  ),
}));

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
  return user;
}

describe('sign-in page (accounts spec §2 screen 1)', () => {
  it('sends a user who is signed in already on to his start page, also from / (issue 31)', async () => {
    mockApi({});
    for (const path of ['/login', '/', '/login?returnTo=%2Fnotifications']) {
      const { router, unmount } = renderApp({
        path,
        session: signedInSession(makeUser({ roles: ['medivi-read'] })),
      });
      const expected = path.includes('returnTo') ? '/notifications' : '/provider-search';
      await waitFor(() => {
        expect(router.state.location.pathname).toBe(expected);
      });
      unmount();
    }
  });

  it("requires e-mail and password with 'This field is required' and sends nothing", async () => {
    const fetchMock = mockApi({});
    renderApp({ path: '/login' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first refused field, and after a refused submit checks each field as it changes', async () => {
    mockApi({});
    renderApp({ path: '/login' });
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/Email/);
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    expect(document.activeElement).toBe(email);
    await user.type(email, 'm');
    await waitFor(() => {
      expect(screen.queryByText('This field is required')).toBeNull();
    });
    await user.clear(email);
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
  });

  it('labels its fields for assistive technology and password managers', async () => {
    renderApp({ path: '/login' });
    const email = await screen.findByLabelText(/Email/);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/Password/).getAttribute('autocomplete')).toBe('current-password');
  });

  it('links to password reset, registration for members and request access for partners', async () => {
    renderApp({ path: '/login' });
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe(
      '/password-reset',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Request Access' }).getAttribute('href')).toBe('/request-access');
    expect(screen.getByText(/Health plan members/)).toBeTruthy();
    expect(screen.getByText(/Partners/)).toBeTruthy();
  });

  it('signs in with rememberMe true and goes to Provider Search for the read role', async () => {
    const fetchMock = mockApi({
      'POST /api/login': () =>
        jsonResponse({ csrfToken: 'fresh', user: makeUser({ roles: ['medivi-read'] }) }),
    });
    const { router } = renderApp({ path: '/login' });
    await signIn('pat.member@example.test', 'correct horse battery');
    await screen.findByRole('heading', { name: 'Provider search results' });
    expect(router.state.location.pathname).toBe('/provider-search');
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(await request.json()).toEqual({
      email: 'pat.member@example.test',
      password: 'correct horse battery',
      rememberMe: true,
    });
    expect(readStorage(storageKeys.csrfToken)).toBe('fresh');
  });

  it('goes back to a same-origin returnTo after signing in', async () => {
    mockApi({ 'POST /api/login': () => jsonResponse({ csrfToken: 't', user: makeUser() }) });
    const { router } = renderApp({ path: '/login?returnTo=%2Fprovider-search%3Fzip%3D44106' });
    await signIn('pat.member@example.test', 'correct horse battery');
    await screen.findByRole('heading', { name: 'Provider search results' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/provider-search?zip=44106',
    );
  });

  it('ignores a returnTo that leaves the site', async () => {
    mockApi({ 'POST /api/login': () => jsonResponse({ csrfToken: 't', user: makeUser() }) });
    const { router } = renderApp({ path: '/login?returnTo=https%3A%2F%2Fevil.example%2F' });
    await signIn('pat.member@example.test', 'correct horse battery');
    await screen.findByRole('heading', { name: 'Provider search results' });
    expect(router.state.location.pathname).toBe('/provider-search');
  });

  it("shows the server's message inline on failure and clears the password", async () => {
    mockApi({
      'POST /api/login': () =>
        jsonResponse({ statusCode: 401, error: 'Unauthorized', message: messages.invalidCredentials }, 401),
    });
    const { store } = renderApp({ path: '/login' });
    await signIn('pat.member@example.test', 'wrong password!!');
    expect(await screen.findByText(messages.invalidCredentials)).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>(/Password/).value).toBe('');
    });
    expect(store.getState().session.status).toBe('loggedOut');
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('shows the account-without-access dialog when no page is reachable; Return to Login signs out', async () => {
    const fetchMock = mockApi({
      'POST /api/login': () => jsonResponse({ csrfToken: 't', user: makeUser({ roles: [] }) }),
      'POST /api/logout': () => jsonResponse({ message: 'You have been signed out.' }),
    });
    const { router, store } = renderApp({ path: '/login' });
    const user = await signIn('nobody@example.test', 'correct horse battery');
    const dialog = await screen.findByRole('dialog', { name: messages.noAccess });
    expect(within(dialog).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    await user.click(within(dialog).getByRole('button', { name: 'Return to Login' }));
    await waitFor(() => {
      expect(store.getState().session.status).toBe('loggedOut');
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(
      fetchMock.mock.calls.some(([input]) => input instanceof Request && input.url.endsWith('/api/logout')),
    ).toBe(true);
  });

  it('shows a captcha when many sign-ins failed from this network, and sends a fresh token with each try', async () => {
    const bodies: unknown[] = [];
    let answers = 0;
    mockApi({
      'POST /api/login': async (request: Request) => {
        bodies.push(await request.json());
        answers += 1;
        if (answers === 1) {
          return jsonResponse(
            {
              statusCode: 403,
              error: 'Forbidden',
              message: messages.captchaRequired,
              code: 'CAPTCHA_REQUIRED',
            },
            403,
          );
        }
        if (answers === 2) {
          return jsonResponse(
            { statusCode: 401, error: 'Unauthorized', message: messages.invalidCredentials },
            401,
          );
        }
        return jsonResponse({ csrfToken: 't', user: makeUser({ roles: ['medivi-read'] }) });
      },
    });
    renderApp({ path: '/login' });
    const user = await signIn('pat.member@example.test', 'correct horse battery');
    expect(await screen.findByText(messages.captchaRequired)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Solve captcha' }));
    await user.type(screen.getByLabelText(/Password/), 'wrong horse');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(await screen.findByText(messages.invalidCredentials)).toBeTruthy();
    // The spent token is not sent again: the captcha is solved anew.
    await user.click(await screen.findByRole('button', { name: 'Solve captcha' }));
    await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await screen.findByRole('heading', { name: 'Provider search results' });
    expect(bodies.map((body) => (body as { captcha?: string }).captcha)).toEqual([
      undefined,
      'solved-token-1',
      'solved-token-2',
    ]);
  });
});
