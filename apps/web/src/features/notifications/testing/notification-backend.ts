import type { NotificationWire } from '@medivi/domain';
import { jsonResponse, mockApi } from '../../../testing/api-mock';

/** A notification as the server sends it, for tests. */
export function makeNotificationWire(overrides: Partial<NotificationWire> = {}): NotificationWire {
  return {
    NotificationUID: 'n-1',
    Sequence: 1,
    NotificationMessage: 'The status of Balance Bill case C-000001 changed to Processing.',
    Subject: 'Case C-000001 is Processing',
    PublishedDateTime: new Date(Date.now() - 5 * 60_000).toISOString(),
    CaseNumber: 'C-000001',
    CaseID: 'case-1',
    CaseStatus: 'Processing',
    SixDegPatientID: 'link-self',
    MasterPlanID: 'plan-1',
    MarkAsRead: false,
    MarkAsDeleted: false,
    statusInfo: null,
    TypeOfCase: 'Balance Bill',
    ...overrides,
  };
}

export interface NotificationBackendOptions {
  notifications?: NotificationWire[];
  /** The member's own record on each of his plans (`GET /api/v2/get-plans`); default one, 'link-self'. */
  ownRecords?: (string | null)[];
  /** Answer every notification call with this status instead (failures are only logged). */
  failWith?: number;
}

/**
 * A fake server for the notification calls of members and client viewers: list (with `after`),
 * mark all, mark one, delete, and the sources of the socket's ids. Returns the fetch mock and the
 * bodies of the list calls' `after`.
 */
export function mockNotificationBackend({
  notifications = [],
  ownRecords = ['link-self'],
  failWith,
}: NotificationBackendOptions = {}) {
  const held = notifications.map((n) => ({ ...n }));
  const afterValues: (string | null)[] = [];
  const fail = () => jsonResponse({ statusCode: failWith, message: 'failed' }, failWith);
  const list = (request: Request) => {
    if (failWith !== undefined) return fail();
    const after = new URL(request.url).searchParams.get('after');
    afterValues.push(after);
    const rows = held.filter((n) => !n.MarkAsDeleted && (after === null || n.Sequence > Number(after)));
    return jsonResponse(rows);
  };
  const markAll = () => {
    if (failWith !== undefined) return fail();
    for (const n of held) n.MarkAsRead = true;
    return jsonResponse({ message: 'All notifications marked as read.', updated: held.length });
  };
  const markOne = async (request: Request) => {
    if (failWith !== undefined) return fail();
    const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    const body = (await request.json()) as { markasread: boolean };
    const found = held.find((n) => n.NotificationUID === id);
    if (found === undefined) return jsonResponse({ message: 'Notification not found.' }, 404);
    found.MarkAsRead = body.markasread;
    return jsonResponse(found);
  };
  const remove = (request: Request) => {
    if (failWith !== undefined) return fail();
    const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    const found = held.find((n) => n.NotificationUID === id);
    if (found === undefined) return jsonResponse({ message: 'Notification not found.' }, 404);
    found.MarkAsDeleted = true;
    return jsonResponse({ message: 'Notification deleted.' });
  };
  const routes: Record<string, (request: Request) => Response | Promise<Response>> = {
    'GET /api/notifications': list,
    'GET /api/clientNotifications': list,
    'POST /api/notification/markasread': markAll,
    'POST /api/clientNotification/markasread': markAll,
    'GET /api/v2/get-plans': () =>
      jsonResponse(
        ownRecords.map((sixDegPatientID, i) => ({
          id: `plan-${String(i + 1)}`,
          name: `Plan ${String(i + 1)} (synthetic)`,
          displayMediviMessage: false,
          mediviMessage: null,
          sixDegPatientID,
        })),
      ),
    'GET /api/getDependentMember': () =>
      jsonResponse({
        dependentMembers: [
          {
            sixDegPatientID: 'link-child',
            firstName: 'SAM',
            lastName: 'DEMO',
            memberId: null,
            patientid: null,
          },
        ],
      }),
    'GET /api/v2/get-masterPlans': () => jsonResponse([{ id: 'plan-1', name: 'Lakeshore Plan' }]),
    'POST /api/user/updateUserSettings': async (request) => {
      const body = (await request.json()) as { enableNotification: boolean };
      return jsonResponse({ message: 'Settings saved.', enableNotification: body.enableNotification });
    },
  };
  for (const n of held) {
    routes[`PUT /api/updateNotification/${n.NotificationUID}`] = markOne;
    routes[`PUT /api/updateClientNotification/${n.NotificationUID}`] = markOne;
    routes[`DELETE /api/deleteNotification/${n.NotificationUID}`] = remove;
    routes[`DELETE /api/deleteClientNotification/${n.NotificationUID}`] = remove;
  }
  const fetchMock = mockApi(routes);
  return { fetchMock, afterValues, held };
}

/**
 * A WebSocket stand-in the tests drive: they open it, push server messages and close it with a
 * code. Every instance made is kept in `FakeSocket.instances`, newest last.
 */
export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  readonly sent: unknown[] = [];

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  static latest(): FakeSocket | undefined {
    return FakeSocket.instances.at(-1);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  /** The browser closed it (sign-out, cache entry removed). */
  close(code = 1000): void {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '', wasClean: true }));
  }

  /** The server accepted the connection. */
  acceptOpen(): void {
    this.readyState = this.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** The server sent `message`. */
  receive(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  /** The server (or the network) closed it with `code`. */
  drop(code: number): void {
    this.close(code);
  }
}
