import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inviteOptions, roleToggleRefusalMessage, usersAdminMessages } from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/usersAdmin.json';
import spanish from '../../locales/es/usersAdmin.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';
import { mockUsersBackend } from './testing/users-backend';

const spanishAdmin = signedInSession(
  makeUser({ userID: 'u-3', fullName: 'Ada Admin', roles: ['medivi-admin', 'medivi-read'], language: 'es' }),
);

const invitation = {
  invitationID: 'inv-1',
  email: 'nueva@example.test',
  userRoles: ['partnerwithphi'],
  roles: ['medivi-read'],
  invitedBy: 'Ada Admin',
  sentAt: '2026-03-02T15:00:00.000Z',
  expiresAt: '2026-03-09T15:00:00.000Z',
  openedAt: null,
  status: 'pending' as const,
};

/**
 * No English message of the area in `container`: a message followed by a lower-case letter is the
 * start of a Spanish word ('Cancel' in 'Cancelar'), not the message.
 */
function expectNoEnglish(container: HTMLElement) {
  const texts = readableTexts(container);
  for (const text of untranslatedEnglish(english, spanish)) {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(texts).not.toMatch(new RegExp(`${escaped}(?!\\p{Ll})`, 'u'));
  }
}

describe('Users in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the list, the invitations and the access requests in Spanish, with no English of the area left', async () => {
    mockUsersBackend({ invitations: [invitation] });
    renderApp({ path: '/users', session: spanishAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre o correo electrónico' })).toBeTruthy();
    await screen.findByText('Quinn Partner');
    // Role codes stay as they are; the words around them are Spanish.
    expect(screen.getByRole('checkbox', { name: 'REPORTS de Quinn Partner' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Invitaciones' })).toBeTruthy();
    expect(screen.getByText('Pendiente')).toBeTruthy();
    expect(screen.getByText('Socio (con PHI)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revocar la invitación a nueva@example.test' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Solicitudes de acceso' })).toBeTruthy();
    expect(screen.getByText('Sin cuenta')).toBeTruthy();
    // Dates as Intl writes them for es-US, not the English "Mar 2, 2026".
    expect(readableTexts(screen.getByRole('main'))).toContain('2 mar 2026');
    expectNoEnglish(screen.getByRole('main'));

    // The tooltip of one's own roles.
    const user = userEvent.setup();
    const own = screen.getByRole('checkbox', { name: 'REPORTS de Ada Admin' });
    await user.hover(own.closest('[data-refusal]') ?? own);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'No puede cambiar sus propios roles. Pida a otro administrador que los cambie.',
    );
  });

  it('invites in Spanish, with the invited person’s language chosen', async () => {
    const { writes } = mockUsersBackend();
    renderApp({ path: '/users', session: spanishAdmin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'INVITAR A UN USUARIO NUEVO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a un usuario nuevo' });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Elija un rol',
      'Empleado de 6DH',
      'Socio (con PHI)',
      'Socio (sin PHI)',
      'Socio (búsqueda de proveedores)',
    ]);
    const language = within(dialog).getByRole('radiogroup', { name: 'Idioma de la invitación' });
    // The inviter's language to start with.
    expect(within(language).getByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    expectNoEnglish(dialog);
    await user.type(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }), 'new@example.test');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Rol del usuario/ }),
      'partnerwithout',
    );
    await user.click(within(language).getByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Usuario agregado correctamente')).toBeTruthy();
    await waitFor(() => {
      expect(writes.at(-1)).toMatchObject({
        path: '/api/invite',
        body: { email: 'new@example.test', userRoles: ['partnerwithout'], language: 'en' },
      });
    });
  });

  it('words a refused invitation in Spanish', async () => {
    mockUsersBackend({ inviteStatus: 409, inviteCode: 'INVITE_ACCOUNT_EXISTS' });
    renderApp({ path: '/users', session: spanishAdmin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'INVITAR A UN USUARIO NUEVO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a un usuario nuevo' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Correo electrónico/ }),
      'quinn@example.test',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Rol del usuario/ }),
      'partnerwithphi',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Invitar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Esa dirección ya tiene una cuenta. Búsquela en la lista de usuarios y cambie sus roles allí.',
    );
  });

  it("keeps the English catalogue word for word the domain's texts", () => {
    expect(english['usersAdmin.title']).toBe(usersAdminMessages.title);
    expect(english['usersAdmin.inviteButton']).toBe(usersAdminMessages.inviteButton);
    expect(english['usersAdmin.invite.sent']).toBe(usersAdminMessages.inviteSent);
    expect(english['usersAdmin.invite.failed']).toBe(usersAdminMessages.inviteFailed);
    expect(english['usersAdmin.invite.accountExists']).toBe(usersAdminMessages.inviteAccountExists);
    expect(english['usersAdmin.refusal.ownAccount']).toBe(roleToggleRefusalMessage('own-account'));
    expect(english['usersAdmin.refusal.adminLevel']).toBe(roleToggleRefusalMessage('admin-level'));
    expect(english['usersAdmin.refusal.adminHolder']).toBe(roleToggleRefusalMessage('admin-holder'));
    expect(english['usersAdmin.refusal.notGrantable']).toBe(roleToggleRefusalMessage('not-grantable'));
    expect(english['usersAdmin.refusal.unknownRole']).toBe(roleToggleRefusalMessage('unknown-role'));
    expect(english['usersAdmin.refusal.otherVariant']).toBe(roleToggleRefusalMessage('other-variant'));
    for (const option of inviteOptions) {
      expect(english[`usersAdmin.option.${option.value}` as keyof typeof english]).toBe(option.label);
    }
  });
});
