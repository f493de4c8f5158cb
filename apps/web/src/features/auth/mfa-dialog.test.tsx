import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readStorage, storageKeys } from '../../lib/storage';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makeUser, signedOutSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

vi.mock('../provider-search/provider-search-page', () => ({
  default: () => <h1>Provider search results</h1>,
}));

const pendingUser = makeUser({ isMFANeeded: true });

async function signInWithPassword() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), 'pat.member@example.test');
  await user.type(screen.getByLabelText(/Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
  return user;
}

const loginNeedingCode = () => jsonResponse({ csrfToken: 'after-password', user: pendingUser });

describe('Multi-Factor Authentication dialog (accounts spec §2 screen 9, §4 One-time code)', () => {
  it('opens after a correct password when isMFANeeded, and stays on /login', async () => {
    mockApi({ 'POST /api/login': loginNeedingCode });
    const { router, store } = renderApp({ path: '/login' });
    await signInWithPassword();
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    expect(within(dialog).getByText(/pat\.member@example\.test/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toMatchObject({
      status: 'loggedOut',
      mfaPendingUser: { isMFANeeded: true },
    });
    expect(within(dialog).getByLabelText(/OTP/).getAttribute('maxlength')).toBe('6');
  });

  it("shows 'Please enter the OTP' on an empty VERIFY and sends nothing", async () => {
    const fetchMock = mockApi({ 'POST /api/login': loginNeedingCode });
    renderApp({ path: '/login' });
    const user = await signInWithPassword();
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    await user.type(within(dialog).getByLabelText(/OTP/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    expect(await within(dialog).findByText('Please enter the OTP')).toBeTruthy();
    expect(requestsOf(fetchMock)).toEqual(['POST /api/login']);
  });

  it('verifies the code with skip_mfa when remember is ticked, stores the new token and goes to Provider Search', async () => {
    const fetchMock = mockApi({
      'POST /api/login': loginNeedingCode,
      'POST /api/verifyOTP': () => jsonResponse({ csrfToken: 'after-code', user: makeUser() }),
    });
    const { router, store } = renderApp({ path: '/login' });
    const user = await signInWithPassword();
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    await user.type(within(dialog).getByLabelText(/OTP/), '1234567');
    expect(within(dialog).getByLabelText<HTMLInputElement>(/OTP/).value).toBe('123456');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember this browser for 30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    await screen.findByRole('heading', { name: 'Provider search results' });
    expect(router.state.location.pathname).toBe('/provider-search');
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', mfaPendingUser: null });
    expect(readStorage(storageKeys.csrfToken)).toBe('after-code');
    const verify = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.endsWith('/api/verifyOTP'));
    expect(await verify?.json()).toEqual({ otp: '123456', skip_mfa: true });
    expect(verify?.headers.get('X-CSRF-Token')).toBe('after-password');
  });

  it("shows the server's message under the field when the code is refused, and stays open", async () => {
    mockApi({
      'POST /api/login': loginNeedingCode,
      'POST /api/verifyOTP': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The OTP is incorrect. Please check the code in your email.',
            code: 'OTP_INVALID',
          },
          400,
        ),
    });
    const { router, store } = renderApp({ path: '/login' });
    const user = await signInWithPassword();
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    await user.type(within(dialog).getByLabelText(/OTP/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    expect(
      await within(dialog).findByText('The OTP is incorrect. Please check the code in your email.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it("asks for a new code and shows 'A new OTP has been sent to your email'", async () => {
    const fetchMock = mockApi({
      'POST /api/login': loginNeedingCode,
      'GET /api/resendOTP': () => jsonResponse({ message: 'A new OTP has been sent to your email' }),
    });
    const { store } = renderApp({ path: '/login' });
    const user = await signInWithPassword();
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'RESEND OTP' }));
    expect(await screen.findByText('A new OTP has been sent to your email')).toBeTruthy();
    expect(store.getState().snackbar.queue[0]).toMatchObject({
      text: 'A new OTP has been sent to your email',
    });
    expect(requestsOf(fetchMock)).toContain('GET /api/resendOTP');
  });

  it('sends a pending session from a signed-in page to /login with the prompt, then back to that page', async () => {
    mockApi({ 'POST /api/verifyOTP': () => jsonResponse({ csrfToken: 'c', user: makeUser() }) });
    const { router } = renderApp({
      path: '/provider-search',
      session: { ...signedOutSession, mfaPendingUser: pendingUser },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?returnTo=%2Fprovider-search');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/OTP/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'VERIFY' }));
    await screen.findByRole('heading', { name: 'Provider search results' });
  });

  it('CANCEL signs out and closes the prompt', async () => {
    const fetchMock = mockApi({
      'POST /api/logout': () => jsonResponse({ message: 'You have been signed out.' }),
    });
    const { store } = renderApp({
      path: '/login',
      session: { ...signedOutSession, mfaPendingUser: pendingUser },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => {
      expect(store.getState().session.mfaPendingUser).toBeNull();
    });
    expect(requestsOf(fetchMock)).toContain('POST /api/logout');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Multi-Factor Authentication' })).toBeNull();
    });
  });

  it('Escape cancels as CANCEL does', async () => {
    const fetchMock = mockApi({
      'POST /api/logout': () => jsonResponse({ message: 'You have been signed out.' }),
    });
    const { store } = renderApp({
      path: '/login',
      session: { ...signedOutSession, mfaPendingUser: pendingUser },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Multi-Factor Authentication' });
    await userEvent.setup().type(within(dialog).getByRole('textbox'), '{Escape}');
    await waitFor(() => {
      expect(store.getState().session.mfaPendingUser).toBeNull();
    });
    expect(requestsOf(fetchMock)).toContain('POST /api/logout');
  });
});
