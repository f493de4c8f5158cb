import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { mockUsersBackend } from './testing/users-backend';

const inviter = signedInSession(makeUser({ roles: ['medivi-inviteuser', 'medivi-read'] }));
const admin = signedInSession(makeUser({ userID: 'u-3', roles: ['medivi-admin', 'medivi-read'] }));

async function openDialog() {
  const user = userEvent.setup();
  // The first test loads the lazy page on a cold module cache.
  await user.click(await screen.findByRole('button', { name: 'INVITE NEW USER' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite new user' });
  return { user, dialog };
}

function optionLabels(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('INVITE NEW USER (analysis-reports-admin spec §2, §3, §4, §5, §8)', () => {
  it('offers 6DH Employee only to a medivi-admin', async () => {
    mockUsersBackend();
    renderApp({ path: '/users', session: inviter });
    const { dialog } = await openDialog();
    expect(optionLabels(dialog)).toEqual([
      'Choose a role',
      'Partner (w/ PHI)',
      'Partner (w/o PHI)',
      'Partner (Provider Search)',
    ]);
  });

  it('keeps INVITE disabled until both fields are set, sends the invite and shows the toast', async () => {
    const { writes } = mockUsersBackend();
    renderApp({ path: '/users', session: admin });
    const { user, dialog } = await openDialog();
    expect(optionLabels(dialog)).toContain('6DH Employee');
    const invite = within(dialog).getByRole('button', { name: 'Invite' });
    expect(invite).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new.partner@example.test');
    expect(invite).toHaveProperty('disabled', true);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /User role/ }), 'partnerwithout');
    expect(invite).toHaveProperty('disabled', false);
    await user.click(invite);
    expect(await screen.findByText('User added successfully')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Invite new user' })).toBeNull();
    });
    expect(writes.at(-1)).toMatchObject({
      path: '/api/invite',
      body: { application: 'MediVI', email: 'new.partner@example.test', userRoles: ['partnerwithout'] },
    });
  });

  it('stays open with the red failure line, and Cancel clears it', async () => {
    mockUsersBackend({ inviteStatus: 400 });
    renderApp({ path: '/users', session: inviter });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /User role/ }), 'partnerwithphi');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Something went wrong, email may be invalid.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const reopened = await openDialog();
    expect(within(reopened.dialog).getByRole('textbox', { name: /Email/ })).toHaveProperty('value', '');
    expect(within(reopened.dialog).queryByRole('alert')).toBeNull();
  });

  it('says an address with an account is changed on the Users list instead (decision 0111)', async () => {
    mockUsersBackend({ inviteStatus: 409, inviteCode: 'INVITE_ACCOUNT_EXISTS' });
    renderApp({ path: '/users', session: inviter });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'quinn@example.test');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /User role/ }), 'partnerwithphi');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /already has an account.*Users list/,
    );
  });

  it("sends the invited person's language, the inviter's unless another is chosen (issue 37)", async () => {
    const { writes } = mockUsersBackend();
    renderApp({ path: '/users', session: admin });
    const { user, dialog } = await openDialog();
    const language = within(dialog).getByRole('radiogroup', { name: 'Language of the invitation' });
    expect(within(language).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nueva@example.test');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /User role/ }), 'partnerwithout');
    await user.click(within(language).getByRole('radio', { name: 'Español' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('User added successfully')).toBeTruthy();
    expect(writes.at(-1)).toMatchObject({ path: '/api/invite', body: { language: 'es' } });
  });

  it('opens for an access request with its address', async () => {
    mockUsersBackend();
    renderApp({ path: '/users', session: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite asker@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite new user' });
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveProperty(
      'value',
      'asker@example.test',
    );
  });
});
