import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('the reset form (accounts spec §2 screen 3, §5)', () => {
  it('checks length and match, shows the checklist, then sends form data and signs in', async () => {
    window.sessionStorage.setItem('medivi.passwordReset.name', 'Pat Member');
    let sentPassword: FormDataEntryValue | null = null;
    mockApi({
      'POST /api/updatePassword': async (request) => {
        sentPassword = (await request.formData()).get('password');
        return jsonResponse({ message: 'ok', csrfToken: 'signed-in-csrf', user: makeUser() });
      },
    });
    const user = userEvent.setup();
    const { router, store } = renderApp({ path: '/update-password' });
    const newPassword = await screen.findByLabelText(/^New Password/);
    await user.type(newPassword, 'short');
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'other');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'UPDATE PASSWORD' });
    await waitFor(() => {
      expect(submit.disabled).toBe(false);
    });
    await user.click(submit);
    expect(await screen.findByText('Minimum 12 characters')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      '12 Characters: not met',
    );

    await user.clear(newPassword);
    await user.type(newPassword, 'lowercase only pass');
    await user.clear(screen.getByLabelText(/^Re-enter Password/));
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'lowercase only pass');
    // The checklist does not block: no uppercase, no digit, yet the form submits.
    await waitFor(() => {
      expect(submit.disabled).toBe(false);
    });
    await user.click(submit);
    expect(
      await screen.findByText('Congratulations, your password has been successfully reset.'),
    ).toBeTruthy();
    expect(sentPassword).toBe('lowercase only pass');
    expect(router.state.location.pathname).toBe('/password-reset-success');
    expect(store.getState().session.status).toBe('loggedIn');
    expect(window.localStorage.getItem('medivi.csrfToken')).toBe('signed-in-csrf');
  });

  it('disables UPDATE PASSWORD while the compromised check runs', async () => {
    window.sessionStorage.setItem('medivi.passwordReset.name', 'Pat Member');
    mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/update-password' });
    await user.type(await screen.findByLabelText(/^New Password/), 'Abcdefghijk1!');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'UPDATE PASSWORD' });
    expect(submit.disabled).toBe(true);
    await waitFor(() => {
      expect(submit.disabled).toBe(false);
    });
  });

  it("shows the server's refusal of a compromised password under the field", async () => {
    window.sessionStorage.setItem('medivi.passwordReset.name', 'Pat Member');
    mockApi({
      'POST /api/updatePassword': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Password is compromised. Please choose another.',
            fieldErrors: { password: 'Password is compromised. Please choose another.' },
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp({ path: '/update-password' });
    await user.type(await screen.findByLabelText(/^New Password/), 'password1234');
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'password1234');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'UPDATE PASSWORD' });
    await waitFor(() => {
      expect(submit.disabled).toBe(false);
    });
    await user.click(submit);
    expect(await screen.findByText('Password is compromised. Please choose another.')).toBeTruthy();
  });

  it('goes to /login on CANCEL', async () => {
    window.sessionStorage.setItem('medivi.passwordReset.name', 'Pat Member');
    mockApi({});
    const { router } = renderApp({ path: '/update-password' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'CANCEL' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('change password (accounts spec §2 screen 8, §4 Session)', () => {
  async function fillChangeForm(current: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current Password/), current);
    await user.type(screen.getByLabelText(/^New Password/), 'Lantern-Quarry-Oboe-58');
    await user.type(screen.getByLabelText(/^Re-enter Password/), 'Lantern-Quarry-Oboe-58');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'UPDATE PASSWORD' });
    await waitFor(() => {
      expect(submit.disabled).toBe(false);
    });
    await user.click(submit);
  }

  it('shows a wrong current password under its field', async () => {
    mockApi({
      'POST /api/updatePasswordLoggedIn': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'The current password is incorrect.',
            fieldErrors: { currentPassword: 'The current password is incorrect.' },
          },
          400,
        ),
    });
    renderApp({ path: '/change-password', session: signedInSession() });
    await fillChangeForm('Wrong-Password-1');
    expect(await screen.findByText('The current password is incorrect.')).toBeTruthy();
  });

  it('changes the password, clears storage, signs out and shows the success page', async () => {
    window.localStorage.setItem('medivi.email', 'pat.member@example.test');
    let body: unknown = null;
    mockApi({
      'POST /api/updatePasswordLoggedIn': async (request) => {
        body = await request.json();
        return jsonResponse({ message: 'Your password has been updated.' });
      },
    });
    const { router, store } = renderApp({ path: '/change-password', session: signedInSession() });
    await fillChangeForm('Correct-Horse-Battery-9');
    expect(
      await screen.findByText('Congratulations, your password has been successfully changed.'),
    ).toBeTruthy();
    expect(body).toEqual({
      email: 'pat.member@example.test',
      currentPassword: 'Correct-Horse-Battery-9',
      newPassword: 'Lantern-Quarry-Oboe-58',
    });
    expect(router.state.location.pathname).toBe('/password-reset-success');
    expect(screen.getByRole('link', { name: 'Return to Login page' }).getAttribute('href')).toBe('/login');
    expect(store.getState().session.status).toBe('loggedOut');
    expect(window.localStorage.getItem('medivi.email')).toBeNull();
  });

  it('is reachable with an expired password, and the expired modal leads to it', async () => {
    mockApi({});
    const expired = signedInSession(makeUser({ isPasswordExpired: true }));
    renderApp({ path: '/change-password', session: expired });
    expect(await screen.findByRole('heading', { name: 'Change Password', level: 1 })).toBeTruthy();

    const { router } = renderApp({ path: '/password-reset', session: expired });
    const dialog = await screen.findByRole('dialog', { name: 'Password Expired' });
    expect(dialog.textContent).toContain(messages.passwordExpired);
    expect(screen.getByRole('link', { name: 'UPDATE PASSWORD' }).getAttribute('href')).toBe(
      '/change-password',
    );
    expect(router.state.location.pathname).toBe('/password-reset');
  });
});
