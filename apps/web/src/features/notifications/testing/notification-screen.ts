import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { makeUser, signedInSession } from '../../../testing/fixtures';
import { overrideLiveConnection } from '../notifications-api';
import { FakeSocket, makeNotificationWire } from './notification-backend';

export const memberRoles = ['medivi-read', 'medivi-casesmember', 'medivi-casesubmissionmember'];
export const member = signedInSession(makeUser({ roles: memberRoles }));
export const clientViewer = signedInSession(makeUser({ roles: ['medivi-read', 'medivi-caseviewclient'] }));
/** A signed-in page that makes no calls of its own. */
export const quietPage = '/change-password';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Three notifications a member sees (one read, one Others) and an Appeal one he does not. */
export const threeForMember = [
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

export const fastFakeSocket = { WebSocket: FakeSocket, minReconnectionDelay: 10, maxReconnectionDelay: 20 };

/** Every live connection of the file's tests uses a fresh `FakeSocket` with short delays. */
export function installFakeNotificationSockets(): void {
  beforeEach(() => {
    FakeSocket.instances = [];
    overrideLiveConnection(fastFakeSocket);
  });
  afterEach(() => {
    overrideLiveConnection({});
    vi.restoreAllMocks();
  });
}

/** Opens the bell's panel. */
export async function openPanel() {
  const user = userEvent.setup();
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  await user.click(bell);
  return { user, bell, panel: await screen.findByRole('dialog', { name: 'Notifications panel' }) };
}

/** Waits until the bell's name (and so its badge) reads `name`. */
export async function expectBell(bell: HTMLElement, name: string) {
  await waitFor(() => {
    expect(bell.getAttribute('aria-label')).toBe(name);
  });
}

/** The subjects in the list, top to bottom. */
export function subjectsIn(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent.replace('Unread: ', '') ?? '');
}

/** The socket once the list loaded and the subscribe went out. */
export async function openedSocket(): Promise<FakeSocket> {
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
