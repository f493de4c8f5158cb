import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationTexts } from '@medivi/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n/i18n';
import english from '../../locales/en/notifications.json';
import spanish from '../../locales/es/notifications.json';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { mockNotificationBackend } from './testing/notification-backend';
import { installFakeNotificationSockets, memberRoles, threeForMember } from './testing/notification-screen';
import { readableTexts, untranslatedEnglish } from '../../testing/spanish-checks';

installFakeNotificationSockets();

const spanishMember = signedInSession(makeUser({ roles: memberRoles, language: 'es' }));

describe('notifications in Spanish (issue 37)', () => {
  afterEach(async () => {
    await activateLanguage('en');
    window.localStorage.clear();
  });

  it('shows the page, its list, menu and bell in Spanish, with no English of the catalogue left', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: '/notifications', session: spanishMember });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    const main = screen.getByRole('main');
    const item = await within(main).findByRole('listitem', { name: 'No leída: Case C-000001 received' });
    expect(within(item).getByRole('link', { name: 'Abrir el caso C-000001' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Marcar como leída' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(within(item).getByText('1 h')).toBeTruthy();
    expect(within(item).getByText(/^Caso C-000001/)).toBeTruthy();
    expect(within(main).getByRole('tab', { name: 'Todas (3)' })).toBeTruthy();
    expect(within(main).getByRole('tab', { name: 'Otras (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notificaciones, 2 sin leer' })).toBeTruthy();

    await user.click(within(main).getByRole('button', { name: 'Opciones de notificaciones' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Marcar todas como leídas' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Desactivar notificaciones' })).toBeTruthy();

    for (const text of untranslatedEnglish(english, spanish)) {
      expect(readableTexts(main)).not.toContain(text);
      expect(readableTexts(menu)).not.toContain(text);
    }
  });

  it('shows the empty state and the panel in Spanish', async () => {
    mockNotificationBackend();
    renderApp({ path: '/change-password', session: spanishMember });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    const panel = await screen.findByRole('dialog', { name: 'Panel de notificaciones' });
    expect(await within(panel).findByText('No hay notificaciones')).toBeTruthy();
    expect(within(panel).getByText('Por ahora no tiene notificaciones.')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Ver todas las notificaciones' })).toBeTruthy();
    expect(readableTexts(panel)).not.toContain(notificationTexts.emptyTitle);
  });

  it("keeps the English catalogue word for word the spec's texts", () => {
    expect(english['notifications.heading']).toBe(notificationTexts.heading);
    expect(english['notifications.markAllRead']).toBe(notificationTexts.markAllRead);
    expect(english['notifications.disable']).toBe(notificationTexts.disable);
    expect(english['notifications.enable']).toBe(notificationTexts.enable);
    expect(english['notifications.emptyTitle']).toBe(notificationTexts.emptyTitle);
    expect(english['notifications.emptyLine1']).toBe(notificationTexts.emptyLine1);
    expect(english['notifications.emptyLine2']).toBe(notificationTexts.emptyLine2);
    expect(english['notifications.disabledTitle']).toBe(notificationTexts.disabledTitle);
    expect(english['notifications.disabledLine1']).toBe(notificationTexts.disabledLine1);
    expect(english['notifications.disabledLine2']).toBe(notificationTexts.disabledLine2);
  });
});
