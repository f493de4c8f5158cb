import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationTexts } from '@medivi/domain';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { mockNotificationBackend } from './testing/notification-backend';
import {
  clientViewer,
  expectBell,
  member,
  memberRoles,
  openedSocket,
  openPanel,
  quietPage,
  subjectsIn,
  threeForMember,
  installFakeNotificationSockets,
} from './testing/notification-screen';

installFakeNotificationSockets();
describe('notification bell (accounts spec §2 screen 11, §6)', () => {
  it('shows the unread count of a member, Appeal ones left out', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
  });

  it('is not shown to a user who is neither a case member nor a client viewer', async () => {
    const fetchMock = mockNotificationBackend({ notifications: threeForMember }).fetchMock;
    renderApp({ path: quietPage, session: signedInSession(makeUser({ roles: ['medivi-read'] })) });
    await screen.findByRole('heading', { name: 'Change Password', level: 1 });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(requestsOf(fetchMock)).not.toContain('GET /api/notifications');
  });

  it('lists newest first with subject, description, case, status, status info and elapsed time', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { panel } = await openPanel();
    await within(panel).findByText('Case C-000003 is Processing');
    expect(subjectsIn(panel)).toEqual([
      'Case C-000003 is Processing',
      'Case C-000002 is Closed',
      'Case C-000001 received',
    ]);
    expect(within(panel).queryByText('Appeal A-1 is Closed')).toBeNull();
    const closed = within(panel).getByRole('listitem', { name: 'Case C-000002 is Closed' });
    expect(within(closed).getByText('Case C-000002 · Closed · Resolved')).toBeTruthy();
    expect(within(closed).getByText('30m')).toBeTruthy();
    expect(closed.getAttribute('data-unread')).toBe('false');
    expect(
      within(panel).getByRole('listitem', { name: 'Unread: Case C-000001 received' }).textContent,
    ).toContain('1h');
  });

  it("shows 'All (n)' and 'Others (n)', and only Others-type ones under Others", async () => {
    mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { user, panel } = await openPanel();
    await within(panel).findByRole('tab', { name: 'All (3)' });
    await user.click(within(panel).getByRole('tab', { name: 'Others (1)' }));
    expect(subjectsIn(panel)).toEqual(['Case C-000002 is Closed']);
  });

  it('shows the empty state word for word', async () => {
    mockNotificationBackend();
    renderApp({ path: quietPage, session: member });
    const { panel } = await openPanel();
    expect(await within(panel).findByText(notificationTexts.emptyTitle)).toBeTruthy();
    expect(within(panel).getByText(notificationTexts.emptyLine1)).toBeTruthy();
    expect(within(panel).getByText(notificationTexts.emptyLine2)).toBeTruthy();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Notification options' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText(notificationTexts.markAllRead)).toBeNull();
    expect(within(menu).getByText(notificationTexts.disable)).toBeTruthy();
  });

  it('shows the disabled state, hides the badge, and lists again once enabled', async () => {
    const { fetchMock } = mockNotificationBackend({ notifications: threeForMember });
    renderApp({
      path: quietPage,
      session: signedInSession(makeUser({ roles: memberRoles, enableNotification: false })),
    });
    const { user, bell, panel } = await openPanel();
    expect(within(panel).getByText(notificationTexts.disabledTitle)).toBeTruthy();
    expect(within(panel).getByText(notificationTexts.disabledLine1)).toBeTruthy();
    expect(within(panel).getByText(notificationTexts.disabledLine2)).toBeTruthy();
    expect(within(panel).queryByRole('listitem')).toBeNull();
    await expectBell(bell, 'Notifications');
    await user.click(within(panel).getByRole('button', { name: 'Notification options' }));
    await user.click(await screen.findByRole('menuitem', { name: notificationTexts.enable }));
    expect(await within(panel).findByText('Case C-000003 is Processing')).toBeTruthy();
    expect(requestsOf(fetchMock)).toContain('POST /api/user/updateUserSettings');
    await expectBell(bell, 'Notifications, 2 unread');
  });
});

