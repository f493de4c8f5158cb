import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
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
    expect(headers).toEqual(['Name', 'Email', 'ADMIN', 'BENCHMARKS', 'INVITEUSER', 'READ', 'REPORTS']);
    expect(listQueries[0]?.get('page')).toBe('1');
    expect(listQueries[0]?.get('limit')).toBe('10');
    expect(screen.getByRole('checkbox', { name: 'ADMIN for Quinn Partner' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(await screen.findByRole('heading', { name: 'Access requests' })).toBeTruthy();
  });

  it('lets an inviter toggle only the partner roles of non-administrators (decision 0111)', async () => {
    mockUsersBackend();
    renderApp({ path, session: inviter });
    await screen.findByText('Quinn Partner');
    const disabled = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name }).disabled;
    expect(disabled('ADMIN for Quinn Partner')).toBe(true);
    expect(disabled('BENCHMARKS for Quinn Partner')).toBe(true);
    expect(disabled('INVITEUSER for Quinn Partner')).toBe(true);
    expect(disabled('READ for Quinn Partner')).toBe(false);
    expect(disabled('REPORTS for Quinn Partner')).toBe(false);
    // An administrator's row: nothing to change for an inviter.
    expect(disabled('READ for Ada Admin')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
  });

  it("disables the signed-in user's own row, with a tooltip saying why", async () => {
    mockUsersBackend();
    renderApp({ path, session: admin });
    await screen.findByText('Quinn Partner');
    const own = screen.getByRole<HTMLInputElement>('checkbox', { name: 'READ for Ada Admin' });
    expect(own.disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'READ for Quinn Partner' }).disabled).toBe(
      false,
    );
    const wrapper = own.closest('[data-refusal]');
    expect(wrapper?.getAttribute('data-refusal')).toBe('own-account');
    await userEvent.setup().hover(wrapper as HTMLElement);
    expect(
      await screen.findByRole('tooltip', {
        name: 'You cannot change your own roles. Ask another administrator to change them.',
      }),
    ).toBeTruthy();
  });

  it('adds a partner role to another user', async () => {
    const { writes } = mockUsersBackend();
    renderApp({ path, session: inviter });
    await screen.findByText('Quinn Partner');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'REPORTS for Quinn Partner' }));
    await waitFor(() => {
      expect(writes).toEqual([{ path: '/api/users/u-2/add-role', body: { role: 'medivi-reports' } }]);
    });
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: 'REPORTS for Quinn Partner' })).toHaveProperty(
        'checked',
        true,
      );
    });
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
