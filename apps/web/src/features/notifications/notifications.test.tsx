import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationPollIntervalMs, notificationTexts } from '@medivi/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsOf } from '../../test-support/api-mock';
import { makeUser, signedInSession } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render-app';
import { overrideLiveConnection } from './notifications-api';
import { FakeSocket, makeNotificationWire, mockNotificationBackend } from './testing/notification-backend';

const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];
const member = signedInSession(makeUser({ roles: memberRoles }));
const clientViewer = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'] }));
/** A signed-in page that makes no calls of its own. */
const quietPage = '/change-password';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const threeForMember = [
  makeNotificationWire({
    NotificationUID: 'n-1',
    Sequence: 1,
    Subject: 'Case C-000001 received',
    PublishedDateTime: minutesAgo(90),
  }),
  makeNotificationWire({
    NotificationUID: 'n-2',
    Sequence: 2,
    Subject: 'Case C-000002 is Closed',
    CaseNumber: 'C-000002',
    CaseStatus: 'Closed',
    statusInfo: 'Resolved',
    TypeOfCase: 'Others',
    MarkAsRead: true,
    PublishedDateTime: minutesAgo(30),
  }),
  makeNotificationWire({
    NotificationUID: 'n-3',
    Sequence: 3,
    Subject: 'Case C-000003 is Processing',
    PublishedDateTime: minutesAgo(5),
  }),
  makeNotificationWire({
    NotificationUID: 'n-4',
    Sequence: 4,
    Subject: 'Appeal A-1 is Closed',
    TypeOfCase: 'Appeal',
  }),
];

vi.setConfig({ testTimeout: 20_000 });

const fastFakeSocket = { WebSocket: FakeSocket, minReconnectionDelay: 10, maxReconnectionDelay: 20 };

beforeEach(() => {
  FakeSocket.instances = [];
  overrideLiveConnection(fastFakeSocket);
});

afterEach(() => {
  overrideLiveConnection({});
  vi.restoreAllMocks();
});

async function openPanel() {
  const user = userEvent.setup();
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  await user.click(bell);
  return { user, bell, panel: await screen.findByRole('dialog', { name: 'Notifications panel' }) };
}

/** Waits until the bell's name (and so its badge) reads `name`. */
async function expectBell(bell: HTMLElement, name: string) {
  await waitFor(() => {
    expect(bell.getAttribute('aria-label')).toBe(name);
  });
}

/** The subjects in the list, top to bottom. */
function subjectsIn(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent.replace('Unread: ', '') ?? '');
}

/** The socket once the list loaded and the subscribe went out. */
async function openedSocket(): Promise<FakeSocket> {
  const socket = await waitFor(() => {
    const latest = FakeSocket.latest();
    expect(latest).toBeDefined();
    return latest as FakeSocket;
  });
  act(() => {
    socket.acceptOpen();
  });
  return socket;
}

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

describe('live notifications (accounts spec §7; issue 5 items 3 and 5)', () => {
  it('subscribes with the member and dependent ids and the last sequence, puts a live one first unread and ignores a repeat', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { bell, panel } = await openPanel();
    const socket = await openedSocket();
    expect(socket.url).toMatch(/^ws:\/\/[^/]+\/ws\/notifications$/);
    expect(socket.sent).toEqual([
      { userType: 'member', sixDegPatientIDs: ['link-self', 'link-child'], after: 4 },
    ]);
    act(() => {
      socket.receive({
        type: 'subscribed',
        userType: 'member',
        accepted: ['link-self', 'link-child'],
        refused: [],
      });
    });
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('Live');
    });
    const live = makeNotificationWire({
      NotificationUID: 'n-9',
      Sequence: 9,
      Subject: 'Case C-000009 is Closed',
      PublishedDateTime: new Date().toISOString(),
    });
    act(() => {
      socket.receive({ type: 'notification', payload: live });
      socket.receive({ type: 'notification', payload: live });
    });
    await expectBell(bell, 'Notifications, 3 unread');
    expect(subjectsIn(panel)[0]).toBe('Case C-000009 is Closed');
    expect(within(panel).getByRole('tab', { name: 'All (4)' })).toBeTruthy();
    expect(within(panel).getByRole('listitem', { name: 'Unread: Case C-000009 is Closed' })).toBeTruthy();
  });

  it('drops a live Appeal one for a member', async () => {
    mockNotificationBackend();
    renderApp({ path: quietPage, session: member });
    const { bell, panel } = await openPanel();
    const socket = await openedSocket();
    act(() => {
      socket.receive({ type: 'notification', payload: makeNotificationWire({ TypeOfCase: 'Appeal' }) });
    });
    expect(within(panel).getByText(notificationTexts.emptyTitle)).toBeTruthy();
    await expectBell(bell, 'Notifications');
  });

  it('reconnects after a drop and sends the greatest sequence seen as after', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { panel } = await openPanel();
    const first = await openedSocket();
    act(() => {
      first.receive({
        type: 'notification',
        payload: makeNotificationWire({ NotificationUID: 'n-7', Sequence: 7 }),
      });
      first.drop(1006);
    });
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('Reconnecting…');
    });
    const second = await waitFor(() => {
      expect(FakeSocket.instances).toHaveLength(2);
      return FakeSocket.instances[1] as FakeSocket;
    });
    act(() => {
      second.acceptOpen();
    });
    expect(second.sent).toEqual([
      { userType: 'member', sixDegPatientIDs: ['link-self', 'link-child'], after: 7 },
    ]);
  });

  it('stops reconnecting after 4403 and polls with after instead', async () => {
    overrideLiveConnection({ ...fastFakeSocket, pollIntervalMs: 50 });
    const backend = mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { panel } = await openPanel();
    const socket = await openedSocket();
    act(() => {
      socket.drop(4403);
    });
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('Checking every 30 s');
    });
    backend.held.push(
      makeNotificationWire({ NotificationUID: 'n-8', Sequence: 8, Subject: 'Case C-000008 is Closed' }),
    );
    expect(await within(panel).findByText('Case C-000008 is Closed')).toBeTruthy();
    expect(backend.afterValues).toContain('4');
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('retries a failed first load at the polling pace, then goes live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockNotificationBackend({ failWith: 503 });
    renderApp({ path: quietPage, session: member });
    await waitFor(() => {
      expect(warn).toHaveBeenCalledWith('request failed', 503);
    });
    expect(FakeSocket.instances).toHaveLength(0);
    mockNotificationBackend({ notifications: threeForMember });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(notificationPollIntervalMs);
    });
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const socket = await openedSocket();
    expect(socket.sent).toEqual([
      { userType: 'member', sixDegPatientIDs: ['link-self', 'link-child'], after: 4 },
    ]);
    warn.mockRestore();
  });

  it('signs the browser out when the server ends the session (4401) and does not reconnect', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockNotificationBackend({ notifications: threeForMember });
    const { router, store } = renderApp({ path: quietPage, session: member });
    await openPanel();
    const socket = await openedSocket();
    mockNotificationBackend({ failWith: 401 });
    act(() => {
      socket.drop(4401);
    });
    await waitFor(() => {
      expect(store.getState().session.status).toBe('loggedOut');
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('closes the socket when the user signs out', async () => {
    mockNotificationBackend({ notifications: threeForMember });
    const { router } = renderApp({ path: quietPage, session: member });
    await openPanel();
    const socket = await openedSocket();
    await act(async () => {
      await router.navigate('/logout');
    });
    await waitFor(() => {
      expect(socket.readyState).toBe(socket.CLOSED);
    });
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
