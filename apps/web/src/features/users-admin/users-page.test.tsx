import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { mockUsersBackend } from './testing/users-backend';

const inviter = signedInSession(makeUser({ roles: ['medivi-inviteuser', 'medivi-read'] }));
const admin = signedInSession(makeUser({ userID: 'u-3', roles: ['medivi-admin', 'medivi-read'] }));
const path = '/users';

describe('/users (analysis-reports-admin spec §2, §3, §5, §9)', () => {
  it('shows Users with a checkbox column per role, labelled without the prefix, asking page 1 of 10', async () => {
    const { listQueries } = mockUsersBackend();
    renderApp({ path, session: admin });
    // The first test loads the lazy page on a cold module cache.
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('Quinn Partner');
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Name', 'Email', 'ADMIN', 'BENCHMARKS', 'INVITEUSER', 'READ']);
    expect(listQueries[0]?.get('page')).toBe('1');
    expect(listQueries[0]?.get('limit')).toBe('10');
    expect(screen.getByRole('checkbox', { name: 'ADMIN for Quinn Partner' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(await screen.findByRole('heading', { name: 'Access requests' })).toBeTruthy();
  });

  it('disables admin roles for an inviter and hides the invitation lists', async () => {
    mockUsersBackend();
    renderApp({ path, session: inviter });
    await screen.findByText('Quinn Partner');
    expect(screen.getByRole('checkbox', { name: 'ADMIN for Quinn Partner' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'BENCHMARKS for Quinn Partner' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
  });

  it("adds a role, and the signed-in user's own roles update at once", async () => {
    const { writes } = mockUsersBackend();
    const { store } = renderApp({ path, session: inviter });
    await screen.findByText('Quinn Partner');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'BENCHMARKS for Pat Member' }));
    await waitFor(() => {
      expect(store.getState().session.user?.roles).toContain('medivi-benchmarks');
    });
    expect(writes).toEqual([{ path: '/api/users/u-1/add-role', body: { role: 'medivi-benchmarks' } }]);
    await user.click(screen.getByRole('checkbox', { name: 'BENCHMARKS for Quinn Partner' }));
    await waitFor(() => {
      expect(writes).toHaveLength(2);
    });
    expect(store.getState().session.user?.roles).toEqual([
      'medivi-benchmarks',
      'medivi-inviteuser',
      'medivi-read',
    ]);
  });

  it('searches on the server from page 1', async () => {
    const { listQueries } = mockUsersBackend();
    renderApp({ path, session: inviter });
    await screen.findByText('Quinn Partner');
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'qui');
    await waitFor(() => {
      expect(listQueries.at(-1)?.get('search')).toBe('qui');
    });
    expect(listQueries.at(-1)?.get('page')).toBe('1');
  });
});
