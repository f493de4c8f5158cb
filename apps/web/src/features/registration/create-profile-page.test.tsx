import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordMessages, registrationMessages } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makeUser } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const strong = 'Vq8!rT2#mZ5@wL9x';

function createButton() {
  return screen.getByRole<HTMLButtonElement>('button', { name: 'CREATE ACCOUNT' });
}

describe('Create Account (accounts spec §2 screen 6, §4 Create Account form)', () => {
  it('redirects to / when no verified e-mail is held', async () => {
    const { router } = renderApp({ path: '/create-profile' });
    await waitFor(() => {
      expect(router.state.location.pathname).not.toBe('/create-profile');
    });
  });

  it('prefills the e-mail read-only and enables CREATE ACCOUNT only when the form is valid', async () => {
    writeStorage(storageKeys.email, 'new.member@example.test');
    mockApi({});
    renderApp({ path: '/create-profile' });
    const user = userEvent.setup();
    const email = await screen.findByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('new.member@example.test');
    expect(email.readOnly).toBe(true);
    expect(createButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Full Name/), 'Taylor Synthetic');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), strong);
    await user.type(screen.getByLabelText(/^Re-enter Password/), strong);
    expect(createButton().disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Agree to' }));
    await waitFor(() => {
      expect(createButton().disabled).toBe(false);
    });
  });

  it('shows field errors only after focus and the terms error only once the box was touched', async () => {
    writeStorage(storageKeys.email, 'new.member@example.test');
    mockApi({});
    renderApp({ path: '/create-profile' });
    const user = userEvent.setup();
    await screen.findByLabelText(/^Full Name/);
    expect(screen.queryByText(registrationMessages.mustAgree)).toBeNull();
    await user.type(screen.getByLabelText(/^Full Name/), 'Al');
    expect(await screen.findByText(registrationMessages.fullNameMinLength)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    expect(await screen.findByText(passwordMessages.minLength)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'other');
    expect(await screen.findByText(passwordMessages.mustMatch)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Agree to' });
    await user.click(box);
    expect(screen.queryByText(registrationMessages.mustAgree)).toBeNull();
    await user.click(box);
    expect(await screen.findByText(registrationMessages.mustAgree)).toBeTruthy();
  });

  it('AGREE in the terms panel ticks the box and closes it; DECLINE unticks and closes', async () => {
    writeStorage(storageKeys.email, 'new.member@example.test');
    mockApi({});
    renderApp({ path: '/create-profile' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Terms of Service' }));
    let panel = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(within(panel).getByText(/Oregon/)).toBeTruthy();
    expect(within(panel).getByText(/1\.5 percent per month/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'AGREE' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Agree to' });
    expect(box.checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    panel = await screen.findByRole('dialog', { name: 'Terms of Service' });
    await user.click(within(panel).getByRole('button', { name: 'DECLINE' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(box.checked).toBe(false);
    expect(screen.getByText(registrationMessages.mustAgree)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Terms of Service' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(box.checked).toBe(false);
  });

  it('sends multipart fields and goes to /welcome', async () => {
    writeStorage(storageKeys.email, 'new.member@example.test');
    const fetchMock = mockApi({
      'POST /api/createProfile': () =>
        jsonResponse({ message: 'created', user: makeUser({ fullName: 'Taylor Synthetic' }) }),
    });
    const { router, store } = renderApp({ path: '/create-profile' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Full Name/), 'Taylor Synthetic');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), strong);
    await user.type(screen.getByLabelText(/^Re-enter Password/), strong);
    await user.click(screen.getByRole('checkbox', { name: 'Agree to' }));
    await waitFor(() => {
      expect(createButton().disabled).toBe(false);
    });
    await user.click(createButton());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/welcome');
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to MediVI' })).toBeTruthy();
    expect(store.getState().session.status).toBe('loggedIn');
    expect(store.getState().session.user?.fullName).toBe('Taylor Synthetic');
    expect(screen.getByRole('link', { name: 'Continue to MediVI' }).getAttribute('href')).toBe('/');
    const request = fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
      .find((candidate) => candidate.url.endsWith('/api/createProfile'));
    const form = await request?.formData();
    expect(form?.get('fullName')).toBe('Taylor Synthetic');
    expect(form?.get('password')).toBe(strong);
    expect(form?.get('app')).toBe('MediVI');
    expect(readStorage(storageKeys.fullName)).toBe('Taylor Synthetic');
  });
});

describe('e-mail verification page (accounts spec §4 E-mail verification)', () => {
  it('stores token and e-mail and goes to /create-profile', async () => {
    const fetchMock = mockApi({
      'POST /api/verifyEmail': () =>
        jsonResponse({ csrfToken: 'token-1', email: 'new.member@example.test', message: 'ok' }),
    });
    const { router } = renderApp({ path: '/verify-email/abc123' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/create-profile');
    });
    expect(readStorage(storageKeys.csrfToken)).toBe('token-1');
    expect(readStorage(storageKeys.email)).toBe('new.member@example.test');
    expect(requestsOf(fetchMock)).toEqual(['POST /api/verifyEmail']);
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(await request.json()).toEqual({ emailVerificationCode: 'abc123' });
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('new.member@example.test');
  });

  it('goes to / when the code is refused or missing', async () => {
    mockApi({
      'POST /api/verifyEmail': () =>
        jsonResponse(
          { statusCode: 400, error: 'Bad Request', message: registrationMessages.verificationFailed },
          400,
        ),
    });
    const refused = renderApp({ path: '/verify-email/used-code' });
    await waitFor(() => {
      expect(refused.router.state.location.pathname).toBe('/login');
    });
  });
});
