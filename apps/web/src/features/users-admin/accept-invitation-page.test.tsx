import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test-support/api-mock';
import { renderApp } from '../../test-support/render-app';

describe('/invitation/:code (decisions 0100, 0111)', () => {
  it('asks the holder of an account made since the invitation to sign in, and comes back here after', async () => {
    mockApi({
      'POST /api/invitations/accept': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'INVITATION_SIGN_IN_FIRST',
            message:
              'This address already has an account. Sign in to it, then open the invitation link again.',
          },
          409,
        ),
    });
    renderApp({ path: '/invitation/abc123' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This address already has an account. Sign in to it, then open the invitation link again.',
    );
    const link = screen.getByRole('link', { name: 'Sign in to accept the invitation' });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Finvitation%2Fabc123');
  });

  it('says a used or expired link is dead', async () => {
    mockApi({
      'POST /api/invitations/accept': () =>
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
