import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { passwordMessages, registrationMessages } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { routeLoadsSettled } from '../../app/route-loading';
import { renderApp } from '../../testing/render-app';

async function fillMemberInfo(user: UserEvent, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'Member ID': 'demo400004',
    'Group ID': 'lakeshore01',
    'First Name': 'taylor',
    'Last Name': 'synth-register',
    'Date of Birth': '07041990',
    'Zip Code': '44106',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
}

const verified = () =>
  jsonResponse({ message: registrationMessages.credentialsVerified, existingEmail: null });

describe('registration (accounts spec §2 screen 4, §4 Registration, §5)', () => {
  it("requires every member field with 'This field is required.' and sends nothing", async () => {
    const fetchMock = mockApi({});
    renderApp({ path: '/register' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findAllByText(registrationMessages.required)).toHaveLength(6);
    expect(requestsOf(fetchMock)).toEqual([]);
  });

  it('uppercases as typed, formats the date, checks maxima and zip digits', async () => {
    mockApi({});
    renderApp({ path: '/register' });
    const user = userEvent.setup();
    await fillMemberInfo(user, { 'Member ID': 'x'.repeat(51), 'Zip Code': '44a0' });
    expect(screen.getByLabelText<HTMLInputElement>(/^First Name/).value).toBe('TAYLOR');
    expect(screen.getByLabelText<HTMLInputElement>(/^Date of Birth/).value).toBe('07/04/1990');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Maximum 50 characters')).toBeTruthy();
    expect(screen.getByText(registrationMessages.onlyNumbers)).toBeTruthy();
  });

  it('flags an impossible date while it is typed', async () => {
    mockApi({});
    renderApp({ path: '/register' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Date of Birth/), '0230');
    expect(await screen.findByText('Day does not exist in that month.')).toBeTruthy();
  });

  it('walks the three pages, sends the date as YYYY-MM-DD and goes to /check-email', async () => {
    const fetchMock = mockApi({
      'POST /api/v3/members/verify-credentials': verified,
      'GET /api/v3/members/verify-email/new.member%40example.test': () =>
        jsonResponse({ email: 'new.member@example.test', hasAccount: false, message: 'ok' }),
      'POST /api/v3/members/add': () =>
        jsonResponse({ hasAccount: false, email: 'new.member@example.test', message: 'sent' }),
    });
    const { router } = renderApp({ path: '/register' });
    const user = userEvent.setup();
    await fillMemberInfo(user);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    // The new step starts at its heading, which takes focus.
    const step = await screen.findByRole('heading', { level: 2, name: /^Step 2 of 3/ });
    await waitFor(() => {
      expect(document.activeElement).toBe(step);
    });
    await user.type(await screen.findByLabelText(/^Email/), 'New.Member@Example.test');
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('new.member@example.test');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(await screen.findByLabelText(/^Password/), 'Short-1!');
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'Different');
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByText(passwordMessages.minLength)).toBeTruthy();
    expect(screen.getByText(passwordMessages.mustMatch)).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Vq8!rT2#mZ5@wL9x');
    await user.clear(screen.getByLabelText(/^Re-enter Password/));
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'Vq8!rT2#mZ5@wL9x');
    await user.click(screen.getByRole('button', { name: 'REGISTER' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/check-email');
    });
    expect(await screen.findByText('new.member@example.test')).toBeTruthy();
    const add = fetchMock.mock.calls
      .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
      .find((request) => request.url.endsWith('/api/v3/members/add'));
    expect(await add?.json()).toEqual({
      memberID: 'DEMO400004',
      groupID: 'LAKESHORE01',
      firstName: 'TAYLOR',
      lastName: 'SYNTH-REGISTER',
      dateOfBirth: '1990-07-04',
      zip: '44106',
      email: 'new.member@example.test',
      password: 'Vq8!rT2#mZ5@wL9x',
      passwordConfirm: 'Vq8!rT2#mZ5@wL9x',
    });
  });

  it('BACK keeps member info and clears the passwords', async () => {
    mockApi({
      'POST /api/v3/members/verify-credentials': verified,
      'GET /api/v3/members/verify-email/a%40example.test': () =>
        jsonResponse({ email: 'a@example.test', hasAccount: false, message: 'ok' }),
    });
    renderApp({ path: '/register' });
    const user = userEvent.setup();
    await fillMemberInfo(user);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(await screen.findByLabelText(/^Email/), 'a@example.test');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(await screen.findByLabelText(/^Password/), 'Vq8!rT2#mZ5@wL9x');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/^Email/)).value).toBe('a@example.test');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/^Password/)).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    await user.click(await screen.findByRole('button', { name: 'BACK' }));
    expect((await screen.findByLabelText<HTMLInputElement>(/^Member ID/)).value).toBe('DEMO400004');
  });

  it("opens 'Member credentials already in use' with the e-mail and stays on page 1", async () => {
    mockApi({
      'POST /api/v3/members/verify-credentials': () =>
        jsonResponse({
          message: registrationMessages.credentialsInUse,
          existingEmail: 'me****@demo.medivi.test',
        }),
    });
    const { router } = renderApp({ path: '/register' });
    const user = userEvent.setup();
    await fillMemberInfo(user);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    const dialog = await screen.findByRole('dialog', { name: registrationMessages.credentialsInUseTitle });
    expect(within(dialog).getByText('me****@demo.medivi.test')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'reset the password' }).getAttribute('href')).toBe(
      '/password-reset',
    );
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });

  it('with an existing account asks for its password and goes on to Provider Search', async () => {
    mockApi({
      'POST /api/v3/members/verify-credentials': verified,
      'GET /api/v3/members/verify-email/has%40example.test': () =>
        jsonResponse({ email: 'has@example.test', hasAccount: true, message: 'exists' }),
      'POST /api/v3/members/add': () =>
        jsonResponse({ hasAccount: true, email: 'has@example.test', message: 'added' }),
    });
    const { router } = renderApp({ path: '/register' });
    const user = userEvent.setup();
    await fillMemberInfo(user);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(await screen.findByLabelText(/^Email/), 'has@example.test');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await user.type(await screen.findByLabelText(/^Password/), 'existing password');
    expect(screen.queryByLabelText(/^Re-enter Password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => {
      expect(router.state.location.pathname).not.toBe('/register');
    });
    expect(['/provider-search', '/login']).toContain(router.state.location.pathname);
    // The Provider Search page may still be loading (a redirect to sign-in leaves its load running).
    await routeLoadsSettled();
  });

  it('links to sign in', async () => {
    renderApp({ path: '/register' });
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/login');
  });
});

describe('check-email page (accounts spec §2 screen 5)', () => {
  it('redirects to / without a held e-mail', async () => {
    const { router } = renderApp({ path: '/check-email' });
    await waitFor(() => {
      expect(router.state.location.pathname).not.toBe('/check-email');
    });
  });
});
