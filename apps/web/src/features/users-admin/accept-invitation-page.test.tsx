import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import { jsonResponse, mockApi, requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const strong = 'Vq8!rT2#mZ5@wL9x';
const invitee = 'parker.partner@example.test';

/** The look-up reply of an open invitation. */
const open = (accountExists: boolean) => () =>
  jsonResponse({ email: invitee, application: 'MediVI', accountExists });

describe('/invitation/:code (decisions 0100, 0111)', () => {
  it('shows Create Account for the invited address without spending the link, and signs in on CREATE ACCOUNT', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      'POST /api/invitations/lookup': open(false),
      'POST /api/invitations/create-account': async (request) => {
        bodies.push(await request.json());
        return jsonResponse({
          message: 'Your account has been created.',
          csrfToken: 'token-1',
          user: makeUser({ email: invitee, fullName: 'Parker Partner', roles: ['medivi-read'] }),
        });
      },
    });
    const { router, store } = renderApp({ path: '/invitation/abc123' });
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe(invitee);
    // Only looked at so far.
    expect(requestsOf(fetchMock)).toEqual(['POST /api/invitations/lookup']);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Full Name/), 'Parker Partner');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), strong);
    await user.type(screen.getByLabelText(/^Re-enter Password/), strong);
    await user.click(screen.getByRole('checkbox', { name: 'Agree to' }));
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'CREATE ACCOUNT' });
    await waitFor(() => {
      expect(create.disabled).toBe(false);
    });
    await user.click(create);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/welcome');
    });
    expect(bodies).toEqual([{ code: 'abc123', fullName: 'Parker Partner', password: strong }]);
    expect(store.getState().session.user?.email).toBe(invitee);
  });

  it('asks the holder of an account made since the invitation to sign in, and comes back here after', async () => {
    mockApi({ 'POST /api/invitations/lookup': open(true) });
    renderApp({ path: '/invitation/abc123' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This address already has an account. Sign in to it, then open the invitation link again.',
    );
    const link = screen.getByRole('link', { name: 'Sign in to accept the invitation' });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Finvitation%2Fabc123');
  });

  it('lets the signed-in holder accept, with the new roles at once', async () => {
    const holder = makeUser({ email: invitee, roles: ['medivi-read'] });
    const fetchMock = mockApi({
      'POST /api/invitations/lookup': open(true),
      'POST /api/invitations/accept': () =>
        jsonResponse({
          email: invitee,
          message: 'Invitation accepted',
          user: { ...holder, roles: ['medivi-read', 'medivi-reports'] },
        }),
    });
    const { router, store } = renderApp({ path: '/invitation/abc123', session: signedInSession(holder) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/home');
    });
    expect(requestsOf(fetchMock)).toContain('POST /api/invitations/accept');
    expect(store.getState().session.user?.roles).toEqual(['medivi-read', 'medivi-reports']);
  });

  it('says a used or expired link is dead', async () => {
    mockApi({
      'POST /api/invitations/lookup': () =>
        jsonResponse(
          { statusCode: 400, error: 'Bad Request', code: 'INVITATION_INVALID', message: 'x' },
          400,
        ),
    });
    renderApp({ path: '/invitation/used' });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /invalid, was already used or has expired/,
    );
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeTruthy();
  });
});

describe('/invitation/:code in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it("words Create Account for the invited address after the visitor's switch", async () => {
    mockApi({ 'POST /api/invitations/lookup': open(false) });
    renderApp({ path: '/invitation/abc123' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeTruthy();
    expect(
      screen.getByText(
        `Lo invitamos a MediVI. Elija su nombre y su contraseña para crear la cuenta de ${invitee}.`,
      ),
    ).toBeTruthy();
  });

  it('words the page of a used or expired link', async () => {
    mockApi({
      'POST /api/invitations/lookup': () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'gone' }, 404),
    });
    await activateLanguage('es');
    renderApp({ path: '/invitation/used' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Enlace de invitación' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Este enlace de invitación no es válido, ya se usó o venció.',
    );
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeTruthy();
  });
});
