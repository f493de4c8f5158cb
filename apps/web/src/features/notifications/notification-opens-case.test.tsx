import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseDetail } from '@medivi/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { jsonResponse, requestsOf } from '../../testing/api-mock';
import { makeCase } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { openCaseLabel } from './notification-item';
import { makeNotificationWire, mockNotificationBackend } from './testing/notification-backend';
import {
  clientViewer,
  expectBell,
  installFakeNotificationSockets,
  member,
  openPanel,
  quietPage,
  threeForMember,
} from './testing/notification-screen';

installFakeNotificationSockets();

/** The case `case-1` (C-000001) as `GET /api/case/case-1` answers it (synthetic). */
const caseOne: CaseDetail = {
  ...makeCase({ Status: 'Processing', statusLabel: 'Processing' }),
  attachments: [],
  statusHistory: [],
};

/** C-000003 (n-3, the newest) is a case of its own, `case-3`. */
const notifications = threeForMember.map((n) =>
  n.NotificationUID === 'n-3' ? { ...n, CaseNumber: 'C-000003', CaseID: 'case-3' } : n,
);

/**
 * The notification backend plus the case calls /my-cases makes: the list, and the detail of
 * `case-1` and `case-3` for members (`/api/case/…`) and client viewers (`/api/clientCase/…`).
 */
function mockBackend() {
  const { fetchMock } = mockNotificationBackend({ notifications });
  const notificationFetch = fetchMock.getMockImplementation() as typeof fetch;
  const detailOf = (id: string) =>
    jsonResponse({
      records: [{ ...caseOne, id, CaseNumber: id === 'case-3' ? 'C-000003' : caseOne.CaseNumber }],
    });
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const detail = /^\/api\/(?:case|clientCase)\/(case-[13])$/.exec(path);
    if (detail?.[1] !== undefined) return detailOf(detail[1]);
    if (path === '/api/getCases' || path === '/api/getClientCases') return jsonResponse({ records: [] });
    return notificationFetch(input, init);
  });
  return fetchMock;
}

describe('a notification opens its case (docs/decisions/0085)', () => {
  it('links each notification to its case by case number, before its mark and delete buttons', async () => {
    mockBackend();
    renderApp({ path: quietPage, session: member });
    const { panel } = await openPanel();
    const item = await within(panel).findByRole('listitem', { name: 'Unread: Case C-000003 is Processing' });
    const link = within(item).getByRole('link', { name: openCaseLabel(i18n._.bind(i18n), 'C-000003') });
    expect(link.getAttribute('href')).toBe('/my-cases?case=case-3');
    expect(link.textContent).toContain('Case C-000003 is Processing');
    const focusable = [...item.querySelectorAll('a[href], button')].map(
      (element) => element.getAttribute('aria-label') ?? '',
    );
    expect(focusable).toEqual(['Open case C-000003', 'Mark as read', 'Delete']);
  });

  it('from the panel: marks it read, closes the panel and opens the case modal on /my-cases', async () => {
    const fetchMock = mockBackend();
    const { router } = renderApp({ path: quietPage, session: member });
    const { user, bell, panel } = await openPanel();
    await expectBell(bell, 'Notifications, 2 unread');
    const item = await within(panel).findByRole('listitem', { name: 'Unread: Case C-000003 is Processing' });
    await user.click(within(item).getByRole('link', { name: 'Open case C-000003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Case C-000003' });
    expect(await within(dialog).findByText('Processing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-cases');
    expect(router.state.location.search).toBe('?case=case-3');
    expect(screen.queryByRole('dialog', { name: 'Notifications panel' })).toBeNull();
    await expectBell(bell, 'Notifications, 1 unread');
    expect(requestsOf(fetchMock)).toEqual(
      expect.arrayContaining(['PUT /api/updateNotification/n-3', 'GET /api/case/case-3']),
    );
  });

  it('does not mark again a notification already read', async () => {
    const fetchMock = mockBackend();
    const { router } = renderApp({ path: quietPage, session: member });
    const { user, panel } = await openPanel();
    const read = await within(panel).findByRole('listitem', { name: 'Case C-000002 is Closed' });
    await user.click(within(read).getByRole('link', { name: 'Open case C-000002' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?case=case-1');
    });
    expect(requestsOf(fetchMock).filter((call) => call.startsWith('PUT '))).toEqual([]);
  });

  it('from /notifications: a client viewer reaches the case through the client call', async () => {
    const fetchMock = mockBackend();
    const { router } = renderApp({ path: '/notifications', session: clientViewer });
    await screen.findByRole('heading', { level: 1, name: 'Notifications' });
    const main = screen.getByRole('main');
    const item = await within(main).findByRole('listitem', { name: 'Unread: Case C-000001 received' });
    await userEvent.setup().click(within(item).getByRole('link', { name: 'Open case C-000001' }));
    expect(await screen.findByRole('dialog', { name: 'Case C-000001' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-cases');
    expect(requestsOf(fetchMock)).toEqual(
      expect.arrayContaining(['PUT /api/updateClientNotification/n-1', 'GET /api/clientCase/case-1']),
    );
  });

  it('keeps a notification without a case plain, with its mark and delete buttons', async () => {
    mockNotificationBackend({ notifications: [makeNotificationWire({ CaseID: '' })] });
    renderApp({ path: quietPage, session: member });
    const { panel } = await openPanel();
    const item = await within(panel).findByRole('listitem', { name: 'Unread: Case C-000001 is Processing' });
    expect(within(item).queryByRole('link')).toBeNull();
    expect(within(item).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });
});
