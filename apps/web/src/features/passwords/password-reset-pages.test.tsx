import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const sentMessage = {
  message: 'If an account exists for this e-mail, we have sent a link to reset the password.',
};

describe('password reset request (accounts spec §2 screen 2, §5)', () => {
  it('checks the e-mail with the §5 rules before sending anything', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderApp({ path: '/password-reset' });
    const email = await screen.findByLabelText(/Email/);
    const send = screen.getByRole('button', { name: 'SEND RESET LINK' });
    await user.click(send);
    expect(await screen.findByText('This field is required')).toBeTruthy();
    await user.type(email, ' pat@example.test');
    await user.click(send);
    expect(await screen.findByText('No leading or trailing whitespace')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'pat(at)example.test');
    await user.click(send);
    expect(await screen.findByText('Must be valid email')).toBeTruthy();
    expect(requestsOf(fetchMock)).toEqual([]);
  });

  it("sends the e-mail with the variant's application, then shows 'Email Sent', and 'Email Resent' on resend", async () => {
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/request-password-reset': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(sentMessage);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/password-reset?destinationURL=%2Fmedivi-mobile-login',
      variant: 'claims',
    });
    await user.type(await screen.findByLabelText(/Email/), 'pat@example.test');
    await user.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    const sent = await screen.findByRole('dialog', { name: 'Email Sent' });
    expect(router.state.location.pathname).toBe('/password-reset/email-sent');
    expect(sent.textContent).toContain('pat@example.test');
    expect(bodies).toEqual([
      { email: 'pat@example.test', application: 'Claims', destinationURL: '/medivi-mobile-login' },
    ]);
    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    await user.click(await screen.findByRole('button', { name: 'RESEND EMAIL' }));
    expect(await screen.findByRole('dialog', { name: 'Email Resent' })).toBeTruthy();
    expect(bodies).toHaveLength(2);
  });

  it('shows a refusal of the server (such as too many requests) on the form', async () => {
    mockApi({
      'POST /api/request-password-reset': () =>
        jsonResponse(
          { statusCode: 429, error: 'Too Many Requests', message: 'Too many password reset requests.' },
          429,
        ),
    });
    const user = userEvent.setup();
    renderApp({ path: '/password-reset' });
    await user.type(await screen.findByLabelText(/Email/), 'pat@example.test');
    await user.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    expect(await screen.findByText('Too many password reset requests.')).toBeTruthy();
  });

  it('sends the confirmation page back to /password-reset when no e-mail is held', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/password-reset/email-sent' });
    await screen.findByRole('button', { name: 'SEND RESET LINK' });
    expect(router.state.location.pathname).toBe('/password-reset');
  });

  it('keeps a deactivated signed-in user off the page (spec §2 account-state sets)', async () => {
    mockApi({});
    renderApp({ path: '/password-reset', session: signedInSession(makeUser({ isDeactivated: true })) });
    expect(await screen.findByRole('heading', { name: 'Account deactivated' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SEND RESET LINK' })).toBeNull();
  });
});

describe('verifying the e-mailed link (accounts spec §4 Password reset, §8)', () => {
  it('stores the token and name, keeps the destination and goes to /update-password', async () => {
    const fetchMock = mockApi({
      'POST /api/verifyPasswordReset': () =>
        jsonResponse({ token: 'reset-csrf', fullName: 'Pat Member', email: 'pat@example.test' }),
    });
    const { router } = renderApp({
      path: '/verify-reset-password/code-123?destinationURL=%2Fmedivi-mobile-login',
    });
    expect(await screen.findByText('Choose a new password for Pat Member.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/update-password');
    expect(window.localStorage.getItem('medivi.csrfToken')).toBe('reset-csrf');
    expect(window.sessionStorage.getItem('medivi.passwordReset.destination')).toBe('/medivi-mobile-login');
    expect(requestsOf(fetchMock).filter((call) => call === 'POST /api/verifyPasswordReset')).toHaveLength(1);
    window.sessionStorage.clear();
  });

  it('goes to /login with the reason when the link is refused', async () => {
    mockApi({
      'POST /api/verifyPasswordReset': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'This password reset link is not valid or has expired. Please request a new one.',
          },
          400,
        ),
    });
    const { router } = renderApp({ path: '/verify-reset-password/used-code' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByText(
        'This password reset link is not valid or has expired. Please request a new one.',
      ),
    ).toBeTruthy();
  });

  it('goes to /login without a code', async () => {
    const fetchMock = mockApi({});
    const { router } = renderApp({ path: '/verify-reset-password' });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/login');
    expect(requestsOf(fetchMock)).not.toContain('POST /api/verifyPasswordReset');
  });
});

describe('the success page (accounts spec §2 screens 3 and 8)', () => {
  it("links 'Return to Login page' to the stored destination, default /", async () => {
    renderApp({ path: '/password-reset-success' });
    expect(
      await screen.findByText('Congratulations, your password has been successfully reset.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Login page' }).getAttribute('href')).toBe('/');
  });

  it('tells a mobile-app user to return to the app instead', async () => {
    window.sessionStorage.setItem('medivi.passwordReset.destination', '/medivi-mobile-login');
    renderApp({ path: '/password-reset-success' });
    expect(await screen.findByText('Please return to the MediVI Mobile app to continue.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Return to Login page' })).toBeNull();
    window.sessionStorage.clear();
  });
});

describe('guard of the reset form', () => {
  it('sends /update-password without a verified reset to /password-reset', async () => {
    mockApi({});
    const { router } = renderApp({ path: '/update-password' });
    await screen.findByRole('button', { name: 'SEND RESET LINK' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/password-reset');
    });
  });
});