describe('mark and delete (accounts spec §4 Notifications, §7)', () => {
  it('marks all read: the badge goes and every item reads as read', async () => {
    const { fetchMock } = mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { user, bell, panel } = await openPanel();
    await within(panel).findByText('Case C-000003 is Processing');
    await user.click(within(panel).getByRole('button', { name: 'Notification options' }));
    await user.click(await screen.findByRole('menuitem', { name: notificationTexts.markAllRead }));
    await expectBell(bell, 'Notifications');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-unread')),
    ).toEqual(['false', 'false', 'false']);
    expect(requestsOf(fetchMock)).toContain('POST /api/notification/markasread');
  });

  it('marks one read and deletes one', async () => {
    const { fetchMock } = mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { user, bell, panel } = await openPanel();
    const newest = await within(panel).findByRole('listitem', {
      name: 'Unread: Case C-000003 is Processing',
    });
    await user.click(within(newest).getByRole('button', { name: 'Mark as read' }));
    await expectBell(bell, 'Notifications, 1 unread');
    expect(within(panel).getByRole('listitem', { name: 'Case C-000003 is Processing' })).toBeTruthy();
    const oldest = within(panel).getByRole('listitem', { name: 'Unread: Case C-000001 received' });
    await user.click(within(oldest).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(subjectsIn(panel)).toEqual(['Case C-000003 is Processing', 'Case C-000002 is Closed']);
    });
    expect(within(panel).getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(requestsOf(fetchMock)).toEqual(
      expect.arrayContaining(['PUT /api/updateNotification/n-3', 'DELETE /api/deleteNotification/n-1']),
    );
  });

  it('only logs a failed mark or delete and puts the list back (spec §8)', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    const { store } = renderApp({ path: quietPage, session: member });
    const { user, panel } = await openPanel();
    const newest = await within(panel).findByRole('listitem', {
      name: 'Unread: Case C-000003 is Processing',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockNotificationBackend({ notifications: threeForMember, failWith: 500 });
    await user.click(within(newest).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(warn).toHaveBeenCalledWith('request failed', 500);
    });
    await waitFor(() => {
      expect(subjectsIn(panel)).toHaveLength(3);
    });
    expect(store.getState().snackbar).toEqual(expect.objectContaining({ queue: [] }));
    warn.mockRestore();
  });
});

describe('client viewers (accounts spec §4, §6)', () => {
  it('use the client calls, see Appeal ones and subscribe with their master plan ids', async () => {
    const { fetchMock } = mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: clientViewer });
    const { panel } = await openPanel();
    expect(await within(panel).findByText('Appeal A-1 is Closed')).toBeTruthy();
    expect(within(panel).getByRole('tab', { name: 'All (4)' })).toBeTruthy();
    expect(requestsOf(fetchMock)).toContain('GET /api/clientNotifications');
    expect(requestsOf(fetchMock)).not.toContain('GET /api/notifications');
    const socket = await openedSocket();
    expect(socket.sent).toEqual([{ userType: 'client', planIDs: ['plan-1'], after: 4 }]);
  });
});

describe('/notifications (accounts spec §2, §4)', () => {
  it('shows the list on a page of its own under one h1', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: '/notifications', session: member });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const main = screen.getByRole('main');
    expect(main.contains(heading)).toBe(true);
    expect(await within(main).findByText('Case C-000003 is Processing')).toBeTruthy();
    expect(within(main).getByRole('tab', { name: 'All (3)' })).toBeTruthy();
  });

  it('tells a user without notifications that he lacks the role', async () => {
    mockNotificationBackend();
    renderApp({ path: '/notifications', session: signedInSession(makeUser({ roles: ['medivi-read'] })) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unauthorized: check roles needed for access' }),
    ).toBeTruthy();
  });
});
