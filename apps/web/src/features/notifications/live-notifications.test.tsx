import { act, screen, waitFor, within } from '@testing-library/react';
import { notificationPollIntervalMs, notificationTexts } from '@medivi/domain';
import { describe, expect, it, vi } from 'vitest';
import { requestsOf } from '../../testing/api-mock';
import { makeUser, signedInSession } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { overrideLiveConnection } from './notifications-api';
import { FakeSocket, makeNotificationWire, mockNotificationBackend } from './testing/notification-backend';
import {
  expectBell,
  fastFakeSocket,
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

  it('subscribes a member with records on two plans to both, and his dependents', async () => {
    mockNotificationBackend({ ownRecords: ['link-self', 'link-second-plan'] });
    renderApp({ path: quietPage, session: member });
    await openPanel();
    const socket = await openedSocket();
    expect(socket.sent).toEqual([
      { userType: 'member', sixDegPatientIDs: ['link-self', 'link-second-plan', 'link-child'] },
    ]);
  });

  it("subscribes a 'Limited Access' member to his own records at once, without asking for dependents", async () => {
    const { fetchMock } = mockNotificationBackend();
    const limited = signedInSession(makeUser({ roles: memberRoles, accessLevel: 'Limited Access' }));
    renderApp({ path: quietPage, session: limited });
    await openPanel();
    const socket = await openedSocket();
    expect(socket.sent).toEqual([{ userType: 'member', sixDegPatientIDs: ['link-self'] }]);
    expect(requestsOf(fetchMock)).not.toContain('GET /api/getDependentMember');
  });

  it('subscribes to the records his notifications name when his plans name none, once a poll brings one', async () => {
    overrideLiveConnection({ ...fastFakeSocket, pollIntervalMs: 50 });
    const backend = mockNotificationBackend({ ownRecords: [null] });
    const limited = signedInSession(makeUser({ roles: memberRoles, accessLevel: 'Limited Access' }));
    const { fetchMock } = backend;
    renderApp({ path: quietPage, session: limited });
    const { panel } = await openPanel();
    const socket = await openedSocket();
    expect(socket.sent).toEqual([{ userType: 'member', sixDegPatientIDs: [] }]);
    act(() => {
      socket.receive({ type: 'subscribed', userType: 'member', accepted: [], refused: [] });
    });
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('Checking every 30 s');
    });
    backend.held.push(
      makeNotificationWire({ NotificationUID: 'n-5', Sequence: 5, SixDegPatientID: 'link-limited' }),
    );
    await waitFor(() => {
      expect(socket.sent).toHaveLength(2);
    });
    expect(socket.sent[1]).toEqual({ userType: 'member', sixDegPatientIDs: ['link-limited'], after: 5 });
    act(() => {
      socket.receive({ type: 'subscribed', userType: 'member', accepted: ['link-limited'], refused: [] });
    });
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('Live');
    });
    expect(requestsOf(fetchMock)).not.toContain('GET /api/getDependentMember');
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
  it('polls when the server refuses the socket (429 before the upgrade), keeps retrying with a delay, and goes live once one opens', async () => {
    overrideLiveConnection({
      ...fastFakeSocket,
      minReconnectionDelay: 40,
      maxReconnectionDelay: 80,
      pollIntervalMs: 50,
    });
    const backend = mockNotificationBackend({ notifications: threeForMember });
    renderApp({ path: quietPage, session: member });
    const { panel } = await openPanel();
    /** A refused upgrade as a browser reports it: an error, then a close, never an open. */
    const refuse = (socket: FakeSocket) => {
      act(() => {
        socket.dispatchEvent(new Event('error'));
        socket.drop(1006);
      });
    };
    const attempt = async (n: number) =>
      waitFor(() => {
        expect(FakeSocket.instances).toHaveLength(n);
        return FakeSocket.instances[n - 1] as FakeSocket;
      });
    const first = await attempt(1);
    const refusedAt = Date.now();
    refuse(first);
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('Checking every 30 s');
    });
    refuse(await attempt(2));
    // Not a tight loop: the next attempt waited for partysocket's delay (40 ms here).
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(35);
    expect(FakeSocket.instances).toHaveLength(2);
    await waitFor(() => {
      expect(backend.afterValues).toContain('4');
    });
    expect(within(panel).getByRole('status').textContent).toBe('Checking every 30 s');
    const third = await attempt(3);
    act(() => {
      third.acceptOpen();
    });
    expect(third.sent).toEqual([
      { userType: 'member', sixDegPatientIDs: ['link-self', 'link-child'], after: 4 },
    ]);
    act(() => {
      third.receive({
        type: 'subscribed',
        userType: 'member',
        accepted: ['link-self', 'link-child'],
        refused: [],
      });
    });
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('Live');
    });
  });
});
